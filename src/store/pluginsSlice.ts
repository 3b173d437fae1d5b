import type { Action } from 'redux';
import type { LoadState } from '../plugins/loadState.ts';
import type { PluginLoadErrorType } from '../plugins/PluginLoadError.ts';

export interface PluginRecordState {
  state: LoadState;
  version: string;
  error: { type: PluginLoadErrorType; message: string } | null;
}

export type PluginsState = Record<string, PluginRecordState>;

export type PluginsAction =
  | { type: 'plugins/loadStateChanged'; pluginId: string; version: string; state: LoadState; error?: PluginRecordState['error'] }
  | { type: 'plugins/removed'; pluginId: string };

export function pluginsReducer(state: PluginsState = {}, action: Action): PluginsState {
  const event = action as PluginsAction;
  switch (event.type) {
    case 'plugins/loadStateChanged':
      return { ...state, [event.pluginId]: { state: event.state, version: event.version, error: event.error ?? null } };
    case 'plugins/removed': {
      const { [event.pluginId]: _removed, ...rest } = state;
      return rest;
    }
    default:
      return state;
  }
}
