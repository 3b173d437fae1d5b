import { HttpError, http, selectUserId } from '@host/sdk';
import { call, delay, select } from 'redux-saga/effects';

/** `GET /web-api/session` (second document, section 7): no JSON parse, no cache. */
export const SESSION_LOAD_URL = '/web-api/session';
/** The session call and then the fingerprint, this long after the app is ready (second document, section 9). */
export const SESSION_LOAD_DELAY_MS = 8000;

/**
 * When the app was ready, on the page's clock: the page's load event (the first route's scripts have run); the
 * spec does not say which moment "ready" is. Before that event, or where the browser keeps no navigation timing, now.
 */
function readyAt(): number {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.loadEventEnd || performance.now();
}

/**
 * Opens the visitor's session on the platform. The reply's body is not read: any 2xx is a loaded session, with a
 * body or without (the client's 'invalid-reply' is only its failed JSON parse of a 2xx). `Cache-Control: no-cache`
 * keeps a cache between the page and the platform from answering it.
 */
export async function loadSession(): Promise<void> {
  try {
    await http.request(SESSION_LOAD_URL, { headers: { 'Cache-Control': 'no-cache' }, withoutToken: true });
  } catch (error) {
    if (!(error instanceof HttpError && error.kind === 'invalid-reply')) throw error;
  }
}

/**
 * The session call about 8 s after the app is ready, only when no session was preloaded (the boot's session check
 * found nobody signed in), then the browser's fingerprint. A failed session load is logged and the fingerprint is
 * still computed: the sign-in calls need it either way.
 */
export function* sessionLoadSaga() {
  const preloaded: string | null = yield select(selectUserId);
  if (preloaded !== null) return;
  yield delay(Math.max(0, readyAt() + SESSION_LOAD_DELAY_MS - performance.now()));
  try {
    yield call(loadSession);
  } catch (error) {
    console.warn('[account] session load failed', error);
  }
  const { browserFingerprint }: typeof import('../fingerprint/browserFingerprint.ts') = yield call(
    () => import(/* webpackChunkName: "login" */ '../fingerprint/browserFingerprint.ts'),
  );
  yield call([browserFingerprint, browserFingerprint.refresh]);
}
