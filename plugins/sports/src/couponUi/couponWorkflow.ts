import { safeStorage, type HostState } from '@host/sdk';
import { accountsEvents, type Account } from '../../../account/contract/index.ts';
import type { Action } from 'redux';
import type { EventChannel } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { call, debounce, delay, put, race, select, take } from 'redux-saga/effects';
import { couponApi, type CouponApi } from '../api/lazyApis.ts';
import { afterNextPaint } from '../afterNextPaint.ts';
import { COUPON_TYPE } from '../coupon/couponConstants.ts';
import { couponActions, type CouponState } from '../coupon/couponSlice.ts';
import { serializeCoupon } from '../coupon/couponStorage.ts';
import { selectSports } from '../sportsSelectors.ts';
import type { SportsState } from '../sportsSlice.ts';
import { isCouponChange } from './couponFlowActions.ts';
import { COUPON_STORAGE_KEY, FAVORITES_STORAGE_KEY } from './couponStorageKeys.ts';
import { couponConfigOf } from './couponConfigOf.ts';
import { payingAccount } from './payingAccount.ts';

/** Prices of live selections move every few seconds; line prices rarely (spec 9: live 2 s, line up to 15 s). */
export const COUPON_PRICES_LIVE_MS = 2_000;
export const COUPON_PRICES_LINE_MS = 15_000;
const LIMITS_DEBOUNCE_MS = 300;

const sports = (state: HostState): SportsState => selectSports(state);
const coupon = (state: HostState): CouponState => selectSports(state).coupon;

function visibleChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const onChange = () => document.visibilityState === 'visible' && emit(true);
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}

/** Storage writes wait this long after a change, so a tap on a price does not pay for them (INP). */
const PERSIST_DELAY_MS = 150;

function pageHideChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const onHide = () => emit(true);
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  });
}

/**
 * Saves the coupon (spec 3.1: bets, addedAtByBetId, typeId, systemValue) and favorites as they change (the settings are
 * saved at once, by couponSaga): shortly after a change, or at once when the page is left (a reload keeps a bet added
 * just before). It starts on a change (the coupon's first use), so it saves first.
 */
function* persist() {
  const storage = safeStorage('localStorage');
  const leaving: EventChannel<true> = yield call(pageHideChannel);
  let savedCoupon = '';
  let savedFavorites = '';
  for (;;) {
    yield race({ wait: delay(PERSIST_DELAY_MS), leaving: take(leaving) });
    const state: SportsState = yield select(sports);
    const nextCoupon = serializeCoupon(state.coupon);
    if (nextCoupon !== savedCoupon) {
      savedCoupon = nextCoupon;
      if (state.coupon.bets.length === 0) storage.removeItem(COUPON_STORAGE_KEY);
      else storage.setItem(COUPON_STORAGE_KEY, nextCoupon);
    }
    const nextFavorites = JSON.stringify(state.favorites);
    if (nextFavorites !== savedFavorites) {
      savedFavorites = nextFavorites;
      storage.setItem(FAVORITES_STORAGE_KEY, nextFavorites);
    }
    yield take(isCouponChange);
  }
}

/** Keeps the coupon's prices, blocks and scores current while it has selections and the page is visible. */
function* refreshPrices() {
  const visible: EventChannel<true> = yield call(visibleChannel);
  try {
    for (;;) {
      const bets: CouponState['bets'] = yield select((state: HostState) => coupon(state).bets);
      if (bets.length === 0) {
        yield take(['coupon/betAdded', 'coupon/loaded']);
        yield call(afterNextPaint);
        continue;
      }
      if (document.visibilityState === 'hidden') {
        yield take(visible);
        continue;
      }
      try {
        const api: CouponApi = yield call(couponApi);
        const states: Awaited<ReturnType<CouponApi['fetchMarketStates']>> = yield call(api.fetchMarketStates, bets.map((bet) => bet.market.id));
        yield put(couponActions.pricesUpdated(states));
      } catch (error) {
        console.warn('[sports] coupon prices failed to refresh', error);
      }
      const wait = bets.some((bet) => bet.market.isLive) ? COUPON_PRICES_LIVE_MS : COUPON_PRICES_LINE_MS;
      const { changed }: { changed?: Action } = yield race({ wait: delay(wait), changed: take(['coupon/betAdded', 'coupon/loaded']) });
      // A tap that added a bet paints its selected price before the request goes out (INP).
      if (changed) yield call(afterNextPaint);
    }
  } finally {
    visible.close();
  }
}

/** Stake limits for this coupon in the account's currency, after the selections or the type settle for a moment. */
function* loadLimits() {
  const state: CouponState = yield select(coupon);
  const account: Account | null = yield call(payingAccount);
  if (state.bets.length === 0 || !account) return;
  try {
    const api: CouponApi = yield call(couponApi);
    const limits: Awaited<ReturnType<CouponApi['fetchStakeLimits']>> = yield call(api.fetchStakeLimits, {
      typeId: state.typeId,
      systemValue: state.typeId === COUPON_TYPE.system ? state.systemValue : undefined,
      marketIds: state.bets.map((bet) => bet.market.id),
      accountId: account.id,
    });
    yield put(couponActions.limitsReceived(limits));
  } catch (error) {
    console.warn('[sports] stake limits failed to load', error);
  }
}

/** The `coupon` config group (stake steps, limits' coupon types, bonuses); its validator loads with the workflow. */
function* applyConfig() {
  const config: ReturnType<typeof couponConfigOf> = yield select(couponConfigOf);
  yield put(couponActions.configChanged(config));
}

/**
 * What changes the stake limits: the selections, the type, the account that pays, or a placed bet (it used some of
 * what the player's own limits leave).
 */
const LIMITS_TRIGGERS = [
  'coupon/betAdded',
  'coupon/betRemoved',
  'coupon/loaded',
  'coupon/typeChanged',
  'coupon/systemValueChanged',
  'coupon/bankerToggled',
  'coupon/placeSucceeded',
  accountsEvents.loaded.type,
];

/**
 * The coupon's background jobs, each started on its own by couponSaga at the coupon's first use (its requests are
 * couponRequests.ts'); that use changed the coupon, so each job first catches up with the state as it is.
 */
export const COUPON_JOBS = [
  applyConfig,
  persist,
  refreshPrices,
  function* limitsFollowCoupon() {
    yield call(loadLimits);
    yield debounce(LIMITS_DEBOUNCE_MS, LIMITS_TRIGGERS, loadLimits);
  },
];
