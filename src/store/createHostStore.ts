import { applyMiddleware, combineReducers, legacy_createStore as createStore, type Action, type Middleware, type Reducer, type Store } from 'redux';
import type { Saga, SagaMiddleware, SagaMiddlewareOptions } from 'redux-saga';
import { answerHostBinding, HOST_BINDING, importShared, type HostBinding } from '@host/sdk';
import { autoCloseNotifications } from '../ui/notifications/autoCloseNotifications.ts';
import type { AppState } from './appSlice.ts';
import { KERNEL_REDUCERS } from './kernelReducers.ts';
import type { HostState } from './hostState.ts';

export type Disposer = () => void;

/** A running plugin saga, as its owner sees it. */
export interface SagaTask {
  cancel(): void;
}

export interface HostStore extends Store<HostState, Action> {
  /** Mounts a plugin's slice under its id; the disposer takes it (and its state) out of the root reducer. */
  injectSlice(key: string, reducer: Reducer): Disposer;
  /**
   * Runs a saga in its own task: a failure is logged with its owner and cancels nothing else. The first call
   * fetches redux-saga (a shared library the kernel itself does not need), so it resolves once the saga runs.
   */
  runSaga(owner: string, saga: Saga): Promise<SagaTask>;
  /** The routes and services that the SDK's hooks and saga helpers read (see sdk/hostBinding.ts). */
  readonly [HOST_BINDING]: HostBinding;
}

type Log = (message: string, detail?: unknown) => void;
type SagaLibrary = { default: (options: SagaMiddlewareOptions) => SagaMiddleware };
type SagaEffects = typeof import('redux-saga/effects');

/**
 * A middleware slot that passes actions straight on until the saga middleware is plugged in: the store exists
 * before redux-saga is fetched, and sagas started later see every action from then on.
 */
function middlewareSocket(): { middleware: Middleware; plug(middleware: Middleware): void } {
  let plug: (middleware: Middleware) => void = () => {
    throw new Error('the store was not created with this socket');
  };
  const middleware: Middleware = (api) => (next) => {
    let forward = next;
    plug = (inner) => {
      forward = inner(api)(next);
    };
    return (action) => forward(action);
  };
  return { middleware, plug: (inner) => plug(inner) };
}

export function createHostStore(preloaded: { app: AppState }, binding: HostBinding, log: Log): HostStore {
  const injected = new Map<string, Reducer>();
  const rootReducer = () => combineReducers({ ...KERNEL_REDUCERS, ...Object.fromEntries(injected) }) as unknown as Reducer<HostState>;
  const sagaSocket = middlewareSocket();
  const store = createStore(rootReducer(), preloaded as Partial<HostState> as HostState, applyMiddleware(autoCloseNotifications, sagaSocket.middleware));

  let sagaRuntime: Promise<{ effects: SagaEffects; middleware: SagaMiddleware }> | undefined;
  const loadSagaRuntime = () =>
    (sagaRuntime ??= Promise.all([importShared<SagaLibrary>('redux-saga'), importShared<SagaEffects>('redux-saga/effects')]).then(([library, effects]) => {
      const middleware = library.default({
        effectMiddlewares: [answerHostBinding(binding)],
        onError: (error) => log('saga failed outside its task', error),
      });
      sagaSocket.plug(middleware);
      return { effects, middleware };
    }));

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
    async runSaga(owner, saga) {
      const { effects, middleware } = await loadSagaRuntime();
      return middleware.run(function* guardedRoot() {
        try {
          yield effects.call(saga);
        } catch (error) {
          log(`saga of ${owner} failed`, error);
        }
      });
    },
  };
}
