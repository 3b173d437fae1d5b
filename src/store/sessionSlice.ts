import { createReducer, loggedOut, on, userIdentified } from '@host/sdk';
import type { SessionState } from './kernelState.ts';

export type { SessionState } from './kernelState.ts';

const signedOut: SessionState = { userId: null, banLevel: 0, banVersion: 0 };

export const sessionReducer = createReducer<SessionState>(signedOut, [
  on(userIdentified, (_state, { userId, banLevel, banVersion }) => ({ userId, banLevel: banLevel ?? 0, banVersion: banVersion ?? 0 })),
  on(loggedOut, () => signedOut),
]);
