// `npm run operator -- <command>`: the operator's tool for the domain files (bff/domains/<name>.json). Every command
// goes through the checks the BFF makes when it loads a file (bff/domainFileValidator.ts), so what the tool accepts
// the server serves. A command is one entry of COMMANDS: its usage, its options and a run function.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { formatProblem, validateDomainFile, validateDomainFolder, type DomainFolderPass } from '../bff/domainFileValidator.ts';
import type { Database } from '../bff/database/database.ts';
import type { DomainPluginSettings, DomainSettings } from '../bff/domainStore.ts';
import { readPluginCatalog, type PluginCatalog } from '../bff/pluginCatalog.ts';
import { buildFolderOf, buildFolders, pluginBuildsDir } from '../bff/pluginVersions.ts';
import { errorsCommand } from './operatorErrors.ts';
import { eventsCommand } from './operatorEvents.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface OperatorContext {
  domainsDir: string;
  pluginsDir: string;
  distDir: string;
  /** The port `npm start` serves on, for the addresses `list` shows. */
  port: number;
  /** The player platform's database when the caller has it open (a test's); else a command opens it as the server does. */
  database?: Database;
  print(line: string): void;
  printError(line: string): void;
}

type Options = NonNullable<ParseArgsConfig['options']>;

interface CommandInput {
  positionals: string[];
  values: Record<string, string | boolean | Array<string | boolean> | undefined>;
}

export interface OperatorCommand {
  /** Its arguments, as `--help` shows them after the command's name. */
  usage: string;
  summary: string;
  options?: Options;
  /** The exit code: 0 done, 1 refused or invalid, 2 wrong usage; a promise of it from a command that reads the database. */
  run(input: CommandInput, context: OperatorContext): number | Promise<number>;
}

/** Options every command takes: where the domain files and the build are. */
const FOLDER_OPTIONS: Options = {
  'domains-dir': { type: 'string' },
  'dist-dir': { type: 'string' },
};

const showPath = (path: string) => {
  const shown = relative(process.cwd(), path);
  return shown.startsWith('..') ? path : shown;
};

function readFolder(context: OperatorContext, replace?: { name: string; text: string }): { entries: Array<{ name: string; text: string }>; catalog: PluginCatalog } {
  const entries = readdirSync(context.domainsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, text: name === replace?.name ? replace.text : readFileSync(join(context.domainsDir, name), 'utf8') }));
  return { entries, catalog: readPluginCatalog(context.pluginsDir, context.distDir) };
}

function checkFolder(context: OperatorContext, replace?: { name: string; text: string }): DomainFolderPass & { catalog: PluginCatalog } {
  const { entries, catalog } = readFolder(context, replace);
  return { ...validateDomainFolder(entries, catalog, (name) => showPath(join(context.domainsDir, name))), catalog };
}

const check: OperatorCommand = {
  usage: '',
  summary: 'validates every domain file; prints each error as file: JSON pointer: reason, and exits 1 when there is one',
  run(_input, context) {
    const { files, refused } = checkFolder(context);
    if (files.size === 0) {
      context.printError(`${showPath(context.domainsDir)}: no domain files`);
      return 1;
    }
    for (const { problems } of refused) for (const problem of problems) context.printError(formatProblem(problem));
    const summary = `${files.size} domain files, ${refused.length === 0 ? 'all valid' : `${refused.length} with errors`}`;
    if (refused.length > 0) context.printError(summary);
    else context.print(summary);
    return refused.length === 0 ? 0 : 1;
  },
};

/** The address of the domain on this machine: `*.localhost` resolves to this machine in browsers, without a hosts file. */
function localAddress(domain: DomainSettings, port: number): string | null {
  const host = domain.hosts.find((candidate) => candidate === 'localhost' || candidate.endsWith('.localhost'));
  return host ? `http://${host}:${port}/` : null;
}

function statusOf(domain: DomainSettings): string {
  if (domain.config.maintenance.isActive) return 'under maintenance';
  if (domain.blockReason !== null) return `blocked (block reason ${domain.blockReason})`;
  return 'open';
}

