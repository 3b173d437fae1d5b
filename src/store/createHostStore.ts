import { applyMiddleware, combineReducers, legacy_createStore as createStore, type Action, type Middleware, type Reducer, type Store } from 'redux';
import type { MulticastChannel, Saga, SagaMiddleware, SagaMiddlewareOptions, stdChannel } from 'redux-saga';
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

/** A plugin's root sagas, or a loader of the module that default-exports them (definePlugin's `sagas`). */
export type SagaSource = readonly Saga[] | (() => Promise<{ default: readonly Saga[] }>);

/** A plugin's sagas: `ready` resolves once every action dispatched from then on reaches them. */
export interface SagaHandle {
  cancel(): void;
  readonly ready: Promise<void>;
}

export interface HostStore extends Store<HostState, Action> {
  /** Mounts a plugin's slice under its id; the disposer takes it (and its state) out of the root reducer. */
  injectSlice(key: string, reducer: Reducer): Disposer;
  /**
   * Runs each saga in its own task: a failure is logged with its owner and cancels nothing else. Until `startSagas`
   * they wait, and the actions dispatched meanwhile are replayed to them when they start, so waiting loses nothing.
   */
  runSagas(owner: string, source: SagaSource): SagaHandle;
  /**
   * Fetches redux-saga (a shared library the kernel itself does not need) and the waiting sagas' modules, and starts
   * them; later ones start at once. Resolves when they run.
   */
  startSagas(): Promise<void>;
  /** The routes and services that the SDK's hooks and saga helpers read (see sdk/hostBinding.ts). */
  readonly [HOST_BINDING]: HostBinding;
}

type Log = (message: string, detail?: unknown) => void;
type SagaLibrary = { default: (options: SagaMiddlewareOptions) => SagaMiddleware; stdChannel: typeof stdChannel };
type SagaEffects = typeof import('redux-saga/effects');

/** Actions kept for sagas that wait to start; a visitor who never interacts must not grow it without end. */
const MAX_REPLAYED_ACTIONS = 500;

/**
 * A middleware slot that passes actions straight on until the saga middleware is plugged in: the store exists
 * before redux-saga is fetched. Until then `record` sees each action after the reducers did.
 */
function middlewareSocket(record: (action: Action) => void): { middleware: Middleware; plug(middleware: Middleware): void } {
  let plug: (middleware: Middleware) => void = () => {
    throw new Error('the store was not created with this socket');
  };
  const middleware: Middleware = (api) => (next) => {
    let forward = (action: unknown) => {
      const result = next(action);
      record(action as Action);
      return result;
    };
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
  type Waiting = { owner: string; source: SagaSource; tasks: SagaTask[]; cancelled: boolean };
  const waiting = new Set<Waiting>();
  let missed: Action[] = [];
  const sagaSocket = middlewareSocket((action) => {
    if (waiting.size === 0) return;
    if (missed.length === MAX_REPLAYED_ACTIONS) {
      log(`sagas waited for more than ${MAX_REPLAYED_ACTIONS} actions; the oldest are not replayed`);
      missed.shift();
    }
    missed.push(action);
  });
  const store = createStore(rootReducer(), preloaded as Partial<HostState> as HostState, applyMiddleware(autoCloseNotifications, sagaSocket.middleware));

  let runtime: { effects: SagaEffects; middleware: SagaMiddleware } | undefined;
  const run = (owner: string, saga: Saga): SagaTask => {
    const { effects, middleware } = runtime!;
    return middleware.run(function* guardedRoot() {
      try {
        yield effects.call(saga);
      } catch (error) {
        log(`saga of ${owner} failed`, error);
      }
    });
  };
  const sagasOf = (owner: string, source: SagaSource): Promise<readonly Saga[]> =>
    typeof source === 'function'
      ? source().then(
          (module) => module.default,
          (error: unknown) => {
            log(`sagas of ${owner} failed to load`, error);
            return [];
          },
        )
      : Promise.resolve(source);
  let started: Promise<void> | undefined;
  const startSagas = () =>
    (started ??= (async () => {
      // The sagas' modules load alongside redux-saga; those of sagas that join meanwhile too. From the last await on,
      // nothing can join before the sagas run.
      const loaded = new Map<Waiting, readonly Saga[]>();
      const loading = new Map<Waiting, Promise<void>>();
      const loadNewcomers = () => {
        for (const entry of waiting) if (!loading.has(entry)) loading.set(entry, sagasOf(entry.owner, entry.source).then((sagas) => void loaded.set(entry, sagas)));
      };
      loadNewcomers();
      const [library, effects] = await Promise.all([importShared<SagaLibrary>('redux-saga'), importShared<SagaEffects>('redux-saga/effects')]);
      while ([...waiting].some((entry) => !loaded.has(entry))) {
        loadNewcomers();
        await Promise.all(loading.values());
      }
      const channel: MulticastChannel<Action> = library.stdChannel();
      const middleware = library.default({ channel, effectMiddlewares: [answerHostBinding(binding)], onError: (error) => log('saga failed outside its task', error) });
      sagaSocket.plug(middleware);
      runtime = { effects, middleware };
      for (const entry of waiting) entry.tasks = (loaded.get(entry) ?? []).map((saga) => run(entry.owner, saga));
      waiting.clear();
      const replayed = missed;
      missed = [];
      for (const action of replayed) channel.put(action);
    })().catch((error: unknown) => {
      started = undefined;
      log('redux-saga failed to load; sagas start at the next trigger', error);
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
    runSagas(owner, source) {
      const entry: Waiting = { owner, source, tasks: [], cancelled: false };
      const cancel = () => {
        entry.cancelled = true;
        waiting.delete(entry);
        entry.tasks.forEach((task) => task.cancel());
      };
      if (!runtime) {
        waiting.add(entry);
        return { cancel, ready: Promise.resolve() };
      }
      const ready = sagasOf(owner, source).then((sagas) => {
        if (!entry.cancelled) entry.tasks = sagas.map((saga) => run(owner, saga));
      });
      return { cancel, ready };
    },
    startSagas,
  };
}
