import type { HostState } from '@host/sdk';
import { call, delay, select } from 'redux-saga/effects';
import { POLL_INTERVAL_MS, POLL_MAX_REPEATS } from './accountsConstants.ts';

/**
 * The polling helper of the second document (section 4): runs `update` once, then again every `intervalMs` while
 * `shouldRepeat` holds, at most `maxRepeats` more times. Answers whether the condition still held at the end.
 */
export function* pollWhile(
  update: () => Generator,
  shouldRepeat: (state: HostState) => boolean,
  { intervalMs = POLL_INTERVAL_MS, maxRepeats = POLL_MAX_REPEATS }: { intervalMs?: number; maxRepeats?: number } = {},
) {
  yield call(update);
  for (let repeat = 0; repeat < maxRepeats; repeat += 1) {
    const again: boolean = yield select(shouldRepeat);
    if (!again) return false;
    yield delay(intervalMs);
    yield call(update);
  }
  const stillHolds: boolean = yield select(shouldRepeat);
  return stillHolds;
}
