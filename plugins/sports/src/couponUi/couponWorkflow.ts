import { getOptionalService, HttpError, notifyResults, openModal, safeStorage, selectIsAuthenticated, showNotification, type HostState } from '@host/sdk';
import { ACCOUNT_TYPE, accountsEvents, accountsService, type Account } from '../../../account/contract/index.ts';
import { analyticsService } from '../../../analytics/contract/index.ts';
import { limitsService } from '../../../limits/contract/index.ts';
import type { Action } from 'redux';
import type { EventChannel } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { all, call, debounce, delay, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';

import type { PlaceCouponRequest } from '../../schemas/sports.ts';
import { afterNextPaint } from '../afterNextPaint.ts';
import { COUPON_TYPE } from '../coupon/couponConstants.ts';
import { selectAmount, selectCanPlace } from '../coupon/couponSelectors.ts';
import { couponActions, type CouponState, type PlaceErrorCode } from '../coupon/couponSlice.ts';
import { serializeCoupon } from '../coupon/couponStorage.ts';
import { couponSubmission } from '../coupon/couponSubmission.ts';
import { sportsRootSelector, type SportsRoot } from '../sportsRootSelector.ts';
import { selectSports } from '../sportsSelectors.ts';
import type { SportsState } from '../sportsSlice.ts';
import {
  expressDayRequested,
  isCouponChange,
  loadByCodeRequested,
  oneClickBetRequested,
  placeClicked,
  saveRequested,
  savedWithCode,
} from './couponFlowActions.ts';
import { COUPON_STORAGE_KEY, FAVORITES_STORAGE_KEY } from './couponStorageKeys.ts';
import { couponConfigOf } from './couponConfigOf.ts';
import { placeFailureOf } from './placeFailureOf.ts';
import { SPORTS_AREA } from './useSportsClosedReason.ts';

/** Prices of live selections move every few seconds; line prices rarely (spec 9: live 2 s, line up to 15 s). */
export const COUPON_PRICES_LIVE_MS = 2_000;
export const COUPON_PRICES_LINE_MS = 15_000;
const LIMITS_DEBOUNCE_MS = 300;

type CouponApi = typeof import('../api/couponApi.ts');
type SportsApi = typeof import('../api/sportsApi.ts');
/** The API modules carry their generated validators (tens of KiB): they load with the first call, not at boot. */
const couponApi = (): Promise<CouponApi> => import('../api/couponApi.ts');
const sportsApi = (): Promise<SportsApi> => import('../api/sportsApi.ts');

const sports = (state: HostState): SportsState => selectSports(state);
const coupon = (state: HostState): CouponState => selectSports(state).coupon;

/** The account that pays, read from the accounts service where it is used (no copy); null without one. */
function* payingAccount() {
  const accounts = yield* getOptionalService(accountsService);
  if (!accounts) return null;
  const account: Account | null = yield select(accounts.selectActiveAccount);
  return account;
}

/** The slice with the paying account, for the coupon selectors. */
function* sportsRoot() {
  const accounts = yield* getOptionalService(accountsService);
  const root: SportsRoot = yield select(sportsRootSelector(accounts));
  return root;
}

/** Asks the accounts' provider for fresh ones (after a bet); nothing to ask without one. */
function* refreshAccounts() {
  const accounts = yield* getOptionalService(accountsService);
  accounts?.refresh();
}

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

const ACCOUNTS_WAIT_MS = 5_000;

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

/**
 * Failures one-click bets word themselves: the slip's words speak of the coupon (it is kept), or of the amount a
 * limit leaves, which a notification cannot carry.
 */
const ONE_CLICK_OWN_TEXT: readonly PlaceErrorCode[] = ['network', 'unconfirmed', 'unknown', 'wagering_limit_exceeded', 'loss_limit_exceeded'];

/**
 * A failed placement for the bettor (dictionary texts only) and for developers (the error itself, in the log). A
 * reply that could not be read may hide a placed bet, so the balance is asked for again.
 */
function* placeFailed(error: unknown) {
  console.warn('[sports] placing a coupon failed', error);
  const failure = placeFailureOf(error);
  if (failure.code === 'unconfirmed') yield call(refreshAccounts);
  return failure;
}

/** Sends a coupon; on success the balance follows the server's, on failure the slip shows why. */
function* submit(requestId: string, submission: PlaceCouponRequest) {
  yield put(couponActions.placeRequested(requestId));
  try {
    const api: CouponApi = yield call(couponApi);
    const reply: Awaited<ReturnType<CouponApi['placeCoupon']>> = yield call(api.placeCoupon, submission);
    yield put(couponActions.placeSucceeded(requestId, reply.coupon));
    const analytics = yield* getOptionalService(analyticsService);
    analytics?.betPlaced({ couponTypeId: submission.typeId, betsCount: submission.bets.length, amount: submission.amount, currency: reply.balance.currency });
    const accounts = yield* getOptionalService(accountsService);
    accounts?.balanceReported(reply.balance.accountId, reply.balance.amount);
    accounts?.refresh();
    return true;
  } catch (error) {
    const failure: ReturnType<typeof placeFailureOf> = yield call(placeFailed, error);
    yield put(couponActions.placeFailed(requestId, failure));
    return false;
  }
}

/** A visitor who tries to place a bet is asked to sign in first. */
function* signedInAccount() {
  const signedIn: boolean = yield select(selectIsAuthenticated);
  if (!signedIn) {
    yield put(openModal('login'));
    return null;
  }
  const known: Account | null = yield call(payingAccount);
  if (known) return known;
  yield call(refreshAccounts);
  yield race({ loaded: take(accountsEvents.loaded.match), timeout: delay(ACCOUNTS_WAIT_MS) });
  const loaded: Account | null = yield call(payingAccount);
  return loaded;
}

/** Whether the limits service closes sports betting now (self-exclusion, time-out); open without a limits plugin. */
function* sportsAreaClosed() {
  const limits = yield* getOptionalService(limitsService);
  if (!limits) return false;
  const open: boolean = yield select((state: HostState) => limits.isAreaOpen(state, SPORTS_AREA));
  return !open;
}

function* place() {
  const account: Account | null = yield call(signedInAccount);
  if (!account) return;
  const root: SportsRoot = yield call(sportsRoot);
  const canPlace = selectCanPlace(root);
  if (!canPlace.ok) return;
  const requestId = crypto.randomUUID();
  if ((yield call(sportsAreaClosed)) as boolean) {
    yield put(couponActions.placeFailed(requestId, { code: 'gambling_restricted' }));
    return;
  }
  yield call(submit, requestId, couponSubmission(root, account.id, requestId));
}

/**
 * One-click betting: a tap places a single on that outcome with the one-click stake, without touching the coupon.
 * The result is a notification; a refused one says why.
 */
function* placeOneClick({ market }: ReturnType<typeof oneClickBetRequested>) {
  const account: Account | null = yield call(signedInAccount);
  if (!account) return;
  if ((yield call(sportsAreaClosed)) as boolean) {
    yield put(showNotification({ kind: 'error', messageKey: 'sports:place_error_gambling_restricted' }));
    return;
  }
  const root: SportsRoot = yield call(sportsRoot);
  const state = root.coupon;
  const couponAmount = selectAmount(root);
  const amount = (account.type === ACCOUNT_TYPE.bonus ? state.settings.bonusAccountOneClickAmount : state.settings.oneClickAmount) ?? couponAmount;
  const requestId = crypto.randomUUID();
  try {
    const api: CouponApi = yield call(couponApi);
    yield call(api.placeCoupon, {
      requestId,
      accountId: account.id,
      typeId: COUPON_TYPE.single,
      amount,
      bets: [{ marketId: market.id, coef: market.coef }],
      changeCoefAction: state.settings.changeCoefAction,
    });
    yield put(showNotification({ kind: 'success', messageKey: 'sports:one_click_placed' }));
    yield call(refreshAccounts);
  } catch (error) {
    const failure: ReturnType<typeof placeFailureOf> = yield call(placeFailed, error);
    const prefix = ONE_CLICK_OWN_TEXT.includes(failure.code) ? 'one_click_error' : 'place_error';
    yield put(showNotification({ kind: 'error', messageKey: `sports:${prefix}_${failure.code}` }));
  }
}

function* save() {
  const state: CouponState = yield select(coupon);
  if (state.bets.length === 0) return;
  try {
    const api: CouponApi = yield call(couponApi);
    const reply: { code: string } = yield call(api.saveCoupon, {
      typeId: state.typeId,
      systemValue: state.typeId === COUPON_TYPE.system ? state.systemValue : undefined,
      marketIds: state.bets.map((bet) => bet.market.id),
    });
    yield put(savedWithCode({ code: reply.code }));
  } catch (error) {
    console.warn('[sports] saving the coupon failed', error);
    yield all(notifyResults([{ ok: false }]).map((action) => put(action)));
  }
}

/** Load by code (spec 5: only through the `load` query of the coupon page). */
function* loadByCode({ code }: ReturnType<typeof loadByCodeRequested>) {
  try {
    const api: CouponApi = yield call(couponApi);
    const saved: Awaited<ReturnType<CouponApi['loadCoupon']>> = yield call(api.loadCoupon, code);
    yield put(couponActions.loadedFromCode(saved, Date.now()));
  } catch (error) {
    const notFound = error instanceof HttpError && error.status === 404;
    yield put(showNotification({ kind: 'error', messageKey: notFound ? 'sports:load_code_unknown' : 'sports:load_code_failed' }));
  }
}

function* loadExpressDay() {
  try {
    const api: SportsApi = yield call(sportsApi);
    const express: Awaited<ReturnType<SportsApi['fetchExpressDay']>> = yield call(api.fetchExpressDay);
    yield put(couponActions.loadedExpressDay(express, Date.now()));
  } catch (error) {
    console.warn('[sports] express of the day failed to load', error);
    yield put(showNotification({ kind: 'error', messageKey: 'sports:events_load_error' }));
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
 * The coupon's background jobs and request handlers, each started on its own by couponSaga at the coupon's first
 * use; that use changed the coupon, so each job first catches up with the state as it is.
 */
export const COUPON_JOBS = [
  applyConfig,
  persist,
  refreshPrices,
  function* limitsFollowCoupon() {
    yield call(loadLimits);
    yield debounce(LIMITS_DEBOUNCE_MS, LIMITS_TRIGGERS, loadLimits);
  },
  function* placing() {
    yield takeLatest(placeClicked.match, place);
    yield takeEvery(oneClickBetRequested.match, placeOneClick);
  },
  function* savingAndLoading() {
    yield takeLatest(saveRequested.match, save);
    yield takeLatest(loadByCodeRequested.match, loadByCode);
    yield takeLatest(expressDayRequested.match, loadExpressDay);
  },
];


/** The requests that came while this module loaded, answered as their handlers in COUPON_JOBS would have. */
export function* bufferedRequestHandled(action: Action) {
  if (placeClicked.match(action)) yield call(place);
  else if (oneClickBetRequested.match(action)) yield call(placeOneClick, action);
  else if (saveRequested.match(action)) yield call(save);
  else if (loadByCodeRequested.match(action)) yield call(loadByCode, action);
  else if (expressDayRequested.match(action)) yield call(loadExpressDay);
}
