import { readdirSync, readFileSync, watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';
import type { JurisdictionProfile, JurisdictionRules } from '../schemas/jurisdictionProfile.ts';
import type { SiteConfig } from '../schemas/siteConfig.ts';
import { formatProblem, validateDomainFolder, type DomainFileState } from './domainFileValidator.ts';
import { JURISDICTIONS_DIR, jurisdictionRulesOf, readJurisdictionProfiles } from './jurisdictionProfiles.ts';
import type { PluginCatalog } from './pluginCatalog.ts';
import type { RedirectRule } from './redirectLight.ts';

/** A domain's operator settings (a valid `bff/domains/<name>.json`, schema `schemas/domainConfig.ts`): which plugins run, route overrides, and its site config groups. */
export interface DomainSettings {
  name: string;
  /** What the domain shows, for operators. */
  description?: string;
  /** The jurisdiction profile it runs under (bff/jurisdictions/<id>.json); absent: `none`. */
  jurisdiction?: string;
  hosts: string[];
  plugins: Record<string, DomainPluginSettings>;
  /** Route names switched off on this domain. */
  routesOff: string[];
  /** Route name -> path on this domain. */
  pathOverrides: Record<string, string>;
  /** Route name -> flags set on this domain (e.g. the payment page requiring sign-in where the operator wants it). */
  routeFlags?: Record<string, { requiresAuth?: boolean; guestOnly?: boolean; allowedForBanned?: boolean }>;
  /** Block reason the block service answers for every visitor (templateTypeId), or null. */
  blockReason: number | null;
  /** The redirect-light service's rules: old addresses and where they moved (bff/redirectLight.ts). */
  redirects?: RedirectRule[];
  /** Plugin authors' local builds may replace published ones here, under the BFF's dev flag (bff/pluginOverrides.ts). */
  devPluginOverrides?: boolean;
  /** API prefix -> the operator platform's origin the shell role proxies it to (bff/upstreamProxy.ts). */
  upstreams?: Record<string, string>;
  /** The origin the pages load the build from (a CDN), over the server's ASSET_ORIGIN (bff/assetOrigin.ts). */
  assetOrigin?: string;
  config: SiteConfig & Record<string, unknown>;
}

/** A plugin on a domain: its switch, the build it pins (absent: the latest) and a staged rollout of another build (bff/pluginRollout.ts). */
export interface DomainPluginSettings {
  enabled: boolean;
  /** When it activates on this domain, in place of its plugin.json `activation`. */
  activation?: 'boot' | 'route' | 'session' | 'deferred';
  /** A version of dist/plugins/<id>/ (`0.1.0-4faece03`). */
  version?: string;
  rollout?: { version: string; percent: number };
}

/** Test-only changes layered on a domain for one scenario (fault injection, bad plugins, broken config). */
export interface ScenarioState {
  domain: DomainSettings;
  /** Raw replacement of a whole document: `config` or `manifest` answers this body as it is. */
  rawDocuments: Partial<Record<'config' | 'manifest', string>>;
  pluginOverrides: Record<string, Record<string, unknown>>;
  extraPlugins: Array<{ entry: Record<string, unknown>; routes: unknown[] }>;
  faults: Fault[];
}

export interface Fault {
  /** Path prefix the fault applies to (query ignored). */
  path: string;
  status?: number;
  delayMs?: number;
  body?: string;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
}

const clone = <T>(value: T): T => structuredClone(value);

/** How long the folder must be quiet after a change before it is read again (an editor's save is several events). */
export const DOMAIN_RELOAD_DEBOUNCE_MS = 100;

export interface DomainStoreOptions {
  /** The plugins that exist now, for the checks of plugin ids and route names. */
  catalog: () => PluginCatalog;
  /** The jurisdiction profiles the domains name (default bff/jurisdictions), watched like the domains folder. */
  jurisdictionsDir?: string;
  /** Reload when a file of the folder is added, changed, renamed or removed (default true). */
  watch?: boolean;
  /** Where refusals and reloads are told (default console.warn). */
  report?: (message: string) => void;
}

interface ScenarioEntry {
  state: ScenarioState;
  /** The served domain the scenario's copy was made from. */
  base: DomainSettings;
  /** The scenario's changes to its copy, applied again on a fresh copy when the domain file changes. */
  patches: Array<(domain: DomainSettings) => void>;
}

/**
 * The domains of `bff/domains/<name>.json`, validated (`validateDomainFile`) at start and whenever the folder
 * changes. An invalid file is refused with its problems and its domain keeps its last valid version; a request
 * always sees one whole version of a domain, as the new set replaces the old one in one assignment.
 */
export class DomainStore {
  private files = new Map<string, DomainFileState>();
  private domains: DomainSettings[] = [];
  private readonly scenarios = new Map<string, ScenarioEntry>();
  /** Every scenario's state: changed in place by its patches, so nothing may be kept for it as for a domain version. */
  private readonly scenarioStates = new WeakSet<ScenarioState>();
  private readonly catalog: () => PluginCatalog;
  private readonly jurisdictionsDir: string;
  private profiles: ReadonlyMap<string, JurisdictionProfile> = new Map();
  private profileProblems = '';
  private readonly report: (message: string) => void;
  private watchers: FSWatcher[] = [];
  private reloadTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly domainsDir: string,
    { catalog, jurisdictionsDir = JURISDICTIONS_DIR, watch: watchFolder = true, report = (message) => console.warn(message) }: DomainStoreOptions,
  ) {
    this.catalog = catalog;
    this.jurisdictionsDir = jurisdictionsDir;
    this.report = report;
    this.reload();
    if (this.domains.length === 0) throw new Error(`no valid domain files in ${domainsDir}`);
    if (watchFolder) this.watch();
  }

  private displayPath = (name: string) => {
    const path = relative(process.cwd(), join(this.domainsDir, name));
    return path.startsWith('..') ? join(this.domainsDir, name) : path;
  };

  /** Reads the folder again; an unchanged file is checked again but only a change is reported. */
  reload(): void {
    let entries: Array<{ name: string; text: string }>;
    try {
      entries = readdirSync(this.domainsDir)
        .filter((name) => name.endsWith('.json'))
        .flatMap((name) => {
          try {
            return [{ name, text: readFileSync(join(this.domainsDir, name), 'utf8') }];
          } catch {
            // Renamed or removed between listing and reading: the next event reads the folder again.
            return [];
          }
        });
    } catch (error) {
      this.report(`domains: cannot read ${this.domainsDir} (${error instanceof Error ? error.message : String(error)}); serving the domains as they were`);
      return;
    }
    let pass: ReturnType<typeof validateDomainFolder>;
    try {
      this.readProfiles();
      pass = validateDomainFolder(entries, this.catalog(), this.displayPath, this.files, this.profiles);
    } catch (error) {
      // Reading the plugins may meet a folder being rebuilt; a reload must never take the server down.
      this.report(`domains: cannot check the domain files now (${error instanceof Error ? error.message : String(error)}); serving the domains as they were`);
      return;
    }
    for (const { file, problems, keptLastValid, changed } of pass.refused) {
      if (!changed) continue;
      const outcome = keptLastValid ? 'refused; the domain keeps its last valid version' : 'refused; this domain is not served';
      this.report([`domains: ${file} ${outcome}:`, ...problems.map((problem) => `  ${formatProblem(problem)}`)].join('\n'));
    }
    const domains = [...pass.files.values()].flatMap((file) => (file.domain ? [file.domain] : []));
    if (domains.length === 0 && this.domains.length > 0) {
      this.report(`domains: no valid domain file left in ${this.domainsDir}; serving the domains as they were`);
      return;
    }
    for (const [name, file] of pass.files) {
      const before = this.files.get(name);
      if (!before && file.domain && this.files.size > 0) this.report(`domains: ${this.displayPath(name)} added`);
      if (before && before.text !== file.text && file.domain && file.domain !== before.domain) this.report(`domains: ${this.displayPath(name)} reloaded`);
    }
    for (const name of this.files.keys()) if (!pass.files.has(name)) this.report(`domains: ${this.displayPath(name)} removed`);
    this.files = pass.files;
    this.domains = domains;
  }

  /** The profiles as they are now; an invalid one is reported once per change and is not one domains can name. */
  private readProfiles(): void {
    const { profiles, problems } = readJurisdictionProfiles(this.jurisdictionsDir, (name) => relative(process.cwd(), join(this.jurisdictionsDir, name)));
    const report = problems.map((problem) => `  ${formatProblem(problem)}`).join('\n');
    if (report !== '' && report !== this.profileProblems) this.report(`domains: jurisdiction profiles refused:\n${report}`);
    this.profileProblems = report;
    this.profiles = profiles;
  }

  /** The values of a valid profile (the `jurisdiction` config group), or null: what a test scenario switches to. */
  jurisdictionRules(name: string): JurisdictionRules | null {
    const profile = this.profiles.get(name);
    return profile ? jurisdictionRulesOf(profile) : null;
  }

  /** fs.watch of the folder, not of each file: editors that save by writing a new file and renaming it keep working. */
  private watch(): void {
    for (const dir of [this.domainsDir, this.jurisdictionsDir]) this.watchFolder(dir);
  }

  private watchFolder(dir: string): void {
    try {
      const watcher = watch(dir, { persistent: false }, () => {
        if (this.reloadTimer) clearTimeout(this.reloadTimer);
        this.reloadTimer = setTimeout(() => {
          this.reloadTimer = null;
          this.reload();
        }, DOMAIN_RELOAD_DEBOUNCE_MS);
        this.reloadTimer.unref();
      });
      watcher.on('error', (error) => this.report(`domains: watching ${dir} stopped (${error.message}); changes need a restart`));
      this.watchers.push(watcher);
    } catch (error) {
      this.report(`domains: cannot watch ${dir} (${error instanceof Error ? error.message : String(error)}); changes need a restart`);
    }
  }

  close(): void {
    for (const watcher of this.watchers) watcher.close();
    this.watchers = [];
    if (this.reloadTimer) clearTimeout(this.reloadTimer);
    this.reloadTimer = null;
  }

  /** How many domains are served now. */
  get domainCount(): number {
    return this.domains.length;
  }

  /** The domain for a Host header; unknown hosts (and localhost) get the first domain that lists them, else demo. */
  domainFor(host: string | undefined): DomainSettings {
    const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
    return this.domains.find((domain) => domain.hosts.includes(hostname)) ?? this.domains.find((domain) => domain.name === 'demo') ?? this.domains[0];
  }

  /** The state a request sees: a scenario's copy when it names one, else the domain itself. */
  stateFor(host: string | undefined, scenario: string | undefined): ScenarioState {
    if (!scenario) return { domain: this.domainFor(host), rawDocuments: {}, pluginOverrides: {}, extraPlugins: [], faults: [] };
    return this.scenarioEntry(host, scenario).state;
  }

  /**
   * Whether a state is a served version of its domain, as the domain file gave it: never changed in place (a changed
   * file is a new object), so what is made from it may be kept, keyed by its domain object. A scenario's state is not.
   */
  isShared(state: ScenarioState): boolean {
    return !this.scenarioStates.has(state) && this.domains.includes(state.domain);
  }

  /** Changes a scenario's copy of its domain; the change is made again on the new version when the domain file changes. */
  patchScenarioDomain(host: string | undefined, scenario: string, patch: (domain: DomainSettings) => void): void {
    const entry = this.scenarioEntry(host, scenario);
    entry.patches.push(patch);
    patch(entry.state.domain);
  }

  private scenarioEntry(host: string | undefined, scenario: string): ScenarioEntry {
    const domain = this.domainFor(host);
    const key = `${domain.name}:${scenario}`;
    const entry = this.scenarios.get(key);
    if (!entry) {
      const created: ScenarioEntry = { state: { domain: clone(domain), rawDocuments: {}, pluginOverrides: {}, extraPlugins: [], faults: [] }, base: domain, patches: [] };
      this.scenarioStates.add(created.state);
      this.scenarios.set(key, created);
      return created;
    }
    if (entry.base !== domain) {
      const rebuilt = clone(domain);
      for (const patch of entry.patches) patch(rebuilt);
      // The same object, refilled: modules key their per-scenario state by it.
      const copy = entry.state.domain as unknown as Record<string, unknown>;
      for (const key of Object.keys(copy)) delete copy[key];
      Object.assign(copy, rebuilt);
      entry.base = domain;
    }
    return entry;
  }

  resetScenario(host: string | undefined, scenario: string): void {
    this.scenarios.delete(`${this.domainFor(host).name}:${scenario}`);
  }

  resetAll(): void {
    this.scenarios.clear();
  }
}

/** Deep merge of plain objects; arrays and scalars replace. */
export function deepMerge<T>(target: T, patch: unknown): T {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return patch as T;
  const result: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    const current = result[key];
    result[key] = current && typeof current === 'object' && !Array.isArray(current) && value && typeof value === 'object' && !Array.isArray(value)
      ? deepMerge(current, value)
      : value;
  }
  return result as T;
}
