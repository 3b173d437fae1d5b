import { HttpError } from '@host/sdk';
import { describe, expect, it } from 'vitest';
import { saveWithRollback } from './saveWithRollback.ts';

/** A setting shown on the page: every value it showed, in order. */
const shownValues = () => {
  const shown: boolean[] = [];
  return { shown, apply: (value: boolean) => shown.push(value) };
};

describe('an office setting save (section 5)', () => {
  it('applies the new value at once and keeps it when the call succeeds', async () => {
    const { shown, apply } = shownValues();
    let shownWhileSaving: boolean[] = [];
    const result = await saveWithRollback({ previous: false, next: true, apply, save: async () => (shownWhileSaving = [...shown]) });
    expect(shownWhileSaving).toEqual([true]);
    expect(shown).toEqual([true]);
    expect(result).toEqual({ outcome: 'saved' });
  });

  it('rolls back to the old value when the call fails', async () => {
    const { shown, apply } = shownValues();
    const refusal = new HttpError('http', 403, '/office-api/v1/settings', 'refused');
    const result = await saveWithRollback({ previous: false, next: true, apply, save: () => Promise.reject(refusal) });
    expect(shown).toEqual([true, false]);
    expect(result).toEqual({ outcome: 'rolledBack', error: refusal });
  });

  it('does not roll back when the call was cancelled', async () => {
    const { shown, apply } = shownValues();
    const result = await saveWithRollback({ previous: false, next: true, apply, save: () => Promise.reject(HttpError.cancelled('/office-api/v1/settings')) });
    expect(shown).toEqual([true]);
    expect(result).toEqual({ outcome: 'cancelled' });
  });
});
