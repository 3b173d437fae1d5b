import type { SiteConfig } from '../../schemas/siteConfig.ts';
import { createEvent, createReducer, on, payload } from '@host/sdk';
import type { ConfigState } from './kernelState.ts';

export type { ConfigState } from './kernelState.ts';

export const configLoaded = createEvent('config/loaded', payload<{ site: SiteConfig; fromLastKnownGood: boolean }>());
export const configGroupsLoaded = createEvent('config/groupsLoaded', payload<{ groups: Record<string, unknown> }>());

export const configReducer = createReducer<ConfigState>({ site: null, groups: {}, fromLastKnownGood: false }, [
  on(configLoaded, (state, { site, fromLastKnownGood }) => ({ ...state, site, fromLastKnownGood })),
  on(configGroupsLoaded, (state, { groups }) => ({ ...state, groups: { ...state.groups, ...groups } })),
]);
