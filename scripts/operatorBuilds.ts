// The operator's commands for plugin builds: a staged rollout of a build on a domain, and the pruning of old builds.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../bff/domainFileValidator.ts';
import type { DomainPluginSettings } from '../bff/domainStore.ts';
import { readPluginCatalog } from '../bff/pluginCatalog.ts';
import { buildFolderOf, buildFolders, pluginBuildsDir } from '../bff/pluginVersions.ts';
import { checkFolder, editDomainFile, showPath, type OperatorCommand } from './operatorCommand.ts';

const ROLLOUT_USAGE = '<plugin> <version> --domain <name> --percent <0-100> | <plugin> --domain <name> --rollback';

/**
 * A staged rollout of a plugin build on one domain: 1–99 serves it to that share of the visitors, 100 promotes it (the
 * pin becomes the new build, the rollout ends), 0 or --rollback ends the rollout (everyone is back on the pin). A
 * first rollout on a domain that serves the latest build pins that build for the other visitors.
 */
export const rollout: OperatorCommand = {
  usage: ROLLOUT_USAGE,
  summary: 'serves a build of a plugin to N % of a domain\'s visitors; 100 promotes it to the pinned version, 0 or --rollback ends the rollout',
  options: { domain: { type: 'string' }, percent: { type: 'string' }, rollback: { type: 'boolean' } },
  run({ positionals, values }, context) {
    const [plugin, version] = positionals;
    const domainName = values.domain;
    const rollback = values.rollback === true;
    const percent = rollback ? 0 : typeof values.percent === 'string' && /^\d{1,3}$/.test(values.percent) ? Number(values.percent) : NaN;
    const wellFormed = plugin && typeof domainName === 'string' && positionals.length <= 2 && (rollback ? values.percent === undefined : version !== undefined && values.percent !== undefined);
    if (!wellFormed) {
      context.printError(`usage: npm run operator -- rollout ${ROLLOUT_USAGE}`);
      return 2;
    }
    if (!(percent >= 0 && percent <= 100)) {
      context.printError(`--percent must be a whole number from 0 to 100 (got "${String(values.percent)}")`);
      return 2;
    }
    return editDomainFile(context, domainName, (document) => {
      const settings = document.plugins?.[plugin];
      if (!settings) return { refused: `${domainName} does not list plugin "${plugin}" (npm run operator -- enable ${plugin} --domain ${domainName})` };
      const next: DomainPluginSettings = { ...settings };
      if (percent === 0) {
        if (!settings.rollout) return { unchanged: `${plugin} has no rollout; everyone gets ${settings.version ?? 'the latest build'}` };
        if (version !== undefined && version !== settings.rollout.version) return { refused: `${plugin} rolls out ${settings.rollout.version}, not ${version}` };
        delete next.rollout;
        document.plugins![plugin] = next;
        return { done: `${plugin} rolled back: everyone gets ${settings.version ?? 'the latest build'} again` };
      }
      if (percent === 100) {
        if (settings.version === version && !settings.rollout) return { unchanged: `${plugin} is already pinned to ${version}` };
        next.version = version;
        delete next.rollout;
        document.plugins![plugin] = next;
        return { done: `${plugin} ${version} promoted: every visitor gets it` };
      }
      if (settings.version === undefined) {
        // The others must keep what they are served now, which is the latest build: it becomes the pin.
        const latest = readPluginCatalog(context.pluginsDir, context.distDir).get(plugin)?.build;
        const latestVersion = latest ? buildFolderOf(latest) : undefined;
        if (!latestVersion || latestVersion === version) {
          return { refused: `${domainName} serves the latest build of ${plugin}${latestVersion ? `, which is ${version}` : ''}: pin the build the other visitors keep first (npm run operator -- rollout ${plugin} <version> --domain ${domainName} --percent 100)` };
        }
        next.version = latestVersion;
      }
      if (next.version === version) return { refused: `${plugin} is pinned to ${version} already: roll out another build` };
      next.rollout = { version: version!, percent };
      document.plugins![plugin] = next;
      return { done: `${plugin} ${version} rolled out to ${percent} % of the visitors; the others keep ${next.version}` };
    });
  },
};

/** How many builds of each plugin `prune` keeps by default, besides those in use. */
export const PRUNE_KEEP_DEFAULT = 3;

/**
 * Deletes old plugin builds: of each plugin it keeps the newest N folders (by modification time), the current build
 * and every build a domain file pins or rolls out. Runs only when every domain file is valid, so that no pin is
 * unknown.
 */
export const prune: OperatorCommand = {
  usage: '[--keep N]',
  summary: `deletes old builds from dist/plugins/<id>/: keeps the newest N (default ${PRUNE_KEEP_DEFAULT}) of each plugin, its current build and every build a domain pins or rolls out`,
  options: { keep: { type: 'string' } },
  run({ positionals, values }, context) {
    const keep = values.keep === undefined ? PRUNE_KEEP_DEFAULT : typeof values.keep === 'string' && /^\d{1,4}$/.test(values.keep) ? Number(values.keep) : NaN;
    if (positionals.length > 0 || Number.isNaN(keep)) {
      context.printError('usage: npm run operator -- prune [--keep N]');
      return 2;
    }
    const { files, refused, catalog } = checkFolder(context);
    if (refused.length > 0) {
      for (const { problems } of refused) for (const problem of problems) context.printError(formatProblem(problem));
      context.printError('refused: a domain file is not valid, so its pins are not known; nothing was deleted');
      return 1;
    }
    const inUse = new Set<string>();
    for (const { domain } of files.values()) {
      for (const [id, settings] of Object.entries(domain?.plugins ?? {})) {
        for (const version of [settings.version, settings.rollout?.version]) if (version) inUse.add(`${id}/${version}`);
      }
    }
    const pluginsRoot = join(context.distDir, 'plugins');
    let removed = 0;
    for (const id of existsSync(pluginsRoot) ? readdirSync(pluginsRoot).sort() : []) {
      const dir = pluginBuildsDir(context.distDir, id);
      const current = catalog.get(id)?.build;
      buildFolders(dir).forEach(({ name }, index) => {
        if (index < keep || inUse.has(`${id}/${name}`) || (current && buildFolderOf(current) === name)) return;
        rmSync(join(dir, name), { recursive: true, force: true });
        context.print(`removed ${showPath(join(dir, name))}`);
        removed += 1;
      });
    }
    context.print(`${removed} old build(s) removed`);
    return 0;
  },
};

