import type { Action } from 'redux';
import type { SiteConfig } from '../../schemas/siteConfig.ts';

export interface ConfigState {
  site: SiteConfig | null;
  /** Groups fetched for plugins through /bff-api/config/group/get, by group id. */
  groups: Record<string, unknown>;
  fromLastKnownGood: boolean;
}

export type ConfigAction =
  | { type: 'config/loaded'; site: SiteConfig; fromLastKnownGood: boolean }
  | { type: 'config/groupsLoaded'; groups: Record<string, unknown> };

export function configReducer(state: ConfigState = { site: null, groups: {}, fromLastKnownGood: false }, action: Action): ConfigState {
  const event = action as ConfigAction;
  switch (event.type) {
    case 'config/loaded':
      return { ...state, site: event.site, fromLastKnownGood: event.fromLastKnownGood };
    case 'config/groupsLoaded':
      return { ...state, groups: { ...state.groups, ...event.groups } };
    default:
      return state;
  }
}
