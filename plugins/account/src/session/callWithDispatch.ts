import type { HostState } from '@host/sdk';
import type { Action, Dispatch } from 'redux';
import { channel, type Channel, type Task } from 'redux-saga';
import { call, cancel, flush, fork, put, select, take } from 'redux-saga/effects';

type Step = (dispatch: Dispatch, getState: () => HostState) => Promise<void>;

/**
 * Runs an async step written for `dispatch` (learnAboutUser, shared with prepareSession, which runs before any saga)
 * from a saga, which has `put`: its actions go through a channel into the store, in order, as they happen.
 */
export function* callWithDispatch(step: Step) {
  const actions: Channel<Action> = yield call(channel);
  const forward: Task = yield fork(function* () {
    for (;;) {
      const action: Action = yield take(actions);
      yield put(action);
    }
  });
  const dispatch = ((action: Action) => {
    actions.put(action);
    return action;
  }) as Dispatch;
  // The step reads the state as it was when it started (who is signed in, the site config).
  const state: HostState = yield select();
  try {
    yield call(step, dispatch, () => state);
  } finally {
    const rest: Action[] = yield flush(actions);
    yield cancel(forward);
    for (const action of rest) yield put(action);
  }
}
