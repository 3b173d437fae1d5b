import type { Action } from 'redux';

/** Who the visitor is. The account plugin fills it; every guard reads it. Authenticated = a user id exists. */
export interface SessionState {
  userId: string | null;
  banLevel: number;
  banVersion: number;
}

export type SessionAction =
  | { type: 'session/userIdentified'; userId: string; banLevel?: number; banVersion?: number }
  | { type: 'session/loggedOut' };

const signedOut: SessionState = { userId: null, banLevel: 0, banVersion: 0 };

export function sessionReducer(state: SessionState = signedOut, action: Action): SessionState {
  const event = action as SessionAction;
  switch (event.type) {
    case 'session/userIdentified':
      return { userId: event.userId, banLevel: event.banLevel ?? 0, banVersion: event.banVersion ?? 0 };
    case 'session/loggedOut':
      return signedOut;
    default:
      return state;
  }
}
