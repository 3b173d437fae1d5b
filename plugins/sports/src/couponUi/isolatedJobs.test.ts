import { legacy_createStore as createStore, applyMiddleware } from 'redux';
import createSagaMiddleware from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { describe, expect, it, vi } from 'vitest';
import { isolatedJobs } from './couponSaga.ts';

describe('the coupon jobs', () => {
  it('keep running when one of them fails, and the failure is logged with the job', async () => {
    const sagas = createSagaMiddleware();
    const seen: string[] = [];
    const store = createStore((state: string[] = [], action: { type: string }) => (action.type === 'echo/answered' ? [...state, 'answered'] : state), applyMiddleware(sagas));
    const log = vi.fn();
    function* failingChunkLoad() {
      yield call(() => Promise.reject(new Error('chunk failed to load')));
    }
    function* echo() {
      for (;;) {
        yield take('echo/asked');
        seen.push('asked');
        yield put({ type: 'echo/answered' });
      }
    }
    const task = sagas.run(isolatedJobs, [failingChunkLoad, echo], log);
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('failingChunkLoad', expect.objectContaining({ message: 'chunk failed to load' })));
    store.dispatch({ type: 'echo/asked' });
    store.dispatch({ type: 'echo/asked' });
    expect(store.getState()).toEqual(['answered', 'answered']);
    expect(task.isRunning()).toBe(true);
    task.cancel();
    store.dispatch({ type: 'echo/asked' });
    expect(seen).toHaveLength(2);
  });
});
