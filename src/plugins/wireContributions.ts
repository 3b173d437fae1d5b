import type { DefinedPlugin } from '@host/sdk';
import type { PluginFeedEntry } from '../../schemas/manifest.ts';
import type { ConfigGroupLoader } from '../config/configGroups.ts';
import type { TranslationHost } from '../i18n/createTranslations.ts';
import { configGroupsLoaded } from '../store/configSlice.ts';
import type { Disposer, HostStore } from '../store/createHostStore.ts';
import { pageKey, type HostRegistries } from './hostRegistries.ts';
import type { ServiceDirectory } from './ServiceDirectory.ts';
import type { StyleHost } from './styleHost.ts';

/** What wiring a plugin's contributions needs of the host. */
export interface ContributionHost {
  store: HostStore;
  registries: HostRegistries;
  translations: Pick<TranslationHost, 'addNamespace'>;
  styles: StyleHost;
  /** Fetches the config groups a plugin reads (plugin.json `configGroups`) before it is activated. */
  configGroups: Pick<ConfigGroupLoader, 'load'>;
  services: ServiceDirectory;
  log: (message: string, detail?: unknown) => void;
}

/** A plugin's slot is named after it, so that two plugins never offer the same place: `<id>.<place>`. */
const OFFERED_SLOT_NAME = /^[a-z][a-z0-9-]*\.[A-Za-z][A-Za-z0-9.-]*$/;

const baseUrlOf = (url: string) => url.slice(0, url.lastIndexOf('/'));

/**
 * Wires every contribution of a plugin's definition into the host, in order: config groups, translations, styles,
 * slice, pages, modals, offered slots, slot contributions, guards, sagas, services, then its prepare step. Each
 * registration's disposer is pushed onto `disposers` as it is made, so that the caller can undo what was wired when
 * a later contribution is refused (a throw).
 */
export async function wireContributions(entry: PluginFeedEntry, plugin: DefinedPlugin, host: ContributionHost, disposers: Disposer[]): Promise<void> {
  const { registries, store, styles, translations } = host;
  if (entry.configGroups?.length) {
    const groups = await host.configGroups.load(entry.configGroups, store.getState().app.language);
    store.dispatch(configGroupsLoaded({ groups }));
  }
  if (plugin.translations) disposers.push(await translations.addNamespace(plugin.translations, baseUrlOf(entry.url)));
  if (entry.css?.length) disposers.push(styles.attach(entry.id, entry.css));
  if (plugin.slice) {
    if (plugin.slice.name !== entry.id) throw new Error(`its slice is named "${plugin.slice.name}", not its id "${entry.id}"`);
    disposers.push(store.injectSlice(entry.id, plugin.slice.reducer));
  }
  for (const [page, component] of Object.entries(plugin.pages ?? {})) {
    disposers.push(registries.pages.register(entry.id, pageKey(entry.id, page), component));
  }
  for (const [modalId, component] of Object.entries(plugin.modals ?? {})) {
    disposers.push(registries.modals.register(entry.id, modalId, component));
  }
  for (const [slot, description] of Object.entries(plugin.offersSlots ?? {})) {
    if (!OFFERED_SLOT_NAME.test(slot) || !slot.startsWith(`${entry.id}.`)) throw new Error(`it offers the slot "${slot}": a plugin's slots are named "${entry.id}.<place>"`);
    disposers.push(registries.slotOffers.register(entry.id, slot, description));
  }
  for (const [slot, component] of Object.entries(plugin.slots ?? {})) {
    if (component) disposers.push(registries.slots.register(entry.id, `${slot}:${entry.id}`, { slot, component }));
  }
  for (const guard of plugin.guards ?? []) {
    disposers.push(registries.guards.register(entry.id, `${entry.id}:${guard.name}`, guard));
  }
  if (plugin.sagas) {
    // A plugin a route activates is what the visitor asked for, and a deferred one comes after the first paint:
    // their sagas need not wait for the first input.
    if (entry.activation === 'route' || entry.activation === 'deferred') void store.startSagas();
    const sagas = store.runSagas(entry.id, plugin.sagas);
    disposers.push(sagas.cancel);
    await sagas.ready;
  }
  for (const provision of plugin.provides ?? []) {
    disposers.push(host.services.register(entry.id, provision.ref, provision.create({ dispatch: store.dispatch, getState: store.getState })));
  }
  if (plugin.prepare) {
    await plugin.prepare({ dispatch: store.dispatch, getState: store.getState }).catch((error: unknown) => host.log(`plugin ${entry.id}: prepare failed`, error));
  }
}
