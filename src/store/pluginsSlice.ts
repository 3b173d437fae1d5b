import { createEvent, createReducer, on, payload } from '@host/sdk';
import type { LoadState } from '../plugins/loadState.ts';
import type { PluginRecordState, PluginsState } from './kernelState.ts';

export type { PluginRecordState, PluginsState } from './kernelState.ts';

export const pluginLoadStateChanged = createEvent(
  'plugins/loadStateChanged',
  payload<{ pluginId: string; version: string; state: LoadState; error: PluginRecordState['error'] }>(),
);
export const pluginRemoved = createEvent('plugins/removed', payload<{ pluginId: string }>());

export const pluginsReducer = createReducer<PluginsState>({}, [
  on(pluginLoadStateChanged, (state, { pluginId, state: loadState, version, error }) => ({ ...state, [pluginId]: { state: loadState, version, error } })),
  on(pluginRemoved, (state, { pluginId }) => {
    const { [pluginId]: _removed, ...rest } = state;
    return rest;
  }),
]);
