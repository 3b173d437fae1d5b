import type { HostState } from '@host/sdk';
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { learnAboutUser } from '../session/learnAboutUser.ts';
import { checkSession } from '../session/sessionApi.ts';
import { loadPlayerActions } from '../session/loadPlayerActions.ts';
import { userIdentified } from '@host/sdk';

/**
 * After any kind of sign-in: who the user is now (the session check), then what the guards of the next
 * navigation need (user config, terms), then the caller's next step.
 */
export function useCompleteSignIn(onSignedIn: () => void): () => Promise<void> {
  const dispatch = useDispatch();
  const store = useStore<HostState>();
  return useCallback(async () => {
    // The header's part for the player is fetched alongside, so that it replaces the visitor's buttons at once.
    const [session] = await Promise.all([checkSession(), loadPlayerActions()]);
    if (session.user_id) {
      dispatch(userIdentified({ userId: session.user_id, banLevel: session.ban_level ?? 0, banVersion: session.ban_version ?? 0 }));
    }
    await learnAboutUser(dispatch, store.getState);
    onSignedIn();
  }, [dispatch, store, onSignedIn]);
}
