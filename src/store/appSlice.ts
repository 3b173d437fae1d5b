import type { Action } from 'redux';

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

export type AppAction =
  | { type: 'app/languageChanged'; language: string }
  | { type: 'app/preferencesChanged'; preferences: Partial<Preferences> }
  | { type: 'app/blockReasonReceived'; blockReason: number | null }
  | { type: 'app/navigationBlockChanged'; blocked: boolean }
  | { type: 'app/botIdReceived'; botId: string }
  | { type: 'app/viewportChanged'; viewport: Viewport };

export const initialAppState = (language: string, viewport: Viewport): AppState => ({
  language,
  preferences: DEFAULT_PREFERENCES,
  blockReason: null,
  navigationBlocked: false,
  botId: null,
  viewport,
});

export function appReducer(state: AppState = initialAppState('en', 'desktop'), action: Action): AppState {
  const event = action as AppAction;
  switch (event.type) {
    case 'app/languageChanged':
      return { ...state, language: event.language };
    case 'app/preferencesChanged':
      return { ...state, preferences: { ...state.preferences, ...event.preferences } };
    case 'app/blockReasonReceived':
      return { ...state, blockReason: event.blockReason };
    case 'app/navigationBlockChanged':
      return { ...state, navigationBlocked: event.blocked };
    case 'app/botIdReceived':
      return { ...state, botId: event.botId };
    case 'app/viewportChanged':
      return { ...state, viewport: event.viewport };
    default:
      return state;
  }
}
