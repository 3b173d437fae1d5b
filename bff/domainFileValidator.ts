import AjvModule, { type ErrorObject } from 'ajv';
import { basename } from 'node:path';
import { domainConfigSchema } from '../schemas/domainConfig.ts';
import { siteConfigSchema } from '../schemas/siteConfig.ts';
import { KERNEL_ROUTES } from '../src/router/kernelRoutes.ts';
import type { DomainSettings } from './domainStore.ts';
import { DEFAULT_JURISDICTION, JURISDICTION_CONFIG_GROUP, JURISDICTIONS_DIR, jurisdictionRulesOf, readJurisdictionProfiles } from './jurisdictionProfiles.ts';
import type { JurisdictionProfile } from '../schemas/jurisdictionProfile.ts';
import type { PluginCatalog } from './pluginCatalog.ts';
import { trimSlashes } from './trimSlashes.ts';

// A CommonJS package: loaded from ESM its export sits under `default`.
const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default;

/** One thing wrong with a domain file: where (a JSON pointer into the file, "" for the whole file) and why. */
export interface DomainFileProblem {
  file: string;
  pointer: string;
  reason: string;
}

export type DomainFileResult = { ok: true; domain: DomainSettings } | { ok: false; problems: DomainFileProblem[] };

/** `file: /pointer: reason`, one line, as the server logs it and the operator CLI prints it. */
export const formatProblem = ({ file, pointer, reason }: DomainFileProblem) => `${file}: ${pointer === '' ? '(root)' : pointer}: ${reason}`;

// Runs on the server and in the operator CLI only, never in a browser: ajv compiles here (its messages name the reason).
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addSchema(siteConfigSchema);
const validateSchema = ajv.compile(domainConfigSchema);

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (...keys: Array<string | number>) => keys.map((key) => `/${escapePointer(String(key))}`).join('');

function schemaProblem(file: string, error: ErrorObject): DomainFileProblem {
  const { instancePath, keyword, params, message } = error;
  if (keyword === 'required') return { file, pointer: `${instancePath}${pointerOf(params.missingProperty as string)}`, reason: 'is required' };
  if (keyword === 'additionalProperties') {
    return { file, pointer: `${instancePath}${pointerOf(params.additionalProperty as string)}`, reason: 'is not a field of this object' };
  }
  return { file, pointer: instancePath, reason: message ?? keyword };
}

/**
 * The offset where `text` stops being JSON. JSON.parse names a position for some mistakes only (not for a stray
 * bracket), and an operator needs the line and column of every one.
 */
export function jsonSyntaxErrorOffset(text: string): number | null {
  let at = 0;
  const stop = (): never => {
    throw new RangeError(String(at));
  };
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at])) at += 1;
  };
  const expect = (char: string) => {
    if (text[at] !== char) stop();
    at += 1;
  };
  const string = () => {
    expect('"');
    while (text[at] !== '"') {
      if (at >= text.length || text[at] < ' ') stop();
      if (text[at] === '\\') {
        at += 1;
        if (text[at] === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) at += 4;
        else if (!'"\\/bfnrt'.includes(text[at]) || at >= text.length) stop();
      }
      at += 1;
    }
    at += 1;
  };
  const value = (): void => {
    skipSpace();
    const char = text[at];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      at += 1;
      skipSpace();
      if (text[at] === close) {
        at += 1;
        return;
      }
      for (;;) {
        if (close === '}') {
          skipSpace();
          string();
          skipSpace();
          expect(':');
        }
        value();
        skipSpace();
        if (text[at] === close) {
          at += 1;
          return;
        }
        expect(',');
      }
    }
    if (char === '"') return string();
    const word = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(text.slice(at, at + 400))?.[0];
    if (!word) return stop();
    at += word.length;
  };
  try {
    value();
    skipSpace();
    if (at < text.length) stop();
    return null;
  } catch (error) {
    if (error instanceof RangeError) return Number(error.message);
    throw error;
  }
}

function syntaxProblem(file: string, text: string): DomainFileProblem {
  const offset = jsonSyntaxErrorOffset(text) ?? 0;
  const before = text.slice(0, offset).split('\n');
  const found = offset >= text.length ? 'the file ends too early' : `unexpected ${JSON.stringify(text[offset])}`;
  return { file, pointer: '', reason: `not valid JSON at line ${before.length}, column ${before.at(-1)!.length + 1}: ${found}` };
}

/** `line/:sport` and `LINE/:id` are one path to the router: parameter names and case do not count. */
const pathKey = (path: string) =>
  trimSlashes(path)
    .toLowerCase()
    .replace(/:[^/]+?(\?)?(?=\/|$)/g, ':$1');

