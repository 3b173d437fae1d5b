import type { DefinedPlugin } from '@host/sdk';
import type { PluginFeedEntry } from '../../schemas/manifest.ts';
import type { Disposer } from '../store/createHostStore.ts';
import { pluginLoadStateChanged, pluginRemoved, type PluginRecordState } from '../store/pluginsSlice.ts';
import { transition, type LoadState } from './loadState.ts';
import type { ModuleLoader } from './moduleLoader.ts';
import { loadDefinition } from './loadDefinition.ts';
import type { ParsedManifest } from './parseManifest.ts';
import { loadRetryPolicy } from './loadRetryPolicy.ts';
import { PluginLoadError } from './PluginLoadError.ts';
import { acceptedVersions } from './ServiceDirectory.ts';
import { wireContributions, type ContributionHost } from './wireContributions.ts';

export interface PluginHostDeps extends ContributionHost {
  loader: ModuleLoader;
  sdkVersion: string;
  production: boolean;
  sleep?: (ms: number) => Promise<void>;
}

interface PluginRecord {
  entry: PluginFeedEntry | null;
  state: LoadState;
  disposers: Disposer[];
  pending: Promise<void> | null;
  /** Ids of the services the active plugin requires (not the optional ones): its providers deactivate it first. */
  required: readonly string[];
  error: PluginLoadError | null;
  /** Disposers of what the feed entry declares (its navigation items), kept while the plugin is in the feed. */
  declarations: Disposer[];
  /** The declarations registered, serialized: a new feed with the same bundle may still change them. */
  declared: string | null;
  /** A `deferred` plugin waiting for its time: stops its timer and takes its service stand-ins out. */
  deferral: Disposer | null;
}

const newRecord = (entry: PluginFeedEntry | null): PluginRecord => ({
  entry,
  state: 'not-exist',
  disposers: [],
  pending: null,
  required: [],
  error: null,
  declarations: [],
  declared: null,
  deferral: null,
});

/**
 * Loads, activates and deactivates plugins. Each plugin is loaded and wired in its own try/catch: one broken
 * plugin is reported against its id and version and never stops the others.
 */
