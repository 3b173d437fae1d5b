import { getOptionalService, HttpError, notifyResults, openModal, parseCookies, selectIsAuthenticated, selectUserId, showNotification, type HostState } from '@host/sdk';
import { ACCOUNT_TYPE, accountsEvents, accountsService, REFERRAL_VALUE_PATTERN, REFERRER_COOKIE, type Account } from '../../../account/contract/index.ts';
import { analyticsService } from '../../../analytics/contract/index.ts';
import { limitsService } from '../../../limits/contract/index.ts';
import type { Action } from 'redux';
import { all, call, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { CouponMarket, PlaceCouponRequest } from '../../schemas/sports.ts';
import { couponApi, sportsApi, type CouponApi, type SportsApi } from '../api/lazyApis.ts';
import { COUPON_TYPE, type CouponTypeId } from '../coupon/couponConstants.ts';
import { selectAmount, selectCanPlace } from '../coupon/couponSelectors.ts';
import { couponActions, type CouponState, type PlaceErrorCode } from '../coupon/couponSlice.ts';
import { couponSubmission, type CouponPlacer } from '../coupon/couponSubmission.ts';
import { loadOddsFormats, type OddsFormats } from '../odds/loadOddsFormats.ts';
import { ODDS_FORMAT, oddsFormatIdOf } from '../odds/oddsFormatIds.ts';
import { shownOddsFormatter } from '../odds/shownOdds.ts';
import type { SportsRoot } from '../sportsRootSelector.ts';
import { selectSports } from '../sportsSelectors.ts';
import { expressDayRequested, loadByCodeRequested, oneClickBetRequested, placeClicked, receiptShareRequested, saveRequested, savedWithCode } from './couponFlowActions.ts';
import { payingAccount, refreshAccounts, sportsRoot } from './payingAccount.ts';
import { placeFailureOf } from './placeFailureOf.ts';
import { SPORTS_AREA } from './useSportsClosedReason.ts';

const coupon = (state: HostState): CouponState => selectSports(state).coupon;

const ACCOUNTS_WAIT_MS = 5_000;

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

/** The affiliate the referral cookie names, when it holds a value a partner's link may carry; else null. */
export function referrerOf(cookies: string): string | null {
  const value = parseCookies(cookies)[REFERRER_COOKIE];
  return value !== undefined && REFERRAL_VALUE_PATTERN.test(value) ? value : null;
}

/** Who places a coupon now: the signed-in player and their referrer; null once signed out. */
function* couponPlacer() {
  const userId: string | null = yield select(selectUserId);
  return userId === null ? null : { userId, refId: referrerOf(document.cookie) };
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
  const placer: CouponPlacer | null = yield call(couponPlacer);
  if (!placer) return;
  const formatId = oddsFormatIdOf(root.preferences.coefViewId);
  const formats: OddsFormats | null = formatId === ODDS_FORMAT.decimal ? null : yield call(loadOddsFormats);
  yield call(submit, requestId, couponSubmission(root, account.id, requestId, placer, shownOddsFormatter(formatId, formats?.formatOdds ?? null)));
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
  const placer: CouponPlacer | null = yield call(couponPlacer);
  if (!placer) return;
  const requestId = crypto.randomUUID();
  try {
    const api: CouponApi = yield call(couponApi);
    yield call(api.placeCoupon, {
      requestId,
      accountId: account.id,
      userId: placer.userId,
      ...(placer.refId ? { refId: placer.refId } : {}),
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

/** Saves selections under a code that the coupon page's `?load=` brings back (spec 5). */
function* saveSelections(typeId: CouponTypeId, systemValue: number | undefined, bets: ReadonlyArray<{ market: CouponMarket }>) {
  if (bets.length === 0) return;
  try {
    const api: CouponApi = yield call(couponApi);
    const reply: { code: string } = yield call(api.saveCoupon, {
      typeId,
      systemValue: typeId === COUPON_TYPE.system ? systemValue : undefined,
      marketIds: bets.map((bet) => bet.market.id),
    });
    yield put(savedWithCode({ code: reply.code }));
  } catch (error) {
    console.warn('[sports] saving the coupon failed', error);
    yield all(notifyResults([{ ok: false }]).map((action) => put(action)));
  }
}

function* save() {
  const state: CouponState = yield select(coupon);
  yield* saveSelections(state.typeId, state.systemValue, state.bets);
}

function* shareReceipt() {
  const placed: CouponState['lastPlacedCoupon'] = yield select((state: HostState) => coupon(state).lastPlacedCoupon);
  if (placed) yield* saveSelections(placed.typeId, placed.systemValue, placed.bets);
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

/**
 * What the slip asks of the sagas, each with its handler and how repeats are answered: the newest only (a second tap
 * on Place while the first is on its way replaces it), or every one (each one-click tap is its own bet).
 */
interface CouponRequest {
  matches: (action: Action) => boolean;
  answer: (action: Action) => Generator;
  answersEvery: boolean;
}

function request<A extends Action>(matches: (action: Action) => action is A, answer: (action: A) => Generator, answersEvery = false): CouponRequest {
  return {
    matches,
    answer: function* answerMatched(action) {
      if (matches(action)) yield* answer(action);
    },
    answersEvery,
  };
}

const COUPON_REQUESTS: readonly CouponRequest[] = [
  request(placeClicked.match, place),
  request(oneClickBetRequested.match, placeOneClick, true),
  request(saveRequested.match, save),
  request(receiptShareRequested.match, shareReceipt),
  request(loadByCodeRequested.match, loadByCode),
  request(expressDayRequested.match, loadExpressDay),
];

/**
 * One job per request, started by couponSaga at the coupon's first use with the requests that came while this
 * module loaded: those are answered by the same rule as the ones that follow (the newest, or every one).
 */
export function couponRequestJobs(cameWhileLoading: readonly Action[]): Array<() => Generator> {
  return COUPON_REQUESTS.map(({ matches, answer, answersEvery }) =>
    function* answering() {
      const waiting = cameWhileLoading.filter(matches);
      for (const action of answersEvery ? waiting : waiting.slice(-1)) yield fork(answer, action);
      yield (answersEvery ? takeEvery : takeLatest)(matches, answer);
    },
  );
}
