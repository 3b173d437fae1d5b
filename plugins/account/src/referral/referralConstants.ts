const DAY_S = 86_400;

/** Cookie lifetimes of the second document, section 9, in seconds. */
export const REFERRAL_LIFETIME_S = {
  refererid: 60 * DAY_S,
  bringFriendId: 1 * DAY_S,
  reflinkidFromTag: 60 * DAY_S,
  reflinkidAlone: 3600,
  partnerFromClickOrAip: 30 * DAY_S,
  partnerFromAffidWithTag: 60 * DAY_S,
  postbackWatcherWithoutFlag: 4,
  postbackWatcherWithFlag: 30 * DAY_S,
  subid: 60 * DAY_S,
  /** Everything else: the default cookie lifetime. */
  default: DAY_S,
} as const;
