import { COEF_VIEW_IDS_BY_VIEW_TYPE, createEvent, createReducer, languageChanged, navigationBlockChanged, on, payload, preferencesChanged } from '@host/sdk';
import type { AppState, Preferences, Viewport } from './kernelState.ts';

export type { AppState, PreferenceFlag, Preferences, Viewport } from './kernelState.ts';

export const DEFAULT_PREFERENCES: Preferences = {
  appFontSize: 0,
  appTheme: 0,
  appViewType: 0,
  coefViewId: 0,
  coefIndicationType: 0,
  timeZone: 3,
  is12h: false,
  visuallyImpairedMode: false,
  userId: '',
  lineProfileId: '',
  liveProfileId: '',
  profileIdTimestamp: 0,
  isAccumulatorOfTheDay: 1,
  isLiveAccumulatorOfTheDay: 1,
  isDisplayStatsInNewWindow: 1,
  isMoveVideoOnScroll: 1,
  isAppCompactView: 0,
  isAppLightVersion: 0,
  isBestMatchesOnTop: 0,
  isBetGenerator: 0,
  isDetailedScore: 0,
  isShowGameId: 0,
  isShowSportsOnly: 0,
  isTeamLogosInCoupon: 0,
  leftSectionDisplayState: 0,
  rightSectionDisplayState: 0,
  zoneState: 0,
  partnerHasTaxes: true,
  isGroupByCountry: true,
  isRegistrationProcess: false,
};

/** A coefViewId outside the allowed list of the view type (stored, from the server, or chosen) falls back to the default. */
function withAllowedCoefView(preferences: Preferences): Preferences {
  const allowed = COEF_VIEW_IDS_BY_VIEW_TYPE[preferences.appViewType] ?? COEF_VIEW_IDS_BY_VIEW_TYPE[DEFAULT_PREFERENCES.appViewType];
  return allowed.includes(preferences.coefViewId) ? preferences : { ...preferences, coefViewId: DEFAULT_PREFERENCES.coefViewId };
}

/** Events of the kernel's `app` slice that only the kernel puts (the others are the SDK's, kernelEvents.ts). */
export const blockReasonReceived = createEvent('app/blockReasonReceived', payload<{ blockReason: number | null }>());
export const botIdReceived = createEvent('app/botIdReceived', payload<{ botId: string }>());
export const viewportChanged = createEvent('app/viewportChanged', payload<{ viewport: Viewport }>());

export const initialAppState = (language: string, viewport: Viewport): AppState => ({
  language,
  preferences: DEFAULT_PREFERENCES,
  blockReason: null,
  navigationBlocked: false,
  botId: null,
  viewport,
});

export const appReducer = createReducer<AppState>(initialAppState('en', 'desktop'), [
  on(languageChanged, (state, { language }) => ({ ...state, language })),
  on(preferencesChanged, (state, { preferences }) => ({ ...state, preferences: withAllowedCoefView({ ...state.preferences, ...preferences }) })),
  on(blockReasonReceived, (state, { blockReason }) => ({ ...state, blockReason })),
  on(navigationBlockChanged, (state, { blocked }) => ({ ...state, navigationBlocked: blocked })),
  on(botIdReceived, (state, { botId }) => ({ ...state, botId })),
  on(viewportChanged, (state, { viewport }) => ({ ...state, viewport })),
]);
