import { DEFAULT_PREFERENCES, type Preferences } from '../store/appSlice.ts';
import { PREFERENCES_STORAGE_KEY } from './bootConstants.ts';

const FLAGS = [
  'isAccumulatorOfTheDay', 'isLiveAccumulatorOfTheDay', 'isDisplayStatsInNewWindow', 'isMoveVideoOnScroll', 'isAppCompactView', 'isAppLightVersion',
  'isBestMatchesOnTop', 'isBetGenerator', 'isDetailedScore', 'isShowGameId', 'isShowSportsOnly', 'isTeamLogosInCoupon', 'leftSectionDisplayState',
  'rightSectionDisplayState', 'zoneState',
] as const satisfies ReadonlyArray<keyof Preferences>;

/** Preferences that are one of a few ids (0 light / 1 dark; 0 European / 1 Asian; the 0 / 1 flags). */
const PREFERENCE_CHOICES: Readonly<Record<string, readonly number[]>> = {
  appTheme: [0, 1],
  appViewType: [0, 1],
  ...Object.fromEntries(FLAGS.map((flag) => [flag, [0, 1]])),
};

/** Reads saved preferences; unknown keys and values of the wrong type are dropped, a corrupt entry is removed. */
export function readStoredPreferences(storage: Storage, log: (message: string, detail?: unknown) => void): Partial<Preferences> {
  const raw = storage.getItem(PREFERENCES_STORAGE_KEY);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    const result: Record<string, unknown> = {};
    for (const [key, fallback] of Object.entries(DEFAULT_PREFERENCES)) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === typeof fallback) result[key] = value;
    }
    for (const [key, choices] of Object.entries(PREFERENCE_CHOICES)) {
      if (result[key] !== undefined && !choices.includes(result[key] as number)) delete result[key];
    }
    return result as Partial<Preferences>;
  } catch (error) {
    log('stored preferences dropped', error instanceof Error ? error.message : error);
    storage.removeItem(PREFERENCES_STORAGE_KEY);
    return {};
  }
}

export function saveStoredPreferences(storage: Storage, preferences: Preferences): void {
  try {
    storage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or disabled: preferences last for this visit only.
  }
}