/** The checks a schema cannot express: plugin ids, pinned versions, route names and paths against the plugins that exist. */
function catalogProblems(file: string, domain: DomainSettings, catalog: PluginCatalog): DomainFileProblem[] {
  const problems: DomainFileProblem[] = [];
  const known = [...catalog.keys()].join(', ') || 'none';
  for (const id of Object.keys(domain.plugins)) {
    if (!catalog.has(id)) problems.push({ file, pointer: pointerOf('plugins', id), reason: `unknown plugin "${id}": no plugin folder and no build has this id (known: ${known})` });
  }
  for (const [id, settings] of Object.entries(domain.plugins)) {
    const plugin = catalog.get(id);
    if (!plugin) continue;
    const unknownVersion = (version: string) => {
      const recent = plugin.versions.slice(0, 5).join(', ') || 'none';
      return `unknown version "${version}" of plugin "${id}": dist/plugins/${id}/ has no such build (published: ${recent}${plugin.versions.length > 5 ? ', …' : ''})`;
    };
    if (settings.version !== undefined && !plugin.versions.includes(settings.version)) problems.push({ file, pointer: pointerOf('plugins', id, 'version'), reason: unknownVersion(settings.version) });
    if (!settings.rollout) continue;
    if (!plugin.versions.includes(settings.rollout.version)) problems.push({ file, pointer: pointerOf('plugins', id, 'rollout', 'version'), reason: unknownVersion(settings.rollout.version) });
    // Without a pin the other visitors would get the latest build, which is usually the very build being rolled out.
    if (settings.version === undefined) problems.push({ file, pointer: pointerOf('plugins', id, 'rollout'), reason: 'a rollout needs a pinned "version": the build the other visitors keep' });
  }
  const routeOwner = new Map<string, string>();
  for (const plugin of catalog.values()) for (const name of plugin.routeNames) routeOwner.set(name, plugin.id);
  const unknownRoute = (name: string) => `unknown route "${name}": no plugin has a route of this name`;
  domain.routesOff.forEach((name, index) => {
    if (!routeOwner.has(name)) problems.push({ file, pointer: pointerOf('routesOff', index), reason: unknownRoute(name) });
  });
  for (const name of Object.keys(domain.pathOverrides)) if (!routeOwner.has(name)) problems.push({ file, pointer: pointerOf('pathOverrides', name), reason: unknownRoute(name) });
  for (const name of Object.keys(domain.routeFlags ?? {})) if (!routeOwner.has(name)) problems.push({ file, pointer: pointerOf('routeFlags', name), reason: unknownRoute(name) });
  const heroRoute = domain.config.site.hero?.callToActionRoute;
  if (heroRoute !== undefined && !routeOwner.has(heroRoute)) problems.push({ file, pointer: pointerOf('config', 'site', 'hero', 'callToActionRoute'), reason: unknownRoute(heroRoute) });

  // Only routes the domain serves can clash: its enabled plugins' routes that are not switched off, and the kernel's.
  const served = [
    ...KERNEL_ROUTES.map((route) => ({ name: route.name, plugin: route.plugin, path: route.path })),
    ...[...catalog.values()]
      .filter((plugin) => domain.plugins[plugin.id]?.enabled)
      .flatMap((plugin) => plugin.routes)
      .filter((route) => !domain.routesOff.includes(route.name))
      .map((route) => ({ name: route.name, plugin: route.plugin, path: domain.pathOverrides[route.name] ?? route.path })),
  ];
  for (const [name, path] of Object.entries(domain.pathOverrides)) {
    if (!served.some((route) => route.name === name)) continue;
    const other = served.find((route) => route.name !== name && pathKey(route.path) === pathKey(path));
    if (other) problems.push({ file, pointer: pointerOf('pathOverrides', name), reason: `path "${path}" clashes with route "${other.name}" (${other.plugin}) at "${other.path}"` });
  }
  return problems;
}

/** An upstream names a prefix some plugin declares, and an origin a proxy can reach (the schema checks the shape). */
function upstreamProblems(file: string, domain: DomainSettings, catalog: PluginCatalog): DomainFileProblem[] {
  const declared = new Set([...catalog.values()].flatMap((plugin) => plugin.apiPrefixes));
  return Object.entries(domain.upstreams ?? {}).flatMap(([prefix, url]) => {
    const pointer = pointerOf('upstreams', prefix);
    if (!declared.has(prefix)) return [{ file, pointer, reason: `"${prefix}" is not an API prefix of any plugin (declared: ${[...declared].sort().join(', ') || 'none'})` }];
    if (!URL.canParse(url)) return [{ file, pointer, reason: `"${url}" is not a URL` }];
    return [];
  });
}

type Profiles = ReadonlyMap<string, JurisdictionProfile>;
const profilesOfRepository = (): Profiles => readJurisdictionProfiles(JURISDICTIONS_DIR).profiles;

/**
 * The domain's profile (`jurisdiction`, default `none`) must be a valid profile file; its values become the
 * `jurisdiction` config group, which the operator does not write (so the pages and the server read one source).
 */
