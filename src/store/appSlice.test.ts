import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COEF_VIEW_IDS_BY_VIEW_TYPE, preferencesChanged } from '@host/sdk';
import { PREFERENCES_STORAGE_KEY } from '../boot/bootConstants.ts';
import { readStoredPreferences } from '../boot/storedPreferences.ts';
import { appReducer, DEFAULT_PREFERENCES, initialAppState, type Preferences } from './appSlice.ts';

const after = (...changes: Partial<Preferences>[]) =>
  changes.reduce((state, preferences) => appReducer(state, preferencesChanged({ preferences })), initialAppState('en', 'desktop')).preferences;

describe('coefViewId must belong to the allowed list of the view type (second document, validation rules)', () => {
  beforeEach(() => localStorage.clear());

  it('pins the lists: every format in the European view, decimal and the Asian formats in the Asian view', () => {
    expect(COEF_VIEW_IDS_BY_VIEW_TYPE).toEqual({ 0: [0, 1, 2, 4, 5, 6, 14, 15, 16], 1: [0, 4, 5, 6] });
  });

  it.each<[string, Partial<Preferences>, number]>([
    ['Malay in the European view', { coefViewId: 6 }, 6],
    ['Indonesian in the Asian view', { appViewType: 1, coefViewId: 5 }, 5],
    ['an id no format has', { coefViewId: 3 }, DEFAULT_PREFERENCES.coefViewId],
    ['fractional in the Asian view', { appViewType: 1, coefViewId: 1 }, DEFAULT_PREFERENCES.coefViewId],
  ])('%s (%j) → %s', (_, preferences, coefViewId) => {
    expect(after(preferences).coefViewId).toBe(coefViewId);
  });

  it('resets a format the new view type does not allow', () => {
    expect(after({ coefViewId: 16 }, { appViewType: 1 })).toMatchObject({ appViewType: 1, coefViewId: 0 });
    expect(after({ coefViewId: 4 }, { appViewType: 1 })).toMatchObject({ appViewType: 1, coefViewId: 4 });
  });

  it('a stored value outside the list falls back to the default', () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ appViewType: 1, coefViewId: 2, timeZone: 5 }));
    expect(after(readStoredPreferences(localStorage, vi.fn()))).toMatchObject({ appViewType: 1, coefViewId: 0, timeZone: 5 });
  });
});
