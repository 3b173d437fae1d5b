import type { ComponentType } from 'react';
import type { PluginFeedEntry } from '../../schemas/manifest.ts';
import type { ConfigGroupLoader } from '../config/configGroups.ts';
import type { TranslationHost } from '../i18n/createTranslations.ts';
import type { GuardContribution } from '../router/guardTypes.ts';
import { importShared, isDefinedPlugin, type DefinedPlugin, type LazyComponent, type ModalProps } from '@host/sdk';
import type { Disposer, HostStore } from '../store/createHostStore.ts';
import type { PluginRecordState } from '../store/pluginsSlice.ts';
import { transition, type LoadState } from './loadState.ts';
import { INTEGRITY_PATTERN, type ModuleLoader } from './moduleLoader.ts';
import type { ParsedManifest } from './parseManifest.ts';
import { PLUGIN_LOAD_FIRST_RETRY_MS, PLUGIN_LOAD_RETRIES } from './pluginConstants.ts';
import { PluginLoadError } from './PluginLoadError.ts';
import { Registry } from './Registry.ts';
import type { StyleHost } from './styleHost.ts';

/** The extension points the kernel owns; plugins fill them through their definition. */
export interface HostRegistries {
  pages: Registry<LazyComponent>;
  modals: Registry<LazyComponent<ModalProps>>;
  guards: Registry<GuardContribution>;
  slots: Registry<{ slot: string; component: ComponentType }>;
}

export const createRegistries = (): HostRegistries => ({
  pages: new Registry('page'),
  modals: new Registry('modal'),
  guards: new Registry('guard'),
  slots: new Registry('slot'),
});

export const pageKey = (pluginId: string, page: string) => `${pluginId}/${page}`;

export interface PluginHostDeps {
  store: HostStore;
  registries: HostRegistries;
  loader: ModuleLoader;
  translations: Pick<TranslationHost, 'addNamespace'>;
  styles: StyleHost;
  /** Fetches the config groups a plugin reads (plugin.json `configGroups`) before it is activated. */
  configGroups: Pick<ConfigGroupLoader, 'load'>;
  sdkVersion: string;
  production: boolean;
  log: (message: string, detail?: unknown) => void;
  sleep?: (ms: number) => Promise<void>;
}

interface PluginRecord {
  entry: PluginFeedEntry | null;
  state: LoadState;
  disposers: Disposer[];
  pending: Promise<void> | null;
}

type Semver = { satisfies?: (version: string, range: string) => boolean; default?: { satisfies(version: string, range: string): boolean } };

/** semver is a shared module fetched with the first plugin, not before the first render. */
async function satisfiesHostApi(version: string, range: string): Promise<boolean> {
  const semver = await importShared<Semver>('semver');
  return (semver.satisfies ?? semver.default!.satisfies)(version, range);
}

const baseUrlOf = (url: string) => url.slice(0, url.lastIndexOf('/'));

/**
 * Loads, activates and deactivates plugins. Each plugin is loaded and wired in its own try/catch: one broken
 * plugin is reported against its id and version and never stops the others.
 */