function jurisdictionProblems(file: string, domain: DomainSettings, profiles: Profiles): DomainFileProblem[] {
  if (Object.hasOwn(domain.config, JURISDICTION_CONFIG_GROUP)) {
    return [{ file, pointer: pointerOf('config', JURISDICTION_CONFIG_GROUP), reason: 'is served from the profile the domain names: set "jurisdiction" instead' }];
  }
  const name = domain.jurisdiction ?? DEFAULT_JURISDICTION;
  const profile = profiles.get(name);
  if (!profile) return [{ file, pointer: '/jurisdiction', reason: `unknown or invalid profile "${name}" (valid: ${[...profiles.keys()].join(', ') || 'none'}; npm run operator -- check names what is wrong with a profile file)` }];
  domain.config[JURISDICTION_CONFIG_GROUP] = jurisdictionRulesOf(profile);
  return [];
}

const sameProfileValues = (a: DomainSettings, b: DomainSettings) => JSON.stringify(a.config[JURISDICTION_CONFIG_GROUP]) === JSON.stringify(b.config[JURISDICTION_CONFIG_GROUP]);

/**
 * Validates one domain file's text: JSON syntax, the schema (`schemas/domainConfig.ts`), its name, plugin ids,
 * route names and path overrides against the plugins that exist, and its hosts against `takenHosts` (host -> file
 * of the domain that has it already), and the jurisdiction profile it names against `profiles` (by default the
 * repository's). `file` is the path shown in problems; its base name must be the domain's name.
 */
export function validateDomainFile(file: string, text: string, catalog: PluginCatalog, takenHosts: ReadonlyMap<string, string> = new Map(), profiles: Profiles = profilesOfRepository()): DomainFileResult {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { ok: false, problems: [syntaxProblem(file, text)] };
  }
  if (!validateSchema(document)) return { ok: false, problems: (validateSchema.errors ?? []).map((error) => schemaProblem(file, error)) };
  const domain = document as DomainSettings;
  const problems: DomainFileProblem[] = [];
  const fileName = basename(file, '.json');
  if (domain.name !== fileName) problems.push({ file, pointer: '/name', reason: `"${domain.name}" is not the file's name ("${fileName}")` });
  domain.hosts.forEach((host, index) => {
    const owner = takenHosts.get(host) ?? (domain.hosts.indexOf(host) < index ? file : undefined);
    if (owner) problems.push({ file, pointer: pointerOf('hosts', index), reason: `host "${host}" is already a host of ${owner === file ? 'this domain' : owner}` });
  });
  problems.push(...catalogProblems(file, domain, catalog), ...upstreamProblems(file, domain, catalog), ...jurisdictionProblems(file, domain, profiles));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, domain };
}

/** A domain file as read from the folder, and the version of it that is served (the last valid one), if any. */
export interface DomainFileState {
  text: string;
  domain: DomainSettings | null;
  /** The text `domain` was read from. */
  domainText: string | null;
}

export interface DomainFolderPass {
  files: Map<string, DomainFileState>;
  /** Per file that is not valid as it is now: its problems, and whether its last valid version is still served. */
  refused: Array<{ file: string; problems: DomainFileProblem[]; keptLastValid: boolean; changed: boolean }>;
}

/**
 * Validates every file of a domains folder in name order: a file's hosts may not be taken by a file before it. A file
 * that is not valid keeps the version `previous` had for it (when that still fits), else its domain is not served.
 * `displayPath` gives the path a file is named by in problems.
 */
export function validateDomainFolder(
  entries: ReadonlyArray<{ name: string; text: string }>,
  catalog: PluginCatalog,
  displayPath: (name: string) => string,
  previous: ReadonlyMap<string, DomainFileState> = new Map(),
  profiles: Profiles = profilesOfRepository(),
): DomainFolderPass {
  const files = new Map<string, DomainFileState>();
  const refused: DomainFolderPass['refused'] = [];
  const takenHosts = new Map<string, string>();
  for (const { name, text } of [...entries].sort((a, b) => a.name.localeCompare(b.name))) {
    const file = displayPath(name);
    const result = validateDomainFile(file, text, catalog, takenHosts, profiles);
    const before = previous.get(name);
    let state: DomainFileState;
    if (result.ok) {
      // The same text and profile keep the same object, so that what is keyed by a domain survives another file's change.
      const same = before?.domainText === text && before.domain && sameProfileValues(before.domain, result.domain);
      state = { text, domain: same ? before.domain : result.domain, domainText: text };
    } else {
      const last = before?.domain && before.domain.hosts.every((host) => !takenHosts.has(host)) ? before : null;
      state = { text, domain: last?.domain ?? null, domainText: last?.domainText ?? null };
      refused.push({ file, problems: result.problems, keptLastValid: last !== null, changed: before?.text !== text });
    }
    for (const host of state.domain?.hosts ?? []) takenHosts.set(host, file);
    files.set(name, state);
  }
  return { files, refused };
}
