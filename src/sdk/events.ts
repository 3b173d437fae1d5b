import type { Action, Reducer } from 'redux';

/**
 * A typed event (action) creator: `loggedOut()` makes the action, `.type` names it, and `.match(action)` narrows
 * an unknown action to it (use it with `take` and `takeEvery`). The owner of a slice exports these; nobody spells
 * another plugin's action type as a string.
 */
export interface EventCreator<Type extends string, Payload extends object> {
  (...payload: keyof Payload extends never ? [] : [Payload]): Action<Type> & Payload;
  readonly type: Type;
  match(action: unknown): action is Action<Type> & Payload;
}

/** Marks the payload type of an event: `createEvent('coupon/betAdded', payload<{ bet: Bet }>())`. */
export const payload = <Payload extends object>(): Payload | undefined => undefined;

export function createEvent<Type extends string, Payload extends object = Record<never, never>>(type: Type, _payload?: Payload): EventCreator<Type, Payload> {
  const isEvent = (action: unknown): action is Action<Type> & Payload =>
    typeof action === 'object' && action !== null && 'type' in action && action.type === type;
  const create = (...given: Partial<Payload>[]): Action<Type> & Payload => {
    const event: unknown = { ...given[0], type };
    if (!isEvent(event)) throw new Error(`event ${type} could not be made`);
    return event;
  };
  return Object.assign(create, { type, match: isEvent });
}

/** One case of a reducer: the action type it handles and how the state follows. */
export interface ReducerCase<State> {
  readonly type: string;
  readonly reduce: (state: State, action: Action) => State;
}

/** The cases of one or more events that share a payload shape. */
export function on<State, Type extends string, Payload extends object>(
  events: EventCreator<Type, Payload> | ReadonlyArray<EventCreator<Type, Payload>>,
  reduce: (state: State, event: Action<Type> & Payload) => State,
): ReducerCase<State>[] {
  const list = typeof events === 'function' ? [events] : events;
  return list.map((event) => ({ type: event.type, reduce: (state, action) => (event.match(action) ? reduce(state, action) : state) }));
}

/** A reducer from typed cases: other actions leave the state as it is, and no action is cast. */
export function createReducer<State>(initialState: State, cases: ReadonlyArray<ReducerCase<State>[]>): Reducer<State> {
  const byType = new Map<string, ReducerCase<State>['reduce']>();
  for (const group of cases) for (const one of group) byType.set(one.type, one.reduce);
  return (state = initialState, action) => byType.get(action.type)?.(state, action) ?? state;
}

/**
 * A plugin's slice: the kernel mounts `reducer` under `name` (the plugin id), and `select` reads it back, so no
 * selector spells the mount key or casts the root state. Before the slice is mounted, `select` gives the initial state.
 */
export interface PluginSlice<State> {
  readonly name: string;
  readonly reducer: Reducer<State>;
  select(state: object): State;
}

export function defineSlice<State>(name: string, initialState: State, reducer: Reducer<State>): PluginSlice<State> {
  // The kernel mounted this reducer under `name`: what is there has its state type.
  const select = (state: object): State => (name in state ? ((state as Record<string, State>)[name] ?? initialState) : initialState);
  return Object.freeze({ name, reducer, select });
}