export class PluginHost {
  private readonly records = new Map<string, PluginRecord>();
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: PluginHostDeps) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
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
      this.records.set(id, { entry: null, state: 'not-exist', disposers: [], pending: null });
      this.setState(id, error.version, 'loading');
      this.setState(id, error.version, 'error', error);
    }
    const boot: Promise<void>[] = [];
    for (const [id, entry] of wanted) {
      if (!this.records.has(id)) {
        this.records.set(id, { entry, state: 'not-exist', disposers: [], pending: null });
        this.setState(id, entry.version, 'not-exist');
      }
      if (entry.activation === 'boot') boot.push(this.ensure(id));
    }
    await Promise.all(boot);
  }

  /**
   * Loads the plugin if it has not been loaded; resolves when it is ready or has finally failed. Never rejects.
   * A plugin that failed stays failed (its routes show the refresh view) until retry() is asked for.
   */
  ensure(pluginId: string): Promise<void> {
    const record = this.records.get(pluginId);
    if (record?.state === 'error') return record.pending ?? Promise.resolve();
    return this.retry(pluginId);
  }

  /** Loads the plugin again after a failure (the refresh button), or for the first time. */
  retry(pluginId: string): Promise<void> {
    const record = this.records.get(pluginId);
    if (!record || !record.entry || record.state === 'ready') return Promise.resolve();
    if (record.pending) return record.pending;
    const entry = record.entry;
    record.pending = this.loadWithRetries(record, entry).finally(() => {
      record.pending = null;
    });
    return record.pending;
  }

  /** Deactivates a plugin: every registration it made is undone; a later ensure() activates it again. */
  async deactivate(pluginId: string): Promise<void> {
    const record = this.records.get(pluginId);
    if (!record) return;
    await record.pending;
    this.dispose(pluginId, record);
    if (record.state !== 'not-exist') this.setState(pluginId, record.entry?.version ?? 'unknown', 'not-exist');
  }

  stateOf(pluginId: string): LoadState | undefined {
    return this.records.get(pluginId)?.state;
  }

  /** Forgets the record first, so nothing can load the plugin again while its contributions are taken out. */
  private async remove(pluginId: string): Promise<void> {
    const record = this.records.get(pluginId);
    if (!record) return;
    this.records.delete(pluginId);
    await record.pending;
    this.dispose(pluginId, record);
    this.deps.store.dispatch({ type: 'plugins/removed', pluginId });
  }

  private async loadWithRetries(record: PluginRecord, entry: PluginFeedEntry): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      this.setState(entry.id, entry.version, 'loading');
      try {
        const plugin = await this.load(entry);
        record.disposers = await this.activate(entry, plugin);
        if (this.records.get(entry.id) !== record) return;
        this.setState(entry.id, entry.version, 'ready');
        return;
      } catch (caught) {
        const error = caught instanceof PluginLoadError ? caught : new PluginLoadError('contract', entry.id, entry.version, String(caught));
        this.deps.log(error.message, { pluginId: entry.id, version: entry.version, type: error.type });
        this.runDisposers(entry.id, [() => this.deps.loader.unload(entry)]);
        this.setState(entry.id, entry.version, 'error', error);
        if (!error.transient || attempt >= PLUGIN_LOAD_RETRIES) return;
        await this.sleep(PLUGIN_LOAD_FIRST_RETRY_MS * 2 ** attempt);
        if (this.records.get(entry.id) !== record) return;
      }
    }
  }

  private async load(entry: PluginFeedEntry): Promise<DefinedPlugin> {
    const fail = (type: PluginLoadError['type'], reason: string, status?: number) => new PluginLoadError(type, entry.id, entry.version, reason, status);
    if (!INTEGRITY_PATTERN.test(entry.integrity)) throw fail('integrity', 'no valid sha384 integrity hash');
    if (!(await satisfiesHostApi(this.deps.sdkVersion, entry.hostApi))) {
      throw fail('host-api-mismatch', `built for host API ${entry.hostApi}, this host has ${this.deps.sdkVersion}`);
    }
    let module: unknown;
    try {
      module = await this.deps.loader.import(entry);
    } catch (cause) {
      const { type, status } = await this.deps.loader.classifyFailure(entry);
      const reason = type === 'evaluation' ? `threw while loading: ${String(cause)}` : type === 'http' ? `HTTP ${status}` : String(cause);
      throw fail(type, reason, status);
    }
    const plugin = (module as { default?: unknown } | null)?.default;
    if (!isDefinedPlugin(plugin)) throw fail('contract', 'the default export is not made by definePlugin()');
    if (plugin.id !== entry.id) throw fail('contract', `the bundle declares id "${plugin.id}"`);
    if (plugin.translations !== undefined && plugin.translations !== plugin.id) {
      throw fail('contract', `its translations namespace must be its id "${plugin.id}", not "${plugin.translations}"`);
    }
    return plugin;
  }

  /** Wires every contribution; if one is refused, what was already wired is undone and the plugin fails. */
  private async activate(entry: PluginFeedEntry, plugin: DefinedPlugin): Promise<Disposer[]> {
    const { registries, store, styles, translations } = this.deps;
    const disposers: Disposer[] = [() => this.deps.loader.unload(entry)];
    try {
      if (entry.configGroups?.length) {
        const groups = await this.deps.configGroups.load(entry.configGroups, store.getState().app.language);
        store.dispatch({ type: 'config/groupsLoaded', groups });
      }
      if (plugin.translations) disposers.push(await translations.addNamespace(plugin.translations, baseUrlOf(entry.url)));
      if (entry.css?.length) disposers.push(styles.attach(entry.id, entry.css));
      if (plugin.slice) disposers.push(store.injectSlice(entry.id, plugin.slice));
      for (const [page, component] of Object.entries(plugin.pages ?? {})) {
        disposers.push(registries.pages.register(entry.id, pageKey(entry.id, page), component));
      }
      for (const [modalId, component] of Object.entries(plugin.modals ?? {})) {
        disposers.push(registries.modals.register(entry.id, modalId, component));
      }
      for (const [slot, component] of Object.entries(plugin.slots ?? {})) {
        if (component) disposers.push(registries.slots.register(entry.id, `${slot}:${entry.id}`, { slot, component }));
      }
      for (const guard of plugin.guards ?? []) {
        disposers.push(registries.guards.register(entry.id, `${entry.id}:${guard.name}`, guard));
      }
      for (const saga of plugin.sagas ?? []) {
        const task = store.runSaga(entry.id, saga);
        disposers.push(() => task.cancel());
      }
      if (plugin.prepare) {
        await plugin.prepare({ dispatch: store.dispatch, getState: store.getState }).catch((error: unknown) => this.deps.log(`plugin ${entry.id}: prepare failed`, error));
      }
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
    if (record.state !== next) record.state = transition(pluginId, record.state, next, this.deps.production, (m) => this.deps.log(m));
    const errorState: PluginRecordState['error'] = error ? { type: error.type, message: error.message } : null;
    this.deps.store.dispatch({ type: 'plugins/loadStateChanged', pluginId, version, state: record.state, error: errorState });
  }
}
