import type { HostState } from '../store/hostState.ts';

// Plain functions, without reselect: each returns a value of the state or a constant, so nothing needs memoizing,
// and the kernel's first paint does not wait for a library only plugins use (reselect is loaded with them).
const NO_FEATURES: Readonly<Record<string, boolean>> = Object.freeze({});

export const selectLanguage = (state: HostState) => state.app.language;
export const selectViewport = (state: HostState) => state.app.viewport;
export const selectPreferences = (state: HostState) => state.app.preferences;
export const selectSiteConfig = (state: HostState) => state.config.site;
export const selectUserId = (state: HostState) => state.session.userId;
export const selectIsAuthenticated = (state: HostState) => state.session.userId !== null;
export const selectFeatures = (state: HostState) => state.config.site?.features ?? NO_FEATURES;
export const selectConfigGroup = (group: string) => (state: HostState) => state.config.groups[group];
