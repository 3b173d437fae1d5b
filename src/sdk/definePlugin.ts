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
 * Named places in the shell that plugins may fill (several plugins may fill one slot, in the order they were
 * activated); a place nobody fills takes no room:
 * - `home.sections`: the home page's sections, under its hero;
 * - `header.actions`: the header's right-hand side, before the language and theme switches;
 * - `layout.sideColumn`: a column beside the content of the default layout (a bet slip), on desktop widths;
 * - `layout.aboveContent`: a band above the content of the third-party layout (a brands slider).
 *
 * Navigation items are not slots: they are declared in plugin.json `navigation`, so that the shell shows them
 * before the plugin is loaded.
 */
export type SlotName = 'home.sections' | 'header.actions' | 'layout.sideColumn' | 'layout.aboveContent' | 'layout.floating';

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
  slots?: Readonly<Partial<Record<SlotName, ComponentType>>>;
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
