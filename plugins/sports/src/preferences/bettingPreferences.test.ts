import { beforeEach, describe, expect, it } from 'vitest';
import { PREFERENCES_STORAGE_KEY, preferencesChanged } from '@host/sdk';
import { COEF_VIEW_IDS_BY_VIEW_TYPE } from '../odds/coefViews.ts';
import { bettingPreferencesChanged, bettingPreferencesReducer, type BettingPreferences } from './bettingPreferences.ts';
import { DEFAULT_BETTING_PREFERENCES, readStoredBettingPreferences, withBettingDefaults } from './storedBettingPreferences.ts';

const after = (...changes: Partial<BettingPreferences>[]): BettingPreferences =>
  withBettingDefaults(changes.reduce<Partial<BettingPreferences>>((state, preferences) => bettingPreferencesReducer(state, bettingPreferencesChanged({ preferences })), {}));

/** The second document's table of global preferences: the betting and odds rows, which are this plugin's. */
const SPEC_DEFAULTS: Array<[string, unknown]> = [
  ['appViewType', 0],
  ['coefViewId', 0],
  ['coefIndicationType', 0],
  ['lineProfileId', ''],
  ['liveProfileId', ''],
  ['profileIdTimestamp', 0],
  ['isAccumulatorOfTheDay', 1],
  ['isLiveAccumulatorOfTheDay', 1],
  ['isDisplayStatsInNewWindow', 1],
  ['isMoveVideoOnScroll', 1],
  ['isBestMatchesOnTop', 0],
  ['isBetGenerator', 0],
  ['isDetailedScore', 0],
  ['isShowGameId', 0],
  ['isShowSportsOnly', 0],
  ['isTeamLogosInCoupon', 0],
  ['zoneState', 0],
  ['partnerHasTaxes', true],
  ['isGroupByCountry', true],
];

describe('betting preferences: every default of the spec table', () => {
  it.each(SPEC_DEFAULTS)('%s defaults to %j', (field, value) => {
    expect(withBettingDefaults(bettingPreferencesReducer(undefined, { type: '@@init' }))).toHaveProperty(field, value);
  });
});

describe('coefViewId must belong to the allowed list of the view type (second document, validation rules)', () => {
  beforeEach(() => localStorage.clear());

  it('pins the lists: every format in the European view, decimal and the Asian formats in the Asian view', () => {
    expect(COEF_VIEW_IDS_BY_VIEW_TYPE).toEqual({ 0: [0, 1, 2, 4, 5, 6, 14, 15, 16], 1: [0, 4, 5, 6] });
  });

  it.each<[string, Partial<BettingPreferences>, number]>([
    ['Malay in the European view', { coefViewId: 6 }, 6],
    ['Indonesian in the Asian view', { appViewType: 1, coefViewId: 5 }, 5],
    ['an id no format has', { coefViewId: 3 }, DEFAULT_BETTING_PREFERENCES.coefViewId],
    ['fractional in the Asian view', { appViewType: 1, coefViewId: 1 }, DEFAULT_BETTING_PREFERENCES.coefViewId],
  ])('%s (%j) → %s', (_, preferences, coefViewId) => {
    expect(after(preferences).coefViewId).toBe(coefViewId);
  });

  it('resets a format the new view type does not allow', () => {
    expect(after({ coefViewId: 16 }, { appViewType: 1 })).toMatchObject({ appViewType: 1, coefViewId: 0 });
    expect(after({ coefViewId: 4 }, { appViewType: 1 })).toMatchObject({ appViewType: 1, coefViewId: 4 });
  });

  it('a stored value outside the list falls back to the default', () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ appViewType: 1, coefViewId: 2, timeZone: 5 }));
    expect(after(readStoredBettingPreferences(localStorage))).toMatchObject({ appViewType: 1, coefViewId: 0 });
  });
});

describe('the stored betting preferences', () => {
  beforeEach(() => localStorage.clear());

  it('takes its own fields of the device record, with the right types and the 0 / 1 flags', () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ appTheme: 1, is12h: true, coefViewId: 4, appViewType: 7, isBetGenerator: 1, isShowGameId: 2, lineProfileId: 'L7', coefIndicationType: 3, partnerHasTaxes: 'no' }),
    );
    expect(readStoredBettingPreferences(localStorage)).toEqual({ coefViewId: 4, isBetGenerator: 1, lineProfileId: 'L7', coefIndicationType: 3 });
  });

  it('resets the profile ids when another user is seen on this device', () => {
    const withProfiles = bettingPreferencesReducer({}, bettingPreferencesChanged({ preferences: { lineProfileId: 'L7', liveProfileId: 'V7', profileIdTimestamp: 1_700_000_000, coefViewId: 4 } }));
    expect(bettingPreferencesReducer(withProfiles, preferencesChanged({ preferences: { appTheme: 1 } }))).toBe(withProfiles);
    expect(bettingPreferencesReducer(withProfiles, preferencesChanged({ preferences: { userId: '100002' } }))).toEqual({
      ...withProfiles,
      lineProfileId: '',
      liveProfileId: '',
      profileIdTimestamp: 0,
    });
  });
});
