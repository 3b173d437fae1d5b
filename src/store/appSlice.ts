import { createEvent, createReducer, languageChanged, navigationBlockChanged, on, payload, preferencesChanged } from '@host/sdk';
import type { AppState, Preferences, Viewport } from './kernelState.ts';

export type { AppState, PreferenceFlag, Preferences, Viewport } from './kernelState.ts';

export const DEFAULT_PREFERENCES: Preferences = {
  appFontSize: 0,
  appTheme: 0,
  timeZone: 3,
  is12h: false,
  visuallyImpairedMode: false,
  userId: '',
  isAppCompactView: 0,
  isAppLightVersion: 0,
  leftSectionDisplayState: 0,
  rightSectionDisplayState: 0,
  isRegistrationProcess: false,
};

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
  on(preferencesChanged, (state, { preferences }) => ({ ...state, preferences: { ...state.preferences, ...preferences } })),
  on(blockReasonReceived, (state, { blockReason }) => ({ ...state, blockReason })),
  on(navigationBlockChanged, (state, { blocked }) => ({ ...state, navigationBlocked: blocked })),
  on(botIdReceived, (state, { botId }) => ({ ...state, botId })),
  on(viewportChanged, (state, { viewport }) => ({ ...state, viewport })),
]);
