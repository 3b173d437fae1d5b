import { getOptionalService, loggedOut, safeStorage, selectIsAuthenticated, selectSiteConfig, showNotification, userIdentified, type HostState } from '@host/sdk';
import { sessionService } from '../../../account/contract/index.ts';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, select, take } from 'redux-saga/effects';
import { ACTIVITY_THROTTLE_MS, AUTO_LOGOFF_CHECK_MS } from '../limitsConstants.ts';
import { isAutoLogoffDue, type AutoLogoffConfig } from './sessionSafetyRules.ts';

/** The last activity of any tab of the site (epoch ms), in local storage so that every tab shares it. */
export const LAST_ACTIVE_KEY = 'limits.lastActive';
/** Set before an inactivity logoff; the notice shows at the next sign-in. */
export const INACTIVITY_NOTICE_KEY = 'limits.inactivityLogoff';
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;

const storage = () => safeStorage('localStorage');
const markActive = () => storage().setItem(LAST_ACTIVE_KEY, String(Date.now()));

function lastActive(): number | null {
  const stored = Number(storage().getItem(LAST_ACTIVE_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/** site.isAutoLogoffEnable and site.autoLogoffInactiveMinutes (off unless both are given). */
export function autoLogoffConfigOf(state: HostState): AutoLogoffConfig {
  const site = (selectSiteConfig(state)?.site ?? {}) as Record<string, unknown>;
  const minutes = site.autoLogoffInactiveMinutes;
  return { enabled: site.isAutoLogoffEnable === true && typeof minutes === 'number', inactiveMinutes: typeof minutes === 'number' ? minutes : 0 };
}

/** The page's activity, at most once per ACTIVITY_THROTTLE_MS. */
function activityChannel(): EventChannel<true> {
  return eventChannel((emit) => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      emit(true);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  });
}

function* recordActivity() {
  const channel: EventChannel<true> = yield call(activityChannel);
  while (true) {
    yield take(channel);
    markActive();
  }
}

/**
 * True from an inactivity logoff until the page is left: a session check answered before the logoff may still say
 * "signed in", and must not take that for the next sign-in and show its notice on the page being left.
 */
let loggingOff = false;

/** A sign-in starts the count afresh, and shows the notice of an inactivity logoff that ended the last session. */
function* atSignIn() {
  let wasSignedIn = false;
  while (true) {
    const signedIn: boolean = yield select(selectIsAuthenticated);
    // userIdentified comes again with every session check; only a new sign-in restarts the count.
    if (signedIn && !wasSignedIn && !loggingOff) {
      markActive();
      if (storage().getItem(INACTIVITY_NOTICE_KEY) !== null) {
        storage().removeItem(INACTIVITY_NOTICE_KEY);
        yield put(showNotification({ kind: 'info', messageKey: 'limits:inactivity_notice', permanent: true }));
      }
    }
    wasSignedIn = signedIn;
    yield take((action: unknown) => userIdentified.match(action) || loggedOut.match(action));
  }
}

/**
 * Auto logoff (first document 4.3): where the site enables it, a player whose last activity in any tab is older than
 * the configured minutes is logged off, and told why at the next sign-in.
 */
export function* autoLogoffSaga() {
  loggingOff = false;
  yield fork(atSignIn);
  yield fork(recordActivity);
  while (true) {
    yield delay(AUTO_LOGOFF_CHECK_MS);
    const signedIn: boolean = yield select(selectIsAuthenticated);
    const config: AutoLogoffConfig = yield select(autoLogoffConfigOf);
    if (!signedIn || !isAutoLogoffDue(config, lastActive(), Date.now())) continue;
    storage().setItem(INACTIVITY_NOTICE_KEY, '1');
    loggingOff = true;
    const session = yield* getOptionalService(sessionService);
    if (session) yield call([session, session.signOut], { goHome: true });
  }
}
