import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { sendApiError, type JurisdictionRules, type ScenarioPatcher } from '../../../bff/bffModule.ts';
import type { SelfExclusionRegisterFile } from '../schemas/selfExclusion.ts';
import { validate_selfExclusionRegisterFile } from '../src/generated/validate_selfExclusionRegisterFile.js';

/** The simulated registers the operator edits (schema `selfExclusionRegisterFile`, plugins/account/schemas/selfExclusion.ts). */
export const SELF_EXCLUSION_REGISTERS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'selfExclusionRegisters.json');

type Register = NonNullable<JurisdictionRules['selfExclusionRegister']>;
type Entry = SelfExclusionRegisterFile['entries'][number];

/** What a check found: the person is clear, listed, or the register could not be read (`reason` says why). */
export type RegisterAnswer = { kind: 'clear' } | { kind: 'listed' } | { kind: 'unreadable'; reason: string };

/** The entries of the register file's text, or why there are none to trust. */
export function entriesOf(text: string): { entries: readonly Entry[] } | { reason: string } {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { reason: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (validate_selfExclusionRegisterFile(document)) return { entries: (document as SelfExclusionRegisterFile).entries };
  const [first] = validate_selfExclusionRegisterFile.errors ?? [];
  return { reason: `${first?.instancePath || '/'} breaks the schema (rule: ${first?.keyword ?? 'unknown'})` };
}

/** An entry holds on `today` (YYYY-MM-DD, UTC) unless its `until` day has come. */
const holds = (entry: Entry, today: string) => entry.until === undefined || today < entry.until;

export const normalisedEmail = (email: string) => email.trim().toLowerCase();

export interface SelfExclusionRegistersOptions {
  file?: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The national self-exclusion registers as the reference platform simulates them: the operator's file, looked at on
 * every check (an edit counts at once), plus, under test mode, the people a scenario adds (`selfExclusion` scenario field),
 * kept per realm so that parallel tests never list each other's players. A file that cannot be trusted answers
 * `unreadable` and is logged: the caller lets nobody in (fail closed).
 */
export class SelfExclusionRegisters {
  private readonly file: string;
  private readonly log: FastifyBaseLogger;
  private readonly now: () => Date;
  /** Test mode: the entries a scenario added, and the file text it replaced (a corrupt file), by realm. */
  private readonly scenarios = new Map<string, { added: Entry[]; fileText?: string }>();
  /**
   * The file as last read, by its modification time and size: on a domain that names a register it is asked on every
   * signed-in call, so a call costs one `stat`, and an edit is read at the next check.
   */
  private lastRead: { version: string; read: { entries: readonly Entry[] } | { reason: string } } | null = null;

  constructor({ file = SELF_EXCLUSION_REGISTERS_FILE, log, now = () => new Date() }: SelfExclusionRegistersOptions) {
    this.file = file;
    this.log = log;
    this.now = now;
  }

  /** Reads the file once at start, so that a broken one is named in the log before anyone meets it. */
  async checkFileAtStart(): Promise<void> {
    const read = await this.read('');
    if ('reason' in read) this.log.error({ file: this.file, reason: read.reason }, 'self-exclusion registers: the file cannot be trusted; registration and sign-in are refused on every domain whose jurisdiction profile names a register');
  }

  /** Whether `email` is listed on `register` today, in `realm`. */
  async check(register: Register, email: string, realm: string): Promise<RegisterAnswer> {
    const read = await this.read(realm);
    if ('reason' in read) {
      this.log.error({ file: this.file, register: register.name, reason: read.reason }, 'self-exclusion registers: the file cannot be trusted; the sign-in is refused');
      return { kind: 'unreadable', reason: read.reason };
    }
    const key = normalisedEmail(email);
    const today = this.now().toISOString().slice(0, 10);
    const listed = read.entries.some((entry) => entry.register === register.name && entry.email === key && holds(entry, today));
    return { kind: listed ? 'listed' : 'clear' };
  }

  private async read(realm: string): Promise<{ entries: readonly Entry[] } | { reason: string }> {
    const scenario = this.scenarios.get(realm);
    const read = scenario?.fileText === undefined ? await this.readFile() : entriesOf(scenario.fileText);
    return 'entries' in read && scenario ? { entries: [...read.entries, ...scenario.added] } : read;
  }

  private async readFile(): Promise<{ entries: readonly Entry[] } | { reason: string }> {
    try {
      const { mtimeMs, size } = await stat(this.file);
      const version = `${mtimeMs}:${size}`;
      if (this.lastRead?.version !== version) this.lastRead = { version, read: entriesOf(await readFile(this.file, 'utf8')) };
      return this.lastRead.read;
    } catch (error) {
      return { reason: `cannot be read (${error instanceof Error ? error.message : String(error)})` };
    }
  }

  /**
   * The `selfExclusion` scenario field (test mode): `{ "add": { "register": "Spelpaus", "email": "…" } }` lists a
   * person for the scenario; `{ "fileText": "…" }` makes the scenario read that text instead of the file.
   */
  readonly patchScenario: ScenarioPatcher = (_scenario, patch, realm) => {
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return 'selfExclusion must be an object';
    const { add, fileText, ...rest } = patch as Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) return `unknown selfExclusion field "${unknown.slice(0, 40)}"`;
    if (fileText !== undefined && typeof fileText !== 'string') return 'selfExclusion.fileText must be a string';
    let added: Entry[] = [];
    if (add !== undefined) {
      const entry = { ...(add as object), email: normalisedEmail(String((add as { email?: unknown })?.email ?? '')) };
      const read = entriesOf(JSON.stringify({ entries: [entry] }));
      if ('reason' in read) return `selfExclusion.add is not a register entry: ${read.reason}`;
      added = [...read.entries];
    }
    const scenario = this.scenarios.get(realm) ?? { added: [] };
    scenario.added.push(...added);
    if (typeof fileText === 'string') scenario.fileText = fileText;
    this.scenarios.set(realm, scenario);
    return null;
  };
}

/**
 * Answers the refusal of a registration or sign-in the domain's register decides, or null to go on: 403
 * `national_self_exclusion` for a listed person, 503 `self_exclusion_register_unavailable` when the register cannot
 * be read (nobody is let in), each naming the register in `meta.register`. Null where the profile names no register.
 */
export async function refuseIfSelfExcluded(reply: FastifyReply, registers: SelfExclusionRegisters, rules: JurisdictionRules, email: string, realm: string): Promise<FastifyReply | null> {
  const register = rules.selfExclusionRegister;
  if (!register) return null;
  const answer = await registers.check(register, email, realm);
  const meta = { register: { name: register.name, url: register.url } };
  if (answer.kind === 'listed') return sendApiError(reply, 403, 'national_self_exclusion', `Excluded from gambling by ${register.name}`, meta);
  if (answer.kind === 'unreadable') return sendApiError(reply, 503, 'self_exclusion_register_unavailable', `${register.name} cannot be checked now`, meta);
  return null;
}
