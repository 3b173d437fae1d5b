import AjvModule from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jurisdictionProfileSchema, type JurisdictionProfile, type JurisdictionRules } from '../schemas/jurisdictionProfile.ts';
import type { DomainFileProblem } from './domainFileValidator.ts';
import type { ScenarioState } from './domainStore.ts';

// A CommonJS package: loaded from ESM its export sits under `default`.
const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default;

/** The profile of a domain file that names none: the specification's rules as they are. */
export const DEFAULT_JURISDICTION = 'none';

/** The profiles the server and the operator CLI read by default. */
export const JURISDICTIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'jurisdictions');

/** The name of the config group a domain serves its profile's values in. */
export const JURISDICTION_CONFIG_GROUP = 'jurisdiction';

// Server and operator CLI only, never a browser: ajv compiles here so that its messages name the reason.
const validateProfile = new Ajv({ allErrors: true, strict: true }).compile(jurisdictionProfileSchema);

/** The valid profiles of a folder by id, and the problems of the files that are not. */
export interface JurisdictionProfiles {
  profiles: ReadonlyMap<string, JurisdictionProfile>;
  problems: DomainFileProblem[];
}

/** Validates one profile file's text (JSON, the schema, its id against its file name). */
export function validateProfileFile(file: string, text: string): { profile: JurisdictionProfile } | { problems: DomainFileProblem[] } {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { problems: [{ file, pointer: '', reason: `not valid JSON (${error instanceof Error ? error.message : String(error)})` }] };
  }
  if (!validateProfile(document)) {
    return { problems: (validateProfile.errors ?? []).map((error) => ({ file, pointer: error.instancePath, reason: error.message ?? error.keyword })) };
  }
  const profile = document as JurisdictionProfile;
  const name = basename(file, '.json');
  if (profile.id !== name) return { problems: [{ file, pointer: '/id', reason: `"${profile.id}" is not the file's name ("${name}")` }] };
  return { profile };
}

/** Reads and validates every `<id>.json` of a profiles folder; `displayPath` names a file in problems. */
export function readJurisdictionProfiles(dir: string, displayPath: (name: string) => string = (name) => join(dir, name)): JurisdictionProfiles {
  const profiles = new Map<string, JurisdictionProfile>();
  const problems: DomainFileProblem[] = [];
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.json')).sort()) {
    let text: string;
    try {
      text = readFileSync(join(dir, name), 'utf8');
    } catch {
      // Renamed or removed between listing and reading: the next reload reads the folder again.
      continue;
    }
    const result = validateProfileFile(displayPath(name), text);
    if ('profile' in result) profiles.set(result.profile.id, result.profile);
    else problems.push(...result.problems);
  }
  return { profiles, problems };
}

/** A rule's value (a rule carries its `source`), or the values of a group of rules by name (`casinoPacing`). */
const valueOf = (entry: object): unknown =>
  'source' in entry && 'value' in entry ? entry.value : Object.fromEntries(Object.entries(entry).map(([name, rule]) => [name, valueOf(rule as object)]));

/** A profile's values without their sources: the `jurisdiction` config group. */
export function jurisdictionRulesOf(profile: JurisdictionProfile): JurisdictionRules {
  const values = Object.fromEntries(Object.entries(profile.rules).map(([name, entry]) => [name, valueOf(entry)]));
  return { regulator: profile.regulator, country: profile.country, ...values } as JurisdictionRules;
}

/** The rules a request's domain (or its test scenario's copy) runs under: every valid domain carries its profile's values. */
export const jurisdictionOf = (state: ScenarioState): JurisdictionRules => state.domain.config[JURISDICTION_CONFIG_GROUP] as JurisdictionRules;
