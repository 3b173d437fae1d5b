import { loggedOut, safeStorage, type HostState } from '@host/sdk';
import { accountsEvents } from '../../../account/contract/index.ts';
import type { Action } from 'redux';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, flush, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { couponSettingsActions } from '../coupon/couponSettings.ts';
import { loadCouponReducer } from '../coupon/loadCouponReducer.ts';
import { couponActions } from '../coupon/couponSlice.ts';
import type { CouponState } from '../coupon/couponState.ts';
import { initialCouponState } from '../coupon/initialCouponState.ts';
import { afterNextPaint } from '../afterNextPaint.ts';
import { favoritesRestored } from '../favorites/favoritesSlice.ts';
import { selectSports } from '../sportsSelectors.ts';
import { isCouponChange } from './couponFlowActions.ts';
import { COUPON_SETTINGS_STORAGE_KEY } from './couponStorageKeys.ts';

interface CouponWorkflow {
  jobs: ReadonlyArray<() => Generator>;
  requestJobs: typeof import('./couponRequests.ts').couponRequestJobs;
}
/**
 * Placing, prices, limits, storage and the maths behind them load with the coupon's first use, not with every page;
 * the coupon reducer loads beside them, since the workflow puts coupon events.
 */
export const couponWorkflow = (): Promise<CouponWorkflow> =>
  Promise.all([loadCouponReducer(), import(/* webpackChunkName: "workflow" */ './couponWorkflow.ts'), import(/* webpackChunkName: "workflow" */ './couponRequests.ts')]).then(([, workflow, requests]) => ({
    jobs: workflow.COUPON_JOBS,
    requestJobs: requests.couponRequestJobs,
  }));

/**
 * Another account now pays (second document, accounts): the stake typed for the old one is cleared (amount 0, an
 * empty field) rather than carried over into another currency.
 */
export function* clearStakeOnAccountChange() {
  yield takeEvery(accountsEvents.activeChanged.match, function* () {
    // A coupon event goes to the coupon reducer: it is in first (at once when a tap or a restored coupon loaded it).
    yield call(loadCouponReducer);
    yield put(couponActions.stakeCleared());
  });
}

/** Logout clears the one-click setting (first document 2.10). */
function* disableOneClickOnLogout() {
  yield takeEvery(loggedOut.match, function* () {
    yield call(loadCouponReducer);
    yield put(couponSettingsActions.oneClickDisabled());
  });
}

/** What the prepare step dispatches on every visit: the saved state put back, nothing for the workflow to do. */
const RESTORED_ON_EVERY_VISIT: ReadonlySet<string> = new Set([favoritesRestored.type, 'couponSettings/loaded']);
const isFirstUse = (action: Action) => isCouponChange(action) && !RESTORED_ON_EVERY_VISIT.has(action.type);
const couponHoldsBets = (state: HostState) => selectSports(state).coupon.bets.length > 0;

const selectCouponSettings = (state: HostState) => selectSports(state).coupon.settings;

/**
 * The coupon's settings are saved the moment they change, here rather than with the workflow's saving: a setting
 * chosen just before a reload (or a sign-in that reloads) survives even when the workflow's chunk has not arrived.
 * The sagas themselves load after the first render, so a setting changed before that is saved when they start.
 */
export function* saveSettingsOnChange() {
  const storage = safeStorage('localStorage');
  let saved = storage.getItem(COUPON_SETTINGS_STORAGE_KEY);
  function* saveChanged() {
    const settings: CouponState['settings'] = yield select(selectCouponSettings);
    // Settings no one changed are the defaults: there is nothing to keep.
    if (settings === initialCouponState.settings) return;
    const text = JSON.stringify(settings);
    if (text === saved) return;
    saved = text;
    storage.setItem(COUPON_SETTINGS_STORAGE_KEY, text);
  }
  yield call(saveChanged);
  // What a visit restored is stored already.
  yield takeEvery((action: Action) => isCouponChange(action) && !RESTORED_ON_EVERY_VISIT.has(action.type), saveChanged);
}

/**
 * Starts the coupon's workflow at its first use (a bet, a restored coupon, a setting, a favorite, a request from the
 * slip). What comes while it loads waits in a buffer and is answered once it is there. A workflow that fails to
 * load is tried again at the next use; the requests of the failed try are dropped, so a bet is never placed long
 * after its tap.
 */
function* workflowOnFirstUse() {
  const pending: Channel<Action> = yield actionChannel(isFirstUse, buffers.expanding());
  const restored: boolean = yield select(couponHoldsBets);
  let waiting: Action[] = restored ? [] : [yield take(pending)];
  // The first tap's frame shows the selected price; starting the jobs (and the chunks they fetch) can wait for it.
  if (!restored) yield call(afterNextPaint);
  for (;;) {
    try {
      const workflow: CouponWorkflow = yield call(couponWorkflow);
      // Flushing and starting the jobs happen in one step, so no action is missed or seen twice. `yield*` forks
      // them from this task: a `call` would wait for jobs that never end.
      const later: Action[] = yield flush(pending);
      pending.close();
      yield* isolatedJobs(workflow.jobs);
      yield* isolatedJobs(workflow.requestJobs([...waiting, ...later]));
      return;
    } catch (error) {
      console.error('[sports] the coupon workflow failed to load', error);
      yield flush(pending);
      waiting = [yield take(pending)];
    }
  }
}

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

/** Boot: the jobs that must see every visit, and the hand-off to the workflow at the coupon's first use. */
export function* couponSaga() {
  yield call(isolatedJobs, [saveSettingsOnChange, clearStakeOnAccountChange, disableOneClickOnLogout, workflowOnFirstUse]);
}
