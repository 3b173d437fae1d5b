/** Remote app load states and their allowed transitions (first document, section 4.2). */
export type LoadState = 'not-exist' | 'loading' | 'ready' | 'error';

export const ALLOWED_TRANSITIONS: Readonly<Record<LoadState, readonly LoadState[]>> = {
  'not-exist': ['loading', 'ready'],
  loading: ['error', 'ready', 'not-exist'],
  error: ['loading', 'not-exist'],
  ready: ['not-exist'],
};

export class ForbiddenTransitionError extends Error {
  constructor(pluginId: string, from: LoadState, to: LoadState) {
    super(`plugin ${pluginId}: load state ${from} -> ${to} is not allowed`);
    this.name = 'ForbiddenTransitionError';
  }
}

export function canTransition(from: LoadState, to: LoadState): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

/**
 * Returns the next state. A forbidden transition is a bug: it throws in development and is logged (state kept)
 * in production.
 */
export function transition(pluginId: string, from: LoadState, to: LoadState, production: boolean, log: (message: string) => void): LoadState {
  if (canTransition(from, to)) return to;
  const error = new ForbiddenTransitionError(pluginId, from, to);
  if (!production) throw error;
  log(error.message);
  return from;
}
