import type { SiteConfig } from '../../schemas/siteConfig.ts';
import { createEvent, createReducer, on, payload } from '@host/sdk';

export interface ConfigState {
  site: SiteConfig | null;
  /** Groups fetched for plugins through /bff-api/config/group/get, by group id. */
  groups: Record<string, unknown>;
  fromLastKnownGood: boolean;
}

export const configLoaded = createEvent('config/loaded', payload<{ site: SiteConfig; fromLastKnownGood: boolean }>());
export const configGroupsLoaded = createEvent('config/groupsLoaded', payload<{ groups: Record<string, unknown> }>());

export const configReducer = createReducer<ConfigState>({ site: null, groups: {}, fromLastKnownGood: false }, [
  on(configLoaded, (state, { site, fromLastKnownGood }) => ({ ...state, site, fromLastKnownGood })),
  on(configGroupsLoaded, (state, { groups }) => ({ ...state, groups: { ...state.groups, ...groups } })),
]);
