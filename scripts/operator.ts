// `npm run operator -- <command>`: the operator's tool for the domain files (bff/domains/<name>.json). Every command
// goes through the checks the BFF makes when it loads a file (bff/domainFileValidator.ts), so what the tool accepts
// the server serves. A command is one entry of COMMANDS: its usage, its options and a run function.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatProblem } from '../bff/domainFileValidator.ts';
import type { DomainSettings } from '../bff/domainStore.ts';
import { DEFAULT_JURISDICTION, JURISDICTION_CONFIG_GROUP } from '../bff/jurisdictionProfiles.ts';
import type { JurisdictionRules } from '../schemas/jurisdictionProfile.ts';
import { prune, rollout } from './operatorBuilds.ts';
import { checkFolder, editDomainFile, showPath, type CommandInput, type OperatorCommand, type OperatorContext, type Options } from './operatorCommand.ts';
import { errorsCommand } from './operatorErrors.ts';
import { eventsCommand } from './operatorEvents.ts';
import { mailsCommand } from './operatorMails.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Options every command takes: where the domain files and the build are. */
const FOLDER_OPTIONS: Options = {
  'domains-dir': { type: 'string' },
  'jurisdictions-dir': { type: 'string' },
  'dist-dir': { type: 'string' },
};

const check: OperatorCommand = {
  usage: '',
  summary: 'validates every domain file and jurisdiction profile; prints each error as file: JSON pointer: reason, and exits 1 when there is one',
  run(_input, context) {
    const { files, refused, profileProblems } = checkFolder(context);
    if (files.size === 0) {
      context.printError(`${showPath(context.domainsDir)}: no domain files`);
      return 1;
    }
    for (const problem of profileProblems) context.printError(formatProblem(problem));
    for (const { problems } of refused) for (const problem of problems) context.printError(formatProblem(problem));
    const invalidProfiles = new Set(profileProblems.map((problem) => problem.file)).size;
    const summary = `${files.size} domain files, ${refused.length === 0 ? 'all valid' : `${refused.length} with errors`}${invalidProfiles > 0 ? `; ${invalidProfiles} jurisdiction profiles with errors` : ''}`;
    const failed = refused.length > 0 || invalidProfiles > 0;
    if (failed) context.printError(summary);
    else context.print(summary);
    return failed ? 1 : 0;
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
      // A valid domain carries its profile's values (bff/domainFileValidator.ts).
      const rules = domain.config[JURISDICTION_CONFIG_GROUP] as JurisdictionRules;
      context.print(`  jurisdiction: ${domain.jurisdiction ?? DEFAULT_JURISDICTION} (${rules.regulator})`);
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

export const COMMANDS: Readonly<Record<string, OperatorCommand>> = {
  check,
  list,
  enable: switchPlugin(true),
  disable: switchPlugin(false),
  rollout,
  prune,
  errors: errorsCommand,
  events: eventsCommand,
  mails: mailsCommand,
};

function usage(): string {
  const width = Math.max(...Object.entries(COMMANDS).map(([name, command]) => `${name} ${command.usage}`.trim().length));
  return [
    'usage: npm run operator -- <command> [--domains-dir <dir>] [--jurisdictions-dir <dir>] [--dist-dir <dir>]',
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
    jurisdictionsDir: folder('jurisdictions-dir', overrides.jurisdictionsDir ?? join(root, 'bff', 'jurisdictions')),
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