const list: OperatorCommand = {
  usage: '',
  summary: 'shows each domain: address, status, its plugins with the version and integrity of their current build, pins and rollouts, routes switched off',
  run(_input, context) {
    const { files, catalog } = checkFolder(context);
    for (const [name, file] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
      const domain = file.domainText === file.text ? file.domain : null;
      if (!domain) {
        context.print(`${name.replace(/\.json$/, '')}: not valid (npm run operator -- check)`);
        context.print('');
        continue;
      }
      context.print(`${domain.name}: ${domain.config.site.companyName}, ${statusOf(domain)}${localAddress(domain, context.port) ? `, ${localAddress(domain, context.port)}` : ''}`);
      if (domain.description) context.print(`  ${domain.description}`);
      context.print(`  hosts: ${domain.hosts.join(', ')}`);
      context.print('  plugins:');
      const width = Math.max(...Object.keys(domain.plugins).map((id) => id.length));
      for (const [id, { enabled }] of Object.entries(domain.plugins).sort(([a], [b]) => a.localeCompare(b))) {
        const build = catalog.get(id)?.build;
        const built = build ? `${build.version}  ${build.integrity}` : 'not built (npm run build:plugin -- ' + id + ')';
        context.print(`    ${id.padEnd(width)}  ${enabled ? 'on ' : 'off'}  ${built}`);
        const { version, rollout: staged } = domain.plugins[id];
        if (version) context.print(`    ${''.padEnd(width)}       pinned ${version}${staged ? `, rolling out ${staged.version} to ${staged.percent} %` : ''}`);
      }
      context.print(`  routes off: ${domain.routesOff.length > 0 ? domain.routesOff.join(', ') : 'none'}`);
      const overrides = Object.entries(domain.pathOverrides);
      if (overrides.length > 0) context.print(`  path overrides: ${overrides.map(([route, path]) => `${route} -> ${path}`).join(', ')}`);
      context.print('');
    }
    return 0;
  },
};

type DomainDocument = { plugins?: Record<string, DomainPluginSettings> } & Record<string, unknown>;

/**
 * Changes one domain file through the same checks the BFF makes: `change` edits the parsed document and says what it
 * did (null: nothing to do, with `unchanged` printed). An invalid result leaves the file as it was.
 */
function editDomainFile(context: OperatorContext, domainName: string, change: (document: DomainDocument) => { done: string } | { unchanged: string } | { refused: string }): number {
  const name = `${domainName}.json`;
  const path = join(context.domainsDir, name);
  if (!/^[a-z][a-z0-9-]*$/.test(domainName) || !existsSync(path)) {
    context.printError(`no domain "${domainName}" (${showPath(path)} does not exist)`);
    return 1;
  }
  const before = readFileSync(path, 'utf8');
  let document: DomainDocument;
  try {
    document = JSON.parse(before) as DomainDocument;
  } catch {
    const result = validateDomainFile(showPath(path), before, readPluginCatalog(context.pluginsDir, context.distDir));
    for (const problem of result.ok ? [] : result.problems) context.printError(formatProblem(problem));
    context.printError(`refused: ${showPath(path)} is left as it was`);
    return 1;
  }
  const outcome = change(document);
  if ('unchanged' in outcome) {
    context.print(`${domainName}: ${outcome.unchanged}`);
    return 0;
  }
  if ('refused' in outcome) {
    context.printError(`${outcome.refused}\nrefused: ${showPath(path)} is left as it was`);
    return 1;
  }
  const after = `${JSON.stringify(document, null, 2)}\n`;
  const refusal = checkFolder(context, { name, text: after }).refused.find((entry) => entry.file === showPath(path));
  if (refusal) {
    for (const problem of refusal.problems) context.printError(formatProblem(problem));
    context.printError(`refused: ${showPath(path)} is left as it was`);
    return 1;
  }
  // A new file renamed over the old one: the BFF never reads half of it.
  const staging = join(context.domainsDir, `.${name}.${process.pid}.tmp`);
  writeFileSync(staging, after);
  renameSync(staging, path);
  context.print(`${domainName}: ${outcome.done} (${showPath(path)}); a running BFF serves it within a second`);
  return 0;
}

