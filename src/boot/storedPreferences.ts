import { readStoredPreferences as readRecord, saveStoredPreferences } from '@host/sdk';
import { DEFAULT_PREFERENCES, type Preferences } from '../store/appSlice.ts';

const FLAG = [0, 1];

/** The kernel's fields of the stored preferences; the theme (0 light, 1 dark) and the flags are 0 or 1. */
export const readStoredPreferences = (storage: Storage, log: (message: string, detail?: unknown) => void): Partial<Preferences> =>
  readRecord(
    storage,
    DEFAULT_PREFERENCES,
    { appTheme: FLAG, isAppCompactView: FLAG, isAppLightVersion: FLAG, leftSectionDisplayState: FLAG, rightSectionDisplayState: FLAG },
    log,
  );

export { saveStoredPreferences };
