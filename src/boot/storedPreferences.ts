import { DEFAULT_PREFERENCES, type Preferences } from '../store/appSlice.ts';
import { PREFERENCES_STORAGE_KEY } from './bootConstants.ts';

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
    if (result.appTheme !== undefined && result.appTheme !== 0 && result.appTheme !== 1) delete result.appTheme;
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
