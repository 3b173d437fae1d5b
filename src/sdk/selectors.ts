import { createSelector } from 'reselect';
import type { HostState } from '../store/hostState.ts';

export const selectLanguage = (state: HostState) => state.app.language;
export const selectViewport = (state: HostState) => state.app.viewport;
export const selectPreferences = (state: HostState) => state.app.preferences;
export const selectSiteConfig = (state: HostState) => state.config.site;
export const selectUserId = (state: HostState) => state.session.userId;
export const selectIsAuthenticated = createSelector(selectUserId, (userId) => userId !== null);
export const selectFeatures = createSelector(selectSiteConfig, (site) => site?.features ?? {});
export const selectConfigGroup = (group: string) => (state: HostState) => state.config.groups[group];