export class PluginHost {
  private readonly records = new Map<string, PluginRecord>();
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: PluginHostDeps) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    let signedIn = false;
    deps.store.subscribe(() => {
      if (signedIn === (signedIn = this.signedIn())) return;
      if (signedIn) void this.activateSessionPlugins();
    });
  }

  private signedIn(): boolean {
    return this.deps.store.getState().session.userId !== null;
  }

  /** The plugins with `activation: session`, once someone is signed in; they stay active after a sign-out. */
  private async activateSessionPlugins(): Promise<void> {
    if (!this.signedIn()) return;
    await Promise.all([...this.records].filter(([, record]) => record.entry?.activation === 'session').map(([id]) => this.ensure(id)));
  }

  /** Brings the plugins in line with a (new) manifest: removed or changed plugins are deactivated first. */
  async applyFeed(manifest: ParsedManifest): Promise<void> {
    const wanted = new Map(manifest.plugins.map((entry) => [entry.id, entry]));
    const rejected = new Map(manifest.rejected.map((error) => [error.pluginId, error]));
    for (const [id, record] of this.records) {
      const next = wanted.get(id);
      const unchanged = next && record.entry && next.url === record.entry.url && next.integrity === record.entry.integrity;
      if (!unchanged) await this.remove(id);
    }
    for (const [id, error] of rejected) {
      this.records.set(id, newRecord(null));
      this.setState(id, error.version, 'loading');
      this.setState(id, error.version, 'error', error);
    }
    const boot: Promise<void>[] = [];
    for (const [id, entry] of wanted) {
      if (!this.records.has(id)) {
        this.records.set(id, newRecord(entry));
        this.setState(id, entry.version, 'not-exist');
      }
      this.declare(this.records.get(id)!, entry);
    }
    // A plugin that failed for want of a provider may find it in this feed: it gets a fresh start.
    for (const [id, record] of this.records) {
      if (record.state === 'error' && record.error?.type === 'missing-dependency' && record.entry) this.setState(id, record.entry.version, 'not-exist');
    }
    for (const [id, entry] of wanted) {
      if (entry.activation === 'deferred') this.defer(this.records.get(id)!, entry);
      if (entry.activation === 'boot') boot.push(this.ensure(id));
    }
    await Promise.all(boot);
    // Boot plugins have learnt who the visitor is by now (the account plugin's prepare): a player's first
    // navigation already has the session plugins.
    await this.activateSessionPlugins();
  }

  /**
   * Loads the plugin if it has not been loaded; resolves when it is ready or has finally failed. Never rejects.
   * A plugin that failed stays failed (its routes show the refresh view) until retry() is asked for.
   */
  ensure(pluginId: string, chain: readonly string[] = []): Promise<void> {
    const record = this.records.get(pluginId);
    if (record?.state === 'error') return record.pending ?? Promise.resolve();
    return this.retry(pluginId, chain);
  }

  /**
   * Loads the plugin again after a failure (the refresh button), or for the first time. `chain` is the plugins
   * whose activation waits for this one (their required services), to refuse a dependency cycle.
   */
  retry(pluginId: string, chain: readonly string[] = []): Promise<void> {
    const record = this.records.get(pluginId);
    if (!record || !record.entry || record.state === 'ready') return Promise.resolve();
    if (record.pending) return record.pending;
    const entry = record.entry;
    record.pending = this.loadWithRetries(record, entry, [...chain, pluginId]).finally(() => {
      record.pending = null;
    });
    return record.pending;
  }

  /**
   * Deactivates a plugin: the plugins that require one of its services go first, then every registration it made
   * is undone; a later ensure() activates it again (and its providers with it).
   */
  async deactivate(pluginId: string): Promise<void> {
    const record = this.records.get(pluginId);
    if (!record) return;
    await record.pending;
    for (const dependent of this.dependentsOf(record)) await this.deactivate(dependent);
    this.dispose(pluginId, record);
    if (record.state !== 'not-exist') this.setState(pluginId, record.entry?.version ?? 'unknown', 'not-exist');
  }

  stateOf(pluginId: string): LoadState | undefined {
    return this.records.get(pluginId)?.state;
  }

  /**
   * Waits `deferral.afterMs`, or for a call named in `deferral.activatingCalls`, to activate the plugin; until then
   * the services it provides are stand-ins that keep the calls for it (see the manifest schema).
   */
  private defer(record: PluginRecord, entry: PluginFeedEntry): void {
    if (record.state !== 'not-exist' || record.deferral) return;
    const activate = () => {
      clearTimeout(timer);
      void this.ensure(entry.id);
    };
    const timer = setTimeout(activate, entry.deferral?.afterMs);
    const release = this.deps.services.standIn(entry.provides ?? [], entry.deferral?.activatingCalls ?? [], activate);
    record.deferral = () => {
      clearTimeout(timer);
      release();
    };
  }

  /** Forgets the record first, so nothing can load the plugin again while its contributions are taken out. */
  private async remove(pluginId: string): Promise<void> {
    const record = this.records.get(pluginId);
    if (!record) return;
    this.records.delete(pluginId);
    record.deferral?.();
    this.runDisposers(pluginId, record.declarations);
    record.declarations = [];
    await record.pending;
    for (const dependent of this.dependentsOf(record)) await this.deactivate(dependent);
    this.dispose(pluginId, record);
    this.deps.store.dispatch(pluginRemoved({ pluginId }));
  }

  /**
   * Registers what the feed entry declares for the shell without the plugin's code: its navigation items, shown
   * for a route-activated plugin before its first route is visited. A new feed replaces them when they changed.
   */
  private declare(record: PluginRecord, entry: PluginFeedEntry): void {
    const declared = JSON.stringify(entry.navigation ?? []);
    if (record.declared === declared) return;
    this.runDisposers(entry.id, record.declarations);
    record.declarations = [];
    record.declared = declared;
    for (const item of entry.navigation ?? []) {
      try {
        record.declarations.push(this.deps.registries.navigation.register(entry.id, `${entry.id}:${item.route}`, item));
      } catch (error) {
        this.deps.log(`plugin ${entry.id}: navigation item ${item.route} ignored: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** Active plugins that require a service this plugin provides. */
  private dependentsOf(record: PluginRecord): string[] {
    const provided = new Set(record.entry?.provides ?? []);
    return [...this.records].filter(([, other]) => other !== record && other.state === 'ready' && other.required.some((id) => provided.has(id))).map(([id]) => id);
  }

  /** The plugin of the feed that declares it provides the service (plugin.json `provides`). */
  private providerInFeed(serviceId: string): string | undefined {
    for (const [id, record] of this.records) if (record.entry?.provides?.includes(serviceId)) return id;
    return undefined;
  }

  /**
   * Activates the providers of what the plugin requires first. A required service that no plugin of the feed
   * provides, or whose provider failed, fails the plugin with `missing-dependency`; an optional one is activated
   * when the feed has it, and its absence is the plugin's to handle.
   */
  private async resolveRequirements(entry: PluginFeedEntry, plugin: DefinedPlugin, chain: readonly string[]): Promise<void> {
    const fail = (type: PluginLoadError['type'], reason: string) => new PluginLoadError(type, entry.id, entry.version, reason);
    const declared = [...(entry.provides ?? [])].sort().join(',');
    const bundled = (plugin.provides ?? []).map((provision) => provision.ref.id).sort().join(',');
    if (declared !== bundled) throw fail('contract', `its bundle provides [${bundled}] but plugin.json declares [${declared}]`);
    const requirements = [...(plugin.requires ?? []).map((ref) => ({ ref, optional: false })), ...(plugin.optionalRequires ?? []).map((ref) => ({ ref, optional: true }))];
    await Promise.all(
      requirements.map(async ({ ref, optional }) => {
        const provider = this.providerInFeed(ref.id);
        if (provider === entry.id) throw fail('contract', `it requires the service "${ref.id}" it provides itself`);
        if (provider && chain.includes(provider)) throw fail('contract', `dependency cycle: ${[...chain, provider].join(' -> ')}`);
        // A deferred provider comes in its own time (its stand-in serves meanwhile), and an optional service of a
        // session plugin with the sign-in, not with its user's activation.
        const activation = provider && this.records.get(provider)?.entry?.activation;
        const comesLater = activation === 'deferred' || (optional && activation === 'session' && !this.signedIn());
        if (provider && !comesLater) await this.ensure(provider, chain);
        if (optional || this.deps.services.get(ref) !== undefined) return;
        throw fail('missing-dependency', `requires the service "${ref.id}" ${acceptedVersions(ref)}: ${this.whyMissing(ref.id, provider)}`);
      }),
    );
  }

  /** Why a required service is not there: no provider, a provider of a version the consumer does not accept, or one not active. */
  private whyMissing(serviceId: string, provider: string | undefined): string {
    if (!provider) return 'no plugin of this domain provides it';
    const provided = this.deps.services.providedVersion(serviceId);
    if (provided !== undefined) return `its provider ${provider} provides version ${provided}`;
    return `its provider ${provider} is not active (${this.records.get(provider)?.error?.type ?? 'not ready'})`;
  }

  private async loadWithRetries(record: PluginRecord, entry: PluginFeedEntry, chain: readonly string[]): Promise<void> {
    const policy = loadRetryPolicy(entry);
    for (let attempt = 0; ; attempt += 1) {
      this.setState(entry.id, entry.version, 'loading');
      try {
        const plugin = await loadDefinition(entry, this.deps);
        await this.resolveRequirements(entry, plugin, chain);
        record.required = (plugin.requires ?? []).map((ref) => ref.id);
        record.disposers = await this.activate(entry, plugin);
        if (this.records.get(entry.id) !== record) return;
        this.setState(entry.id, entry.version, 'ready');
        return;
      } catch (caught) {
        const error = caught instanceof PluginLoadError ? caught : new PluginLoadError('contract', entry.id, entry.version, String(caught));
        this.deps.log(error.message, { pluginId: entry.id, version: entry.version, type: error.type });
        this.runDisposers(entry.id, [() => this.deps.loader.unload(entry)]);
        this.setState(entry.id, entry.version, 'error', error);
        if (!error.transient || attempt >= policy.retries) return;
        await this.sleep(policy.waitBeforeRetryMs(attempt));
        if (this.records.get(entry.id) !== record) return;
      }
    }
  }

  /** Wires every contribution (wireContributions.ts); if one is refused, what was wired is undone and the plugin fails. */
  private async activate(entry: PluginFeedEntry, plugin: DefinedPlugin): Promise<Disposer[]> {
    const disposers: Disposer[] = [() => this.deps.loader.unload(entry)];
    try {
      await wireContributions(entry, plugin, this.deps, disposers);
      return disposers;
    } catch (error) {
      this.runDisposers(entry.id, disposers);
      throw new PluginLoadError('contract', entry.id, entry.version, `contribution refused: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private dispose(pluginId: string, record: PluginRecord): void {
    this.runDisposers(pluginId, record.disposers);
    record.disposers = [];
  }

  private runDisposers(pluginId: string, disposers: Disposer[]): void {
    for (const dispose of [...disposers].reverse()) {
      try {
        dispose();
      } catch (error) {
        this.deps.log(`plugin ${pluginId}: a disposer failed`, error);
      }
    }
  }

  private setState(pluginId: string, version: string, next: LoadState, error?: PluginLoadError): void {
    const record = this.records.get(pluginId);
    if (!record) return;
    record.error = error ?? null;
    if (record.state !== next) record.state = transition(pluginId, record.state, next, this.deps.production, (m) => this.deps.log(m));
    const errorState: PluginRecordState['error'] = error ? { type: error.type, message: error.message } : null;
    this.deps.store.dispatch(pluginLoadStateChanged({ pluginId, version, state: record.state, error: errorState }));
  }
}
