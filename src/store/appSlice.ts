import type { Action } from 'redux';

/** Global display preferences with the defaults of the second document's table (section 3). */
export interface Preferences {
  appFontSize: number;
  appTheme: 0 | 1;
  appViewType: 0 | 1;
  coefViewId: number;
  coefIndicationType: number;
  timeZone: number;
  is12h: boolean;
  visuallyImpairedMode: boolean;
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
