import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../schemas/siteConfig.ts';

/** A domain's operator settings: which plugins run, route overrides, and its site config groups. */
export interface DomainSettings {
  name: string;
  hosts: string[];
  plugins: Record<string, { enabled: boolean }>;
  /** Route names switched off on this domain. */
  routesOff: string[];
  /** Route name -> path on this domain. */
  pathOverrides: Record<string, string>;
  /** Route name -> flags set on this domain (e.g. the payment page requiring sign-in where the operator wants it). */
  routeFlags?: Record<string, { requiresAuth?: boolean; guestOnly?: boolean; allowedForBanned?: boolean }>;
  /** Block reason the block service answers for every visitor (templateTypeId), or null. */
  blockReason: number | null;
  config: SiteConfig & Record<string, unknown>;
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

export class DomainStore {
  private readonly domains: DomainSettings[];
  private readonly scenarios = new Map<string, ScenarioState>();

  constructor(domainsDir: string) {
    this.domains = readdirSync(domainsDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(domainsDir, file), 'utf8')) as DomainSettings);
    if (this.domains.length === 0) throw new Error(`no domain files in ${domainsDir}`);
  }

  /** The domain for a Host header; unknown hosts (and localhost) get the first domain that lists them, else demo. */
  domainFor(host: string | undefined): DomainSettings {
    const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
    return this.domains.find((domain) => domain.hosts.includes(hostname)) ?? this.domains.find((domain) => domain.name === 'demo') ?? this.domains[0];
  }

  /** The state a request sees: a scenario's copy when it names one, else the domain itself. */
  stateFor(host: string | undefined, scenario: string | undefined): ScenarioState {
    const domain = this.domainFor(host);
    if (!scenario) return { domain, rawDocuments: {}, pluginOverrides: {}, extraPlugins: [], faults: [] };
    const key = `${domain.name}:${scenario}`;
    let state = this.scenarios.get(key);
    if (!state) {
      state = { domain: clone(domain), rawDocuments: {}, pluginOverrides: {}, extraPlugins: [], faults: [] };
      this.scenarios.set(key, state);
    }
    return state;
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
