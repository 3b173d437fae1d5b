import { getOptionalService, loggedOut, selectIsAuthenticated } from '@host/sdk';
import { sessionService } from '../../../account/contract/index.ts';
import { call, delay, fork, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { Limit } from '../../schemas/limits.ts';
import { remainingSessionLimit } from '../limitRules.ts';
import { LIMIT_STATE, LIMIT_TYPE, SESSION_PING_INTERVAL_MS } from '../limitsConstants.ts';
import { selectLimits } from '../limitsSelectors.ts';
import { limitsLoaded, limitsRefreshRequested, realityCheckAnswered, realityCheckDue, sessionLimitEnded } from '../limitsSlice.ts';
import { autoLogoffSaga } from './autoLogoffSaga.ts';
import { untilBackOnPage, watchVisibility } from './awayFromPage.ts';
import { isRealityCheckTimerSet, realityCheckOutcome } from './sessionSafetyRules.ts';

type LimitsApi = typeof import('../api/limitsApi.ts');
const limitsApi = (): Promise<LimitsApi> => import('../api/limitsApi.ts');

function* activeLimitOf(limitType: number): Generator<unknown, Limit | null, Limit[]> {
  const limits = yield select(selectLimits);
  return limits.find((limit) => limit.limitType === limitType && limit.limitState === LIMIT_STATE.active) ?? null;
}

/**
 * While a session limit runs: POST ping every 30 s (sooner when less is left), until the server says it has ended;
 * then the permanent error (closing it logs the player out). The pings pause once the page has been hidden for 30 s
 * (the server keeps counting) and resume when it is seen again. Starts over with each fresh read of the limits.
 */
function* followSessionLimit() {
  const session: Limit | null = yield call(activeLimitOf, LIMIT_TYPE.sessionLimit);
  let remaining = session ? remainingSessionLimit(session) : null;
  while (remaining !== null) {
    if (remaining === 0) {
      yield put(sessionLimitEnded());
      return;
    }
    yield delay(Math.min(SESSION_PING_INTERVAL_MS, remaining * 1000));
    yield call(untilBackOnPage);
    try {
      const api: LimitsApi = yield call(limitsApi);
      const reply: { limitBalance: number; ended: boolean } = yield call(api.ping);
      remaining = reply.ended ? 0 : Math.max(0, reply.limitBalance);
    } catch (error) {
      console.warn('[limits] session ping failed', error);
    }
  }
}

function* signOut() {
  const session = yield* getOptionalService(sessionService);
  if (session) yield call([session, session.signOut]);
}

function* realityCheckMinutes() {
  const signedIn: boolean = yield select(selectIsAuthenticated);
  const check: Limit | null = yield call(activeLimitOf, LIMIT_TYPE.realityCheck);
  const minutes = check?.limitValue ?? null;
  return isRealityCheckTimerSet(signedIn, minutes) ? minutes : null;
}

/**
 * The reality check (first document 4.3): after the player's minutes an alert offers continue, log out or nothing.
 * Continue without keeping the session reads the limits again and starts the timer over; keeping it shows no more
 * alerts this session; log out disconnects. Each answer is reported with do_not_show_again and popup_show_at.
 * A fresh read of the limits (every 5 minutes at least) may change the minutes, never the start of the timer.
 */
function* realityCheckTimer() {
  let since = Date.now();
  while (true) {
    const minutes: number | null = yield call(realityCheckMinutes);
    if (minutes === null) {
      yield take(limitsLoaded.match);
      since = Date.now();
      continue;
    }
    const { due } = yield race({ due: delay(Math.max(0, since + minutes * 60_000 - Date.now())), reread: take(limitsLoaded.match) });
    if (!due) continue;
    const shownAtS = Math.floor(Date.now() / 1000);
    yield put(realityCheckDue({ shownAtS }));
    const { action, keepSession }: ReturnType<typeof realityCheckAnswered> = yield take(realityCheckAnswered.match);
    // The next five minutes count from the answer, not from when the report reached the server.
    since = Date.now();
    const outcome = realityCheckOutcome(action, keepSession, shownAtS);
    try {
      const api: LimitsApi = yield call(limitsApi);
      yield call(api.reportRealityCheck, outcome.report);
    } catch (error) {
      console.warn('[limits] the reality-check answer failed to send', error);
    }
    if (outcome.logOut) yield call(signOut);
    // Kept (or logged out): no more alerts until the next sign-in.
    if (outcome.logOut || keepSession) {
      yield take(loggedOut.match);
      since = Date.now();
    }
    if (outcome.restartTimer) yield put(limitsRefreshRequested());
  }
}

/** Session safety: the session limit, the reality check and auto logoff, for the signed-in player. */
export function* sessionSafetySaga() {
  watchVisibility();
  yield fork(realityCheckTimer);
  yield fork(autoLogoffSaga);
  yield takeLatest(limitsLoaded.match, followSessionLimit);
}
