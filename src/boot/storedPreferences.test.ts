import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFERENCES_STORAGE_KEY } from '@host/sdk';
import { DEFAULT_PREFERENCES, type Preferences } from '../store/appSlice.ts';
import { readStoredPreferences, saveStoredPreferences } from './storedPreferences.ts';

beforeEach(() => {
  localStorage.clear();
});

const store = (value: unknown) => localStorage.setItem(PREFERENCES_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));

describe('readStoredPreferences (the kernel’s fields of the stored record)', () => {
  it('gives nothing when nothing is stored', () => {
    const log = vi.fn();
    expect(readStoredPreferences(localStorage, log)).toEqual({});
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the kernel keys whose value has the right type, and leaves the plugins’ fields to them', () => {
    store({ appFontSize: 2, appTheme: 1, timeZone: 5, is12h: true, visuallyImpairedMode: true, coefViewId: 4 });
    expect(readStoredPreferences(localStorage, vi.fn())).toEqual({ appFontSize: 2, appTheme: 1, timeZone: 5, is12h: true, visuallyImpairedMode: true });
  });

  it('drops unknown keys and values of the wrong type', () => {
    store({ appFontSize: '2', is12h: 'yes', timeZone: null, appTheme: 1, userToken: 'secret', __proto__x: 1 });
    expect(readStoredPreferences(localStorage, vi.fn())).toEqual({ appTheme: 1 });
  });

  it.each([5, -1, 0.5])('drops appTheme %s (only 0 light and 1 dark exist)', (appTheme) => {
    store({ appTheme, timeZone: 2 });
    expect(readStoredPreferences(localStorage, vi.fn())).toEqual({ timeZone: 2 });
  });

  it.each([0, 1])('keeps appTheme %i', (appTheme) => {
    store({ appTheme });
    expect(readStoredPreferences(localStorage, vi.fn())).toEqual({ appTheme });
  });

  it('drops a flag that is not 0 or 1', () => {
    store({ isAppCompactView: 2, leftSectionDisplayState: 1, timeZone: 2 });
    expect(readStoredPreferences(localStorage, vi.fn())).toEqual({ leftSectionDisplayState: 1, timeZone: 2 });
  });

  it.each([
    ['corrupt JSON', '{"appTheme": 1'],
    ['an array', '[1, 2]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('removes %s, logs it and gives nothing', (_, raw) => {
    store(raw);
    const log = vi.fn();
    expect(readStoredPreferences(localStorage, log)).toEqual({});
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('leaves a valid entry in storage', () => {
    store({ appTheme: 1 });
    readStoredPreferences(localStorage, vi.fn());
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).not.toBeNull();
  });
});

describe('saveStoredPreferences', () => {
  it('round-trips through readStoredPreferences', () => {
    const preferences: Preferences = { ...DEFAULT_PREFERENCES, appTheme: 1, appFontSize: 3, timeZone: -5, is12h: true };
    saveStoredPreferences(localStorage, preferences);
    expect(readStoredPreferences(localStorage, vi.fn())).toEqual(preferences);
  });

  it('writes its fields into the record and keeps the other owners’ fields', () => {
    store({ coefViewId: 4, isBetGenerator: 1, appTheme: 1 });
    saveStoredPreferences(localStorage, DEFAULT_PREFERENCES);
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null')).toEqual({ coefViewId: 4, isBetGenerator: 1, ...DEFAULT_PREFERENCES });
  });

  it('does not throw when storage refuses the write', () => {
    const full = { getItem: () => null, setItem: vi.fn(() => { throw new DOMException('full', 'QuotaExceededError'); }) } as unknown as Storage;
    expect(() => saveStoredPreferences(full, DEFAULT_PREFERENCES)).not.toThrow();
    expect(full.setItem).toHaveBeenCalledTimes(1);
  });
});
