import { createReducer, loggedOut, on, userIdentified } from '@host/sdk';

/** Who the visitor is. The provider of the session service fills it; every guard reads it. Authenticated = a user id exists. */
export interface SessionState {
  userId: string | null;
  banLevel: number;
  banVersion: number;
}


const signedOut: SessionState = { userId: null, banLevel: 0, banVersion: 0 };

export const sessionReducer = createReducer<SessionState>(signedOut, [
  on(userIdentified, (_state, { userId, banLevel, banVersion }) => ({ userId, banLevel: banLevel ?? 0, banVersion: banVersion ?? 0 })),
  on(loggedOut, () => signedOut),
]);
