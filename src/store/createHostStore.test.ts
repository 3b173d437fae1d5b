import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Saga } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { userIdentified } from '@host/sdk';
import { ServiceDirectory } from '../plugins/ServiceDirectory.ts';
import { RouteTable } from '../router/RouteTable.ts';
import { initialAppState } from './appSlice.ts';
import { createHostStore } from './createHostStore.ts';
import { SAGA_START_IDLE_MS, startSagasOnFirstUse } from './startSagasOnFirstUse.ts';

const newStore = () => createHostStore({ app: initialAppState('en', 'desktop') }, { routes: new RouteTable(), services: new ServiceDirectory() }, vi.fn());
let fetched: string[];

/** Answers each ping with the bot id it names: what a saga saw is then visible in the state. */
function* answerPings() {
  for (;;) {
    const ping: { botId: string } = yield take('sample/pinged');
    yield put({ type: 'app/botIdReceived', botId: ping.botId });
  }
}

beforeEach(() => {
  fetched = [];
  globalThis.System = {
    import: (specifier: string) => {
      fetched.push(specifier);
      return import(specifier);
    },
  } as unknown as typeof globalThis.System;
});

afterEach(() => {
  delete (globalThis as { System?: unknown }).System;
  vi.useRealTimers();
});

describe('createHostStore', () => {
  it('fetches redux-saga only when sagas start, and replays to them what was dispatched while they waited', async () => {
    const store = newStore();
    store.runSagas('sample', [answerPings]);
    store.dispatch({ type: 'sample/pinged', botId: 'while waiting' });
    expect(fetched).toEqual([]);
    expect(store.getState().app.botId).not.toBe('while waiting');

    await store.startSagas();
    expect(fetched.sort()).toEqual(['redux-saga', 'redux-saga/effects']);
    expect(store.getState().app.botId).toBe('while waiting');
    store.dispatch({ type: 'sample/pinged', botId: 'after the start' });
    expect(store.getState().app.botId).toBe('after the start');
  });

  it('runs a saga at once once started, and never runs one cancelled while it waited', async () => {
    const store = newStore();
    store.runSagas('cancelled', [answerPings]).cancel();
    await store.startSagas();
    store.dispatch({ type: 'sample/pinged', botId: 'nobody answers' });
    expect(store.getState().app.botId).not.toBe('nobody answers');

    await store.runSagas('late', [answerPings]).ready;
    store.dispatch({ type: 'sample/pinged', botId: 'answered' });
    expect(store.getState().app.botId).toBe('answered');
  });

  it('fetches a lazy saga module with redux-saga, and replays to it what was dispatched while either loaded', async () => {
    const store = newStore();
    let loadModule = () => undefined as void;
    const module = new Promise<{ default: readonly Saga[] }>((resolve) => (loadModule = () => resolve({ default: [answerPings] })));
    store.runSagas('lazy', () => module);
    const starting = store.startSagas();
    store.dispatch({ type: 'sample/pinged', botId: 'while the module loads' });
    loadModule();
    await starting;
    expect(store.getState().app.botId).toBe('while the module loads');
  });

  it('runs a lazy saga module of a later activation once it is loaded', async () => {
    const store = newStore();
    await store.startSagas();
    const sagas = store.runSagas('later', async () => ({ default: [answerPings] }));
    await sagas.ready;
    store.dispatch({ type: 'sample/pinged', botId: 'after ready' });
    expect(store.getState().app.botId).toBe('after ready');
    sagas.cancel();
    store.dispatch({ type: 'sample/pinged', botId: 'after cancel' });
    expect(store.getState().app.botId).toBe('after ready');
  });
});

describe('startSagasOnFirstUse', () => {
  it('keeps redux-saga off the page until the first action after boot', () => {
    const store = newStore();
    startSagasOnFirstUse(store);
    expect(fetched).toEqual([]);
    store.dispatch({ type: 'sample/pinged', botId: 'a tap' });
    expect(fetched.sort()).toEqual(['redux-saga', 'redux-saga/effects']);
  });

  it('starts them when the page is hidden or shown again', () => {
    const store = newStore();
    startSagasOnFirstUse(store);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetched.sort()).toEqual(['redux-saga', 'redux-saga/effects']);
  });

  it('starts them at once for a signed-in visitor', () => {
    const store = newStore();
    store.dispatch(userIdentified({ userId: '42', banLevel: 0, banVersion: 0 }));
    startSagasOnFirstUse(store);
    expect(fetched.sort()).toEqual(['redux-saga', 'redux-saga/effects']);
  });

  it('starts them after the idle delay for a visitor who does nothing', () => {
    vi.useFakeTimers();
    const store = newStore();
    startSagasOnFirstUse(store);
    vi.advanceTimersByTime(SAGA_START_IDLE_MS - 1);
    expect(fetched).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fetched.sort()).toEqual(['redux-saga', 'redux-saga/effects']);
  });
});
