import {
  accountsEvents,
  accountsService,
  getOptionalService,
  HttpError,
  loggedOut,
  notifyResults,
  openModal,
  safeStorage,
  selectIsAuthenticated,
  showNotification,
  type Account,
  type HostState,
} from '@host/sdk';
import type { EventChannel } from 'redux-saga';
import { eventChannel } from 'redux-saga';
import { all, call, debounce, delay, fork, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';

import type { CouponSubmission } from '../api/couponApi.ts';
import { COUPON_TYPE } from '../coupon/couponConstants.ts';
import { selectAmount, selectCanPlace } from '../coupon/couponSelectors.ts';
import { couponSettingsActions } from '../coupon/couponSettings.ts';
import { couponActions, type CouponState } from '../coupon/couponSlice.ts';
import { serializeCoupon } from '../coupon/couponStorage.ts';
import { selectSports, sportsRootSelector, type SportsRoot } from '../sportsSelectors.ts';
import type { SportsState } from '../sportsSlice.ts';
import { expressDayRequested, loadByCodeRequested, oneClickBetRequested, placeClicked, saveRequested, savedWithCode } from './couponFlowActions.ts';
import { COUPON_SETTINGS_STORAGE_KEY, COUPON_STORAGE_KEY, FAVORITES_STORAGE_KEY } from './couponStorageKeys.ts';
import { placeFailureOf } from './placeFailureOf.ts';

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
 * Saves the coupon (spec 3.1: bets, addedAtByBetId, typeId, systemValue), its settings and favorites as they
 * change: shortly after a change, or at once when the page is left (a reload keeps a bet added just before).
 */
function* persist() {
  const storage = safeStorage('localStorage');
  const leaving: EventChannel<true> = yield call(pageHideChannel);
  let savedCoupon = '';
  let savedFavorites = '';
  let savedSettings = '';
  for (;;) {
    yield take((action: { type: string }) => /^(coupon|couponSettings|favorites)\//.test(action.type));
    yield race({ wait: delay(PERSIST_DELAY_MS), leaving: take(leaving) });
    const state: SportsState = yield select(sports);
    const nextCoupon = serializeCoupon(state.coupon);
    if (nextCoupon !== savedCoupon) {
      savedCoupon = nextCoupon;
      if (state.coupon.bets.length === 0) storage.removeItem(COUPON_STORAGE_KEY);
      else storage.setItem(COUPON_STORAGE_KEY, nextCoupon);
    }
    const nextSettings = JSON.stringify(state.coupon.settings);
    if (nextSettings !== savedSettings) {
      savedSettings = nextSettings;
      storage.setItem(COUPON_SETTINGS_STORAGE_KEY, nextSettings);
    }
    const nextFavorites = JSON.stringify(state.favorites);
    if (nextFavorites !== savedFavorites) {
      savedFavorites = nextFavorites;
      storage.setItem(FAVORITES_STORAGE_KEY, nextFavorites);
    }
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
      yield race({ wait: delay(wait), changed: take(['coupon/betAdded', 'coupon/loaded']) });
    }
  } finally {
    visible.close();
  }
}

const ACCOUNTS_WAIT_MS = 5_000;

/**
 * Another account now pays (second document, accounts): the stake typed for the old one is cleared (amount 0, an
 * empty field) rather than carried over into another currency.
 */
export function* clearStakeOnAccountChange() {
  yield takeEvery(accountsEvents.activeChanged.match, function* () {
    yield put(couponActions.amountChanged(0));
  });
}

/** Logout clears the one-click setting (first document 2.10). */
function* disableOneClickOnLogout() {
  yield takeEvery(loggedOut.match, function* () {
    yield put(couponSettingsActions.oneClickDisabled());
  });
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

function submissionOf(state: CouponState, amount: number, accountId: string, requestId: string): CouponSubmission {
  return {
    requestId,
    accountId,
    typeId: state.typeId,
    systemValue: state.typeId === COUPON_TYPE.system ? state.systemValue : undefined,
    amount,
    bets: state.bets.map((bet) => ({ marketId: bet.market.id, coef: bet.previousCoef ?? bet.market.coef, isBanker: bet.isBanker || undefined })),
    changeCoefAction: state.settings.changeCoefAction,
    exactCoef: state.settings.exactCoef ?? undefined,
  };
}

/** Sends a coupon; on success the balance follows the server's, on failure the slip shows why. */
function* submit(requestId: string, submission: CouponSubmission) {
  yield put(couponActions.placeRequested(requestId));
  try {
    const api: CouponApi = yield call(couponApi);
    const reply: Awaited<ReturnType<CouponApi['placeCoupon']>> = yield call(api.placeCoupon, submission);
    yield put(couponActions.placeSucceeded(requestId, reply.coupon));
    const accounts = yield* getOptionalService(accountsService);
    accounts?.balanceReported(reply.balance.accountId, reply.balance.amount);
    accounts?.refresh();
    return true;
  } catch (error) {
    yield put(couponActions.placeFailed(requestId, placeFailureOf(error)));
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

function* place() {
  const account: Account | null = yield call(signedInAccount);
  if (!account) return;
  const root: SportsRoot = yield call(sportsRoot);
  const canPlace = selectCanPlace(root);
  if (!canPlace.ok) return;
  const state = root.coupon;
  const amount = selectAmount(root);
  const requestId = crypto.randomUUID();
  yield call(submit, requestId, submissionOf(state, amount, account.id, requestId));
}

/**
 * One-click betting: a tap places a single on that outcome with the one-click stake, without touching the coupon.
 * The result is a notification; a refused one says why.
 */
function* placeOneClick({ market }: ReturnType<typeof oneClickBetRequested>) {
  const account: Account | null = yield call(signedInAccount);
  if (!account) return;
  const root: SportsRoot = yield call(sportsRoot);
  const state = root.coupon;
  const couponAmount = selectAmount(root);
  const amount = (account.kind === 'bonus' ? state.settings.bonusAccountOneClickAmount : state.settings.oneClickAmount) ?? couponAmount;
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
    const failure = placeFailureOf(error);
    yield put(showNotification({ kind: 'error', messageKey: `sports:place_error_${failure.code}`, text: failure.message }));
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
    yield all(notifyResults([{ ok: false, message: error instanceof Error ? error.message : undefined }]).map((action) => put(action)));
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

/** The `coupon` config group (stake steps, limits' coupon types, bonuses); its validator loads off the boot path. */
function* applyConfig() {
  const { couponConfigOf }: typeof import('./couponConfigOf.ts') = yield call(() => import('./couponConfigOf.ts'));
  const config: ReturnType<typeof couponConfigOf> = yield select(couponConfigOf);
  yield put(couponActions.configChanged(config));
}

/** What changes the stake limits: the selections, the type, or the account that pays. */
const LIMITS_TRIGGERS = ['coupon/betAdded', 'coupon/betRemoved', 'coupon/loaded', 'coupon/typeChanged', 'coupon/systemValueChanged', 'coupon/bankerToggled', accountsEvents.loaded.type];

/** The coupon's background jobs and request handlers, each started on its own by couponSaga. */
export const COUPON_JOBS = [
  applyConfig,
  persist,
  refreshPrices,
  clearStakeOnAccountChange,
  disableOneClickOnLogout,
  function* limitsFollowCoupon() {
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

/**
 * Starts every job of the coupon in its own task, each in its own try/catch: one that fails (a chunk that does not
 * load, a storage quota error) is logged and leaves the others running, since an error caught inside a forked task
 * never reaches its parent. They stay attached, so the plugin's deactivation still cancels them all.
 */
export function* isolatedJobs(jobs: ReadonlyArray<() => Generator>, log = (job: string, error: unknown) => console.error(`[sports] coupon job ${job} failed`, error)) {
  for (const job of jobs) {
    yield fork(function* isolated() {
      try {
        yield call(job);
      } catch (error) {
        log(job.name, error);
      }
    });
  }
}

export function* couponSaga() {
  yield call(isolatedJobs, COUPON_JOBS);
}

