import { COEF_VIEW_IDS_BY_VIEW_TYPE, createEvent, createReducer, languageChanged, navigationBlockChanged, on, payload, preferencesChanged } from '@host/sdk';

/** A preference that is on (1) or off (0), as the product stores it. */
export type PreferenceFlag = 0 | 1;

/**
 * Global preferences with the defaults of the second document's table (section 3), stored locally. The rest of the
 * table lives where it is decided: `language` in `app.language` (the path), the terms flags in the account plugin;
 * the fields the table gives no default for (marketsNameType, cookiesAgreeType, currentCountryCode, balance,
 * abTestsAvailability) come from the server and are not stored.
 */
export interface Preferences {
  appFontSize: number;
  appTheme: 0 | 1;
  appViewType: 0 | 1;
  coefViewId: number;
  coefIndicationType: number;
  timeZone: number;
  is12h: boolean;
  visuallyImpairedMode: boolean;
  /** The last user seen on this device: a new one resets the profile ids (second document, section 4). */
  userId: string;
  lineProfileId: string;
  liveProfileId: string;
  profileIdTimestamp: number;
  isAccumulatorOfTheDay: PreferenceFlag;
  isLiveAccumulatorOfTheDay: PreferenceFlag;
  isDisplayStatsInNewWindow: PreferenceFlag;
  isMoveVideoOnScroll: PreferenceFlag;
  isAppCompactView: PreferenceFlag;
  isAppLightVersion: PreferenceFlag;
  isBestMatchesOnTop: PreferenceFlag;
  isBetGenerator: PreferenceFlag;
  isDetailedScore: PreferenceFlag;
  isShowGameId: PreferenceFlag;
  isShowSportsOnly: PreferenceFlag;
  isTeamLogosInCoupon: PreferenceFlag;
  leftSectionDisplayState: PreferenceFlag;
  rightSectionDisplayState: PreferenceFlag;
  /** 0 zone available, 1 zone off. */
  zoneState: PreferenceFlag;
  partnerHasTaxes: boolean;
  isGroupByCountry: boolean;
  /** Set while a registration is under way; reset after the post-registration redirect (access rule 11). */
  isRegistrationProcess: boolean;
}

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

export type Viewport = 'mobile' | 'desktop';

export interface AppState {
  language: string;
  preferences: Preferences;
  /** Block reason from the block service (templateTypeId), or null. */
  blockReason: number | null;
  /** While set, every navigation is cancelled (second document, access rule 10). */
  navigationBlocked: boolean;
  /** Messenger bot id from the `botId` query: enables the messenger registration widget. */
  botId: string | null;
  viewport: Viewport;
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
