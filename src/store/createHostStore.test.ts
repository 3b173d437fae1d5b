import { afterEach, describe, expect, it, vi } from 'vitest';
import { put, take } from 'redux-saga/effects';
import { ServiceDirectory } from '../plugins/ServiceDirectory.ts';
import { RouteTable } from '../router/RouteTable.ts';
import { initialAppState } from './appSlice.ts';
import { createHostStore } from './createHostStore.ts';

const newStore = () => createHostStore({ app: initialAppState('en', 'desktop') }, { routes: new RouteTable(), services: new ServiceDirectory() }, vi.fn());

afterEach(() => {
  delete (globalThis as { System?: unknown }).System;
});

describe('createHostStore', () => {
  it('fetches redux-saga only when a saga is run, and the saga then sees every later action', async () => {
    const fetched: string[] = [];
    globalThis.System = {
      import: (specifier: string) => {
        fetched.push(specifier);
        return import(specifier);
      },
    } as unknown as typeof globalThis.System;
    const store = newStore();
    store.dispatch({ type: 'sample/pinged' });
    expect(fetched).toEqual([]);

    await store.runSaga('sample', function* answer() {
      yield take('sample/pinged');
      yield put({ type: 'app/botIdReceived', botId: 'answered' });
    });
    expect(fetched.sort()).toEqual(['redux-saga', 'redux-saga/effects']);
    store.dispatch({ type: 'sample/pinged' });
    expect(store.getState().app.botId).toBe('answered');
  });
});
