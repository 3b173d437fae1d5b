// What every `npm run operator` command is made of: its context, its shape, and the domain-folder checks and the
// checked edit of a domain file that the commands share (scripts/operator.ts lists the commands).
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import { formatProblem, validateDomainFile, validateDomainFolder, type DomainFileProblem, type DomainFolderPass } from '../bff/domainFileValidator.ts';
import { readJurisdictionProfiles } from '../bff/jurisdictionProfiles.ts';
import type { Database } from '../bff/database/database.ts';
import type { DomainPluginSettings } from '../bff/domainStore.ts';
import { readPluginCatalog, type PluginCatalog } from '../bff/pluginCatalog.ts';

export interface OperatorContext {
  domainsDir: string;
  /** The jurisdiction profiles the domain files name (bff/jurisdictions). */
  jurisdictionsDir: string;
  pluginsDir: string;
  distDir: string;
  /** The port `npm start` serves on, for the addresses `list` shows. */
  port: number;
  /** The player platform's database when the caller has it open (a test's); else a command opens it as the server does. */
  database?: Database;
  print(line: string): void;
  printError(line: string): void;
}

export type Options = NonNullable<ParseArgsConfig['options']>;

export interface CommandInput {
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

export const showPath = (path: string) => {
  const shown = relative(process.cwd(), path);
  return shown.startsWith('..') ? path : shown;
};

function readFolder(context: OperatorContext, replace?: { name: string; text: string }): { entries: Array<{ name: string; text: string }>; catalog: PluginCatalog } {
  const entries = readdirSync(context.domainsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, text: name === replace?.name ? replace.text : readFileSync(join(context.domainsDir, name), 'utf8') }));
  return { entries, catalog: readPluginCatalog(context.pluginsDir, context.distDir) };
}

/** The domain files checked as the BFF checks them, with the problems of the profile files they may name. */
export function checkFolder(context: OperatorContext, replace?: { name: string; text: string }): DomainFolderPass & { catalog: PluginCatalog; profileProblems: DomainFileProblem[] } {
  const { entries, catalog } = readFolder(context, replace);
  const { profiles, problems } = readJurisdictionProfiles(context.jurisdictionsDir, (name) => showPath(join(context.jurisdictionsDir, name)));
  return { ...validateDomainFolder(entries, catalog, (name) => showPath(join(context.domainsDir, name)), new Map(), profiles), catalog, profileProblems: problems };
}

export type DomainDocument = { plugins?: Record<string, DomainPluginSettings> } & Record<string, unknown>;

/**
 * Changes one domain file through the same checks the BFF makes: `change` edits the parsed document and says what it
 * did (null: nothing to do, with `unchanged` printed). An invalid result leaves the file as it was.
 */
export function editDomainFile(context: OperatorContext, domainName: string, change: (document: DomainDocument) => { done: string } | { unchanged: string } | { refused: string }): number {
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
    const result = validateDomainFile(showPath(path), before, readPluginCatalog(context.pluginsDir, context.distDir), new Map(), readJurisdictionProfiles(context.jurisdictionsDir).profiles);
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

