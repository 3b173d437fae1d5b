import { isCancelled } from '../api/officeApi.ts';

export type SaveOutcome = { outcome: 'saved' } | { outcome: 'rolledBack'; error: unknown } | { outcome: 'cancelled' };

export interface SettingChange<Value> {
  previous: Value;
  next: Value;
  /** Shows a value (the new one at once; the previous one again after a failure). */
  apply(value: Value): void;
  save(): Promise<unknown>;
}

/**
 * An office setting save (first document section 5): the new value is applied at once and rolled back to the old
 * value if the call fails, unless the call was cancelled.
 */
export async function saveWithRollback<Value>(change: SettingChange<Value>): Promise<SaveOutcome> {
  change.apply(change.next);
  try {
    await change.save();
    return { outcome: 'saved' };
  } catch (error) {
    if (isCancelled(error)) return { outcome: 'cancelled' };
    change.apply(change.previous);
    return { outcome: 'rolledBack', error };
  }
}
