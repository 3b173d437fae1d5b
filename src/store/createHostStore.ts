import { applyMiddleware, combineReducers, legacy_createStore as createStore, type Action, type Reducer, type Store } from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { HOST_BINDING, type HostBinding } from '@host/sdk';
import type { AppState } from './appSlice.ts';
import { KERNEL_REDUCERS } from './kernelReducers.ts';
import type { HostState } from './hostState.ts';

export type Disposer = () => void;

export interface HostStore extends Store<HostState, Action> {
  /** Mounts a plugin's slice under its id; the disposer takes it (and its state) out of the root reducer. */
  injectSlice(key: string, reducer: Reducer): Disposer;
  /** Runs a saga in its own task: a failure is logged with its owner and cancels nothing else. */
  runSaga(owner: string, saga: Saga): Task;
  /** The routes and services that the SDK's hooks and saga helpers read (see sdk/hostBinding.ts). */
  readonly [HOST_BINDING]: HostBinding;
}

type Log = (message: string, detail?: unknown) => void;

export function createHostStore(preloaded: { app: AppState }, binding: HostBinding, log: Log): HostStore {
  const injected = new Map<string, Reducer>();
  const rootReducer = () => combineReducers({ ...KERNEL_REDUCERS, ...Object.fromEntries(injected) }) as unknown as Reducer<HostState>;

  const sagaMiddleware = createSagaMiddleware({
    context: { [HOST_BINDING]: binding },
    onError: (error) => log('saga failed outside its task', error),
  });
  const store = createStore(rootReducer(), preloaded as Partial<HostState> as HostState, applyMiddleware(sagaMiddleware));

  return {
    ...store,
    [HOST_BINDING]: binding,
    injectSlice(key, reducer) {
      if (Object.hasOwn(KERNEL_REDUCERS, key) || injected.has(key)) {
        throw new Error(`slice "${key}" is already mounted`);
      }
      injected.set(key, reducer);
      store.replaceReducer(rootReducer());
      return () => {
        if (injected.get(key) !== reducer) return;
        injected.delete(key);
        store.replaceReducer(rootReducer());
      };
    },
    runSaga(owner, saga) {
      return sagaMiddleware.run(function* guardedRoot() {
        try {
          yield call(saga);
        } catch (error) {
          log(`saga of ${owner} failed`, error);
        }
      });
    },
  };
}
