import type { ComponentType } from 'react';
import type { Dispatch, Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { GuardContribution } from '../router/guardTypes.ts';
import type { HostState } from '../store/hostState.ts';
import type { PluginSlice } from './events.ts';
import { SDK_VERSION } from './sdkVersion.ts';
import type { ServiceProvision, ServiceRef } from './services.ts';

/** A component loaded on first use: its code arrives when its route or modal is first opened. */
export type LazyComponent<Props = object> = () => Promise<{ default: ComponentType<Props> }>;

/** What a modal receives: its query value (when opened by query) and how to close it. */
export interface ModalProps {
  value: string | null;
  onClose: () => void;
}

/**
 * A named place where plugins put components; several may fill one, in the order they were activated, and a place
 * nobody fills takes no room. The kernel offers its own (src/ui/kernelSlots.ts: `home.sections`, `header.actions`,
 * `layout.sideColumn`, `layout.leftColumn`, `layout.aboveContent`, `layout.floating`); a plugin offers more with `offersSlots`, each named
 * `<its id>.<place>` (`sports.eventSidePanel`), and renders them with the SDK's `<Slot name>`.
 *
 * Navigation items are not slots: they are declared in plugin.json `navigation`, so that the shell shows them
 * before the plugin is loaded.
 */
export type SlotName = string;

/**
 * Everything a plugin contributes, as data. The kernel wires it up and, on deactivation, takes every piece out.
 */
export interface PluginDefinition {
  /** Must equal the id in plugin.json and in the plugin feed. */
  id: string;
  /** Page key (as named in routes.json) -> lazy page. */
  pages?: Readonly<Record<string, LazyComponent>>;
  /** Modal id -> lazy modal. A modal opens when its id is a query parameter, or by the openModal action. */
  modals?: Readonly<Record<string, LazyComponent<ModalProps>>>;
  /**
   * The places this plugin offers to others: slot name (`<id>.<place>`) -> what goes there, for their authors. They
   * are open while the plugin is active; a contribution to a slot that no active plugin offers waits, unrendered.
   */
  offersSlots?: Readonly<Record<SlotName, string>>;
  /** What this plugin puts into places the kernel or other plugins offer: slot name -> component. */
  slots?: Readonly<Record<SlotName, ComponentType>>;
  /** The plugin's slice (defineSlice), mounted under its name, which must be the plugin id. */
  slice?: Pick<PluginSlice<unknown>, 'name'> & { readonly reducer: Reducer };
  /**
   * Services this plugin provides (`provide(ref, factory)`); plugin.json `provides` must list the same ids, so that
   * the kernel knows the provider before loading it. Each factory runs on activation, after the slice and sagas.
   */
  provides?: readonly ServiceProvision[];
  /** Services without which the plugin cannot work: their providers are activated first; none = `missing-dependency`. */
  requires?: readonly ServiceRef<unknown>[];
  /** Services the plugin uses when a provider is active (read with useOptionalService / getOptionalService). */
  optionalRequires?: readonly ServiceRef<unknown>[];
  /**
   * Root sagas; each runs in its own task, cancelled on deactivation. Prefer the lazy form,
   * `() => import('./sagas.ts')` with the list as the module's default export: the kernel starts a boot plugin's sagas
   * at the visitor's first input or sign-in (replaying the actions of the meantime), and only then fetches redux-saga
   * and the module, so neither weighs on the first paint.
   */
  sagas?: readonly Saga[] | (() => Promise<{ default: readonly Saga[] }>);
  guards?: readonly GuardContribution[];
  /** i18next namespace of the dictionaries shipped beside the bundle (i18n/{lang}.json); must be the plugin id. */
  translations?: string;
  /**
   * Runs once on each activation, after the slice and sagas are in and before the plugin counts as ready: a boot
   * plugin's guards first run after it (the account plugin reads the session here). A failure is logged against
   * the plugin and does not stop it.
   */
  prepare?: (host: { dispatch: Dispatch; getState: () => HostState }) => Promise<void>;
}

const PLUGIN_BRAND = '__hostPluginApi';

export type DefinedPlugin = PluginDefinition & { readonly [PLUGIN_BRAND]: string };

export function definePlugin(definition: PluginDefinition): DefinedPlugin {
  return Object.freeze({ ...definition, [PLUGIN_BRAND]: SDK_VERSION });
}

/** True for an object made by definePlugin (of any SDK version). */
export function isDefinedPlugin(value: unknown): value is DefinedPlugin {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)[PLUGIN_BRAND] === 'string' &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}
