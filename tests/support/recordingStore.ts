import { applyMiddleware, combineReducers, legacy_createStore as createStore, type Action, type Middleware, type Reducer } from 'redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { answerHostBinding } from '@host/sdk';
import { ServiceDirectory } from '../../src/plugins/ServiceDirectory.ts';
import { RouteTable } from '../../src/router/RouteTable.ts';
import type { HostState } from '../../src/store/hostState.ts';
import { KERNEL_REDUCERS } from '../../src/store/kernelReducers.ts';

/**
 * A store with the kernel's reducers and the given plugin slices, running sagas and recording every action, for
 * unit tests of a plugin's sagas (what they put, in which order, and the state they leave). `services` is the
 * host's service directory: register a provider's service there for the sagas' getService.
 */
export function recordingStore(slices: Record<string, Reducer>, preloaded: Partial<HostState> = {}) {
  const actions: Action[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const services = new ServiceDirectory();
  const sagas = createSagaMiddleware({ effectMiddlewares: [answerHostBinding({ routes: new RouteTable(), services })] });
  const reducer = combineReducers({ ...KERNEL_REDUCERS, ...slices });
  const store = createStore(reducer, preloaded as never, applyMiddleware(recorder, sagas));
  return {
    store,
    services,
    actions,
    getState: () => store.getState() as unknown as HostState,
    /** Starts a saga; the promise settles when it ends. */
    run: <S extends Saga>(saga: S, ...args: Parameters<S>) => sagas.run(saga, ...args).toPromise() as Promise<unknown>,
    /** Starts a saga and gives its task (to cancel a watcher). */
    start: <S extends Saga>(saga: S, ...args: Parameters<S>) => sagas.run(saga, ...args),
    ofType: <A extends Action>(type: string) => actions.filter((action) => action.type === type) as A[],
  };
}
