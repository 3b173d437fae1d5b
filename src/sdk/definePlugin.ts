import type { ComponentType } from 'react';
import type { Dispatch, Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import type { GuardContribution } from '../router/guardTypes.ts';
import type { HostState } from '../store/hostState.ts';
import { SDK_VERSION } from './sdkVersion.ts';

/** A component loaded on first use: its code arrives when its route or modal is first opened. */
export type LazyComponent<Props = object> = () => Promise<{ default: ComponentType<Props> }>;

/** What a modal receives: its query value (when opened by query) and how to close it. */
export interface ModalProps {
  value: string | null;
  onClose: () => void;
}

/** Named places in the shell that plugins may fill (several plugins may fill one slot). */
export type SlotName = 'home.sections' | 'layout.quickCoupon' | 'header.actions';

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
  /** The plugin's slice, mounted under its id. */
  slice?: Reducer;
  /** Root sagas; each runs in its own task, cancelled on deactivation. */
  sagas?: readonly Saga[];
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
