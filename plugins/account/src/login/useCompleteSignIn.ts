import type { HostState } from '@host/sdk';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { Store } from 'redux';
import { selectSignIn, signInAccepted } from '../accountSlice.ts';

/**
 * Hands a sign-in the server accepted to the session saga (sessionSaga.ts's completeSignIn) and resolves once the
 * saga has settled it; rejects when the session could not be read.
 */
function completeSignIn(store: Store<HostState>): Promise<void> {
  return new Promise((resolve, reject) => {
    const unsubscribe = store.subscribe(() => {
      const status = selectSignIn(store.getState());
      if (status === 'running') return;
      unsubscribe();
      if (status === 'done') resolve();
      else reject(new Error('the session could not be read after signing in'));
    });
    store.dispatch(signInAccepted());
  });
}

/**
 * After any kind of sign-in (a login form, its second step, a registration): the session saga identifies the user
 * and loads what the guards of the next navigation need (user config, terms), then the caller takes its next step.
 */
export function useCompleteSignIn(onSignedIn: () => void): () => Promise<void> {
  const store = useStore<HostState>();
  return useCallback(async () => {
    await completeSignIn(store);
    onSignedIn();
  }, [store, onSignedIn]);
}
