import type { HostStore } from './createHostStore.ts';

/** A visitor who does nothing still gets the plugins' polls, a little later. */
export const SAGA_START_IDLE_MS = 10_000;

/**
 * Plugin sagas answer what a visitor or a page asks for, and follow a signed-in session; the first paint of a
 * signed-out visitor needs none of them. So redux-saga is fetched once booting is done and something happens: the
 * first action dispatched (a tap, a page's request, a sign-in), the page being hidden or shown again, or
 * SAGA_START_IDLE_MS, whichever comes first; the actions of the meantime are replayed to the sagas.
 */
export function startSagasOnFirstUse(store: HostStore): void {
  if (store.getState().session.userId !== null) {
    void store.startSagas();
    return;
  }
  const timer = setTimeout(start, SAGA_START_IDLE_MS);
  const unsubscribe = store.subscribe(start);
  document.addEventListener('visibilitychange', start);
  function start() {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', start);
    void store.startSagas();
  }
}
