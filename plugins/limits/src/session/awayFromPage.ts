import { eventChannel, type EventChannel } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import { AWAY_PAUSE_MS } from '../limitsConstants.ts';

function visibilityChannel(): EventChannel<boolean> {
  return eventChannel((emit) => {
    const onChange = () => emit(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  });
}

let hiddenSince: number | null = null;
let watching = false;

/** Starts following the page's visibility (once per page), so that time away is counted from its start. */
export function watchVisibility() {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  if (document.visibilityState !== 'visible') hiddenSince = Date.now();
  document.addEventListener('visibilitychange', () => {
    hiddenSince = document.visibilityState === 'visible' ? null : (hiddenSince ?? Date.now());
  });
}

/** Whether the player has been away from the page (hidden) for AWAY_PAUSE_MS or more. */
function isAwayFromPage(now = Date.now()): boolean {
  watchVisibility();
  return hiddenSince !== null && now - hiddenSince >= AWAY_PAUSE_MS;
}

/** Session timers pause after 30 s away from the page: waits until the page is visible again, at once when it is not away. */
export function* untilBackOnPage() {
  if (!isAwayFromPage()) return;
  const channel: EventChannel<boolean> = yield call(visibilityChannel);
  try {
    while (!((yield take(channel)) as boolean));
  } finally {
    channel.close();
  }
}
