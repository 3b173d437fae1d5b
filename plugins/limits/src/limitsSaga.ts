import { notifyResults, selectIsAuthenticated, selectLanguage, showNotification, userIdentified, type HostState } from '@host/sdk';
import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, cancelled, delay, fork, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Limit, SaveLimitsReply } from '../schemas/limits.ts';
import { EXCLUSION_LIMIT_TYPES, REALITY_CHECK_REREAD_MS, EXCLUSION_START_CHECK_MS } from './limitsConstants.ts';
import { limitsRefusal } from './api/limitsRefusal.ts';
import { limitsConfigOf } from './limitsConfigOf.ts';
import { increaseStartsAt } from './limitRules.ts';
import type { LimitsSettings } from './limitsSettings.ts';
import { selectLimitsState } from './limitsSelectors.ts';
import { sessionSafetySaga } from './session/sessionSafetySaga.ts';
import {
  answersSubmitted,
  availableLimitsLoaded,
  clockTicked,
  limitActionRequested,
  limitsLoaded,
  limitsRefreshRequested,
  limitsSaveFinished,
  limitsSaveRequested,
  offerRequested,
  pendingRejected,
  selfExcludeReasonsLoaded,
  selfExclusionRequested,
} from './limitsSlice.ts';

type LimitsApi = typeof import('./api/limitsApi.ts');
/** The calls and their validators load with the first signed-in use. */
let loadedApi: Promise<LimitsApi> | null = null;
const limitsApi = (): Promise<LimitsApi> => (loadedApi ??= import('./api/limitsApi.ts'));

/** Tabs of the site tell each other that the limits changed, so a self-exclusion set in one closes the others at once. */
export const LIMITS_CHANNEL = 'limits';
const deviceNowS = () => Date.now() / 1000;

function* storeLimits(limits: Limit[], serverTime: number) {
  yield put(limitsLoaded({ limits, serverTime, deviceTime: deviceNowS() }));
}

/** Reads the signed-in player's limits; a failure is logged and the last known limits stay. */
export function* loadLimits() {
  const signedIn: boolean = yield select(selectIsAuthenticated);
  if (!signedIn) return;
  try {
    const api: LimitsApi = yield call(limitsApi);
    const lang: string = yield select(selectLanguage);
    const reply: Awaited<ReturnType<LimitsApi['fetchLimits']>> = yield call(api.fetchLimits, lang);
    yield call(storeLimits, reply.limits, reply.serverTime);
  } catch (error) {
    console.warn('[limits] limits failed to load', error);
  }
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(LIMITS_CHANNEL) : null;
}

/** Tells the other tabs to read the limits again. */
function announceChange() {
  const channel = openChannel();
  channel?.postMessage('changed');
  channel?.close();
}

function otherTabsChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    const channel = openChannel();
    if (!channel) return () => undefined;
    channel.onmessage = () => emit(true);
    return () => channel.close();
  });
}

