import { readStoredPreferences } from '@host/sdk';
import type { BettingPreferences } from './bettingPreferences.ts';

// The table of defaults and the stored record's reader, apart from the slice: loaded where the whole set is read
// (the settings, the tests) and at boot only when something is stored.

/** The spec's defaults (second document, section 3). */
export const DEFAULT_BETTING_PREFERENCES: BettingPreferences = {
  appViewType: 0,
  coefViewId: 0,
  coefIndicationType: 0,
  lineProfileId: '',
  liveProfileId: '',
  profileIdTimestamp: 0,
  isAccumulatorOfTheDay: 1,
  isLiveAccumulatorOfTheDay: 1,
  isDisplayStatsInNewWindow: 1,
  isMoveVideoOnScroll: 1,
  isBestMatchesOnTop: 0,
  isBetGenerator: 0,
  isDetailedScore: 0,
  isShowGameId: 0,
  isShowSportsOnly: 0,
  isTeamLogosInCoupon: 0,
  zoneState: 0,
  partnerHasTaxes: true,
  isGroupByCountry: true,
};

/** The numbers that are not one of 0 / 1 (the view type and the flags are). */
const FREE_NUMBERS = ['coefViewId', 'coefIndicationType', 'profileIdTimestamp'];
const CHOICES = Object.fromEntries(
  Object.entries(DEFAULT_BETTING_PREFERENCES)
    .filter(([key, value]) => typeof value === 'number' && !FREE_NUMBERS.includes(key))
    .map(([key]) => [key, [0, 1]]),
);

export const readStoredBettingPreferences = (storage: Storage): Partial<BettingPreferences> =>
  readStoredPreferences(storage, DEFAULT_BETTING_PREFERENCES, CHOICES, (message, detail) => console.warn(`[sports] ${message}`, detail ?? ''));

let last: { set: Partial<BettingPreferences>; all: BettingPreferences } | null = null;

/** Every betting preference: the ones set so far over the defaults (the same object while the slice's part is). */
export function withBettingDefaults(set: Partial<BettingPreferences>): BettingPreferences {
  if (last?.set !== set) last = { set, all: { ...DEFAULT_BETTING_PREFERENCES, ...set } };
  return last.all;
}
