/**
 * The device's record of global preferences (second document, section 3: "stored locally"): one local entry that
 * each owner reads and writes its own fields of. The kernel keeps theme, font size and time zone; the plugins that
 * own the others (sports the betting ones, account the display ones) keep theirs in the same record.
 */
export const PREFERENCES_STORAGE_KEY = 'host.preferences.v1';

function readRecord(storage: Storage, log: (message: string, detail?: unknown) => void): Record<string, unknown> {
  const raw = storage.getItem(PREFERENCES_STORAGE_KEY);
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as Record<string, unknown>;
  } catch (error) {
    log('stored preferences dropped', error instanceof Error ? error.message : error);
    storage.removeItem(PREFERENCES_STORAGE_KEY);
    return {};
  }
}

/**
 * The stored values of the fields of `defaults`: a value of another type than the default, or (for `choices`) not
 * one of the listed values, is left out; a corrupt record is removed and logged.
 */
export function readStoredPreferences<Preferences extends object>(
  storage: Storage,
  defaults: Preferences,
  choices: Readonly<Partial<Record<keyof Preferences, readonly unknown[]>>>,
  log: (message: string, detail?: unknown) => void,
): Partial<Preferences> {
  const stored = readRecord(storage, log);
  const result: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = stored[key];
    const allowed: readonly unknown[] | undefined = (choices as Record<string, readonly unknown[]>)[key];
    if (typeof value === typeof fallback && (!allowed || allowed.includes(value))) result[key] = value;
  }
  return result as Partial<Preferences>;
}

/** Writes these fields into the record, leaving the other owners' fields as they are. */
export function saveStoredPreferences(storage: Storage, preferences: object): void {
  try {
    storage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ ...readRecord(storage, () => {}), ...preferences }));
  } catch {
    // Storage full or disabled: preferences last for this visit only.
  }
}