function* followOtherTabs() {
  const channel: EventChannel<true> = yield call(otherTabsChannel);
  try {
    while (true) {
      yield take(channel);
      yield put(limitsRefreshRequested());
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}

/** A moment the page must notice by itself: an exclusion starting or ending, a pending loosening falling due. */
function nextDueAt(limits: readonly Limit[], nowS: number, coolingOffS: number): number | null {
  const moments = limits.flatMap((limit) => (EXCLUSION_LIMIT_TYPES.includes(limit.limitType) ? [limit.startedAt, limit.endsAt] : [increaseStartsAt(limit, coolingOffS)]));
  const future = moments.filter((moment): moment is number => moment !== null && moment > nowS);
  return future.length > 0 ? Math.min(...future) : null;
}

/**
 * Moves the limits' clock on each second while something is due, so a self-exclusion reaching its start closes
 * every area within a second without a reload (and an ended one opens them again).
 */
function* exclusionClock() {
  while (true) {
    const { limits, nowS }: ReturnType<typeof selectLimitsState> = yield select(selectLimitsState);
    const { increaseCoolingOffS }: LimitsSettings = yield select(limitsConfigOf);
    if (!limits || nextDueAt(limits, nowS, increaseCoolingOffS) === null) {
      yield take(limitsLoaded.match);
      continue;
    }
    yield race([delay(EXCLUSION_START_CHECK_MS), take(limitsLoaded.match)]);
    const { serverOffsetS }: ReturnType<typeof selectLimitsState> = yield select(selectLimitsState);
    yield put(clockTicked({ nowS: deviceNowS() + serverOffsetS }));
  }
}

/** Reads the limits again at least every 5 minutes while signed in (the reality-check timer's re-read). */
function* rereadPeriodically() {
  while (true) {
    yield delay(REALITY_CHECK_REREAD_MS);
    yield put(limitsRefreshRequested());
  }
}

/** The plugin's words for a refused save by its status, shown when the server sends no title of its own. */
const SAVE_REFUSAL_KEYS: Readonly<Record<number, string>> = { 400: 'limits:save_error_invalid', 401: 'limits:save_error_signed_out' };

/**
 * A failed save told by the error catalogue's rule (first document 8): the server's own title when it sends one, else
 * the plugin's words for the status (default forbidden), else, when no reply came, the generic main_query_error.
 */
function* reportFailure(error: unknown) {
  const refusal = limitsRefusal(error);
  if (!refusal) {
    yield all(notifyResults([{ ok: false }]).map((action) => put(action)));
    return;
  }
  yield put(showNotification({ kind: 'error', messageKey: SAVE_REFUSAL_KEYS[refusal.status] ?? 'limits:save_error_forbidden', ...(refusal.title && { text: refusal.title }) }));
}

function* afterSave(reply: SaveLimitsReply) {
  if (reply.status === 'questions' && reply.tokenGuid) {
    yield put(limitsSaveFinished({ questions: { tokenGuid: reply.tokenGuid, questions: reply.questions } }));
    return;
  }
  yield put(limitsSaveFinished({ questions: null }));
  yield call(loadLimits);
  yield call(announceChange);
  yield put(showNotification({ kind: 'success', messageKey: 'limits:saved' }));
}

function* saveRequested({ limits }: ReturnType<typeof limitsSaveRequested>) {
  try {
    const api: LimitsApi = yield call(limitsApi);
    const lang: string = yield select(selectLanguage);
    const reply: SaveLimitsReply = yield call(api.saveLimits, lang, limits);
    yield call(afterSave, reply);
  } catch (error) {
    yield put(limitsSaveFinished({ questions: null }));
    yield call(reportFailure, error);
  }
}

function* answersGiven({ answers }: ReturnType<typeof answersSubmitted>) {
  const { questions }: ReturnType<typeof selectLimitsState> = yield select(selectLimitsState);
  if (!questions) return;
  try {
    const api: LimitsApi = yield call(limitsApi);
    const lang: string = yield select(selectLanguage);
    const reply: { success: boolean } = yield call(api.submitAnswers, lang, questions.tokenGuid, answers);
    if (!reply.success) {
      yield put(limitsSaveFinished({ questions }));
      yield put(showNotification({ kind: 'error', messageKey: 'limits:answers_wrong' }));
      return;
    }
    yield call(afterSave, { status: 'saved', questions: [], tokenGuid: null, limitsData: [] });
  } catch (error) {
    yield put(limitsSaveFinished({ questions }));
    yield call(reportFailure, error);
  }
}

function* selfExclude({ days, selfExcludeReason }: ReturnType<typeof selfExclusionRequested>) {
  try {
    const api: LimitsApi = yield call(limitsApi);
    yield call(api.blockUser, days, selfExcludeReason);
    yield call(afterSave, { status: 'saved', questions: [], tokenGuid: null, limitsData: [] });
  } catch (error) {
    yield put(limitsSaveFinished({ questions: null }));
    yield call(reportFailure, error);
  }
}

/** The plugin's words for a limit action that failed, when the server sends none of its own. */
const ACTION_FAILURE_KEYS = { confirm: 'limits:action_confirm_error', reject: 'limits:action_cancel_error' } as const;

/** Confirm or reject a pending limit (error catalogue "Limit action success/failure"); a reject drops it locally at once. */
function* limitAction({ limitType, action }: ReturnType<typeof limitActionRequested>) {
  const settings: LimitsSettings = yield select((state: HostState) => limitsConfigOf(state));
  if (action === 'reject') yield put(pendingRejected({ limitTypes: [limitType] }));
  try {
    const api: LimitsApi = yield call(limitsApi);
    const lang: string = yield select(selectLanguage);
    const reply: { success: boolean; title?: string } = yield call(api.sendLimitAction, lang, limitType, action, settings.limitActionMethod);
    const words = reply.title ? { text: reply.title } : {};
    if (!reply.success) yield put(showNotification({ kind: 'error', messageKey: ACTION_FAILURE_KEYS[action], ...words }));
    else yield put(showNotification({ kind: 'success', messageKey: action === 'confirm' ? 'limits:action_confirmed' : 'limits:action_cancelled', ...words }));
  } catch (error) {
    const title = limitsRefusal(error)?.title;
    yield put(showNotification({ kind: 'error', messageKey: ACTION_FAILURE_KEYS[action], ...(title && { text: title }) }));
  }
  yield call(loadLimits);
  yield call(announceChange);
}

/** What the page shows besides the player's limits: the types on offer and, where the feature allows, the reasons. */
function* loadOffer({ withReasons }: ReturnType<typeof offerRequested>) {
  try {
    const api: LimitsApi = yield call(limitsApi);
    const lang: string = yield select(selectLanguage);
    const available: Awaited<ReturnType<LimitsApi['fetchAvailableLimits']>> = yield call(api.fetchAvailableLimits, lang);
    yield put(availableLimitsLoaded({ available }));
    if (withReasons) {
      const reasons: Awaited<ReturnType<LimitsApi['fetchSelfExcludeReasons']>> = yield call(api.fetchSelfExcludeReasons, lang);
      yield put(selfExcludeReasonsLoaded({ reasons }));
    }
  } catch (error) {
    console.warn('[limits] the limits on offer failed to load', error);
  }
}

export function* limitsSaga() {
  yield fork(followOtherTabs);
  yield fork(exclusionClock);
  yield fork(rereadPeriodically);
  yield fork(sessionSafetySaga);
  yield takeLatest((action: { type: string }) => userIdentified.match(action) || limitsRefreshRequested.match(action), loadLimits);
  yield takeLeading(limitsSaveRequested.match, saveRequested);
  yield takeLeading(answersSubmitted.match, answersGiven);
  yield takeLeading(selfExclusionRequested.match, selfExclude);
  yield takeLeading(limitActionRequested.match, limitAction);
  yield takeLatest(offerRequested.match, loadOffer);
  yield call(loadLimits);
}