/** Sets a plugin's switch on one domain, through the same checks; an invalid result leaves the file as it was. */
function switchPlugin(enabled: boolean): OperatorCommand {
  const usage = '<plugin> --domain <name>';
  return {
    usage,
    summary: `${enabled ? 'switches a plugin on' : 'switches a plugin off'} for a domain (the file is written only when the result is valid)`,
    options: { domain: { type: 'string' } },
    run({ positionals, values }, context) {
      const [plugin] = positionals;
      const domainName = values.domain;
      if (!plugin || positionals.length > 1 || typeof domainName !== 'string') {
        context.printError(`usage: npm run operator -- ${enabled ? 'enable' : 'disable'} ${usage}`);
        return 2;
      }
      return editDomainFile(context, domainName, (document) => {
        const current = document.plugins?.[plugin];
        if (current?.enabled === enabled) return { unchanged: `${plugin} is already ${enabled ? 'on' : 'off'}` };
        document.plugins = { ...document.plugins, [plugin]: { ...current, enabled } };
        return { done: `${plugin} ${enabled ? 'on' : 'off'}` };
      });
    },
  };
}

const ROLLOUT_USAGE = '<plugin> <version> --domain <name> --percent <0-100> | <plugin> --domain <name> --rollback';

/**
 * A staged rollout of a plugin build on one domain: 1–99 serves it to that share of the visitors, 100 promotes it (the
 * pin becomes the new build, the rollout ends), 0 or --rollback ends the rollout (everyone is back on the pin). A
 * first rollout on a domain that serves the latest build pins that build for the other visitors.
 */
const rollout: OperatorCommand = {
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
const prune: OperatorCommand = {
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

export const COMMANDS: Readonly<Record<string, OperatorCommand>> = {
  check,
  list,
  enable: switchPlugin(true),
  disable: switchPlugin(false),
  rollout,
  prune,
  errors: errorsCommand,
  events: eventsCommand,
};

function usage(): string {
  const width = Math.max(...Object.entries(COMMANDS).map(([name, command]) => `${name} ${command.usage}`.trim().length));
  return [
    'usage: npm run operator -- <command> [--domains-dir <dir>] [--dist-dir <dir>]',
    '',
    ...Object.entries(COMMANDS).map(([name, command]) => `  ${`${name} ${command.usage}`.trim().padEnd(width)}  ${command.summary}`),
  ].join('\n');
}

export function runOperator(argv: readonly string[], overrides: Partial<OperatorContext> = {}): number | Promise<number> {
  const print = overrides.print ?? ((line: string) => console.log(line));
  const printError = overrides.printError ?? ((line: string) => console.error(line));
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    print(usage());
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    printError(`unknown command "${name}"\n${usage()}`);
    return 2;
  }
  let input: CommandInput;
  try {
    input = parseArgs({ args: [...rest], options: { ...FOLDER_OPTIONS, ...command.options }, allowPositionals: true, strict: true });
  } catch (error) {
    printError(`${error instanceof Error ? error.message : String(error)}\nusage: npm run operator -- ${name} ${command.usage}`.trim());
    return 2;
  }
  const folder = (option: string, fallback: string) => {
    const value = input.values[option];
    return typeof value === 'string' ? value : fallback;
  };
  const context: OperatorContext = {
    domainsDir: folder('domains-dir', overrides.domainsDir ?? join(root, 'bff', 'domains')),
    pluginsDir: overrides.pluginsDir ?? join(root, 'plugins'),
    distDir: folder('dist-dir', overrides.distDir ?? join(root, 'dist')),
    port: overrides.port ?? Number(process.env.PORT ?? 8080),
    database: overrides.database,
    print,
    printError,
  };
  return command.run(input, context);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await runOperator(process.argv.slice(2));
