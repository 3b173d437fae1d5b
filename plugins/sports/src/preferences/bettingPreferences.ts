import { createEvent, createReducer, on, payload, preferencesChanged } from '@host/sdk';
import { COEF_VIEW_IDS_BY_VIEW_TYPE } from '../odds/coefViews.ts';

/** A preference that is on (1) or off (0), as the product stores it. */
type Flag = 0 | 1;

/**
 * The global preferences of betting and odds (second document, section 3), this plugin's: stored locally in the
 * device's record of preferences beside the kernel's (`PREFERENCES_STORAGE_KEY` of the SDK).
 */
export interface BettingPreferences {
  /** 0 European, 1 Asian: decides which odds formats are allowed (odds/coefViews.ts). */
  appViewType: 0 | 1;
  /** The odds format (odds/oddsFormatIds.ts). */
  coefViewId: number;
  coefIndicationType: number;
  /** The line's and the live's profile ids, reset when another user is seen on this device. */
  lineProfileId: string;
  liveProfileId: string;
  profileIdTimestamp: number;
  isAccumulatorOfTheDay: Flag;
  isLiveAccumulatorOfTheDay: Flag;
  isDisplayStatsInNewWindow: Flag;
  isMoveVideoOnScroll: Flag;
  isBestMatchesOnTop: Flag;
  isBetGenerator: Flag;
  isDetailedScore: Flag;
  isShowGameId: Flag;
  isShowSportsOnly: Flag;
  isTeamLogosInCoupon: Flag;
  /** 0 zone available, 1 zone off. */
  zoneState: Flag;
  partnerHasTaxes: boolean;
  isGroupByCountry: boolean;
}

/**
 * A change of betting preferences; the slice keeps the fields set so far (stored or chosen) and the defaults fill the
 * rest where they are read (storedBettingPreferences.ts), so that a first visit loads no table of defaults.
 */
export const bettingPreferencesChanged = createEvent('sports/preferencesChanged', payload<{ preferences: Partial<BettingPreferences> }>());

/** The fields set so far; a coefViewId outside the allowed list of the view type (stored, or chosen) falls back to decimal (0). */
export const bettingPreferencesReducer = createReducer<Partial<BettingPreferences>>({}, [
  on(bettingPreferencesChanged, (state, { preferences }) => {
    const next = { ...state, ...preferences };
    return COEF_VIEW_IDS_BY_VIEW_TYPE[next.appViewType ?? 0].includes(next.coefViewId ?? 0) ? next : { ...next, coefViewId: 0 };
  }),
  // Another user on this device (the kernel's last user seen, which the session's provider sets only when it
  // changes; second document, section 4): the profile ids were the last one's.
  on(preferencesChanged, (state, { preferences }) =>
    preferences.userId === undefined ? state : { ...state, lineProfileId: '', liveProfileId: '', profileIdTimestamp: 0 }),
]);
