import { useRouteEntry } from '@host/sdk';
import { useDispatch } from 'react-redux';
import { signOutRequested } from '../accountSlice.ts';

/**
 * Sign-out for the logout the user confirmed and the one the captcha service asks for: the session saga ends the
 * session (signOut.ts), and a sign-in-only page is left for the home page.
 */
export function useSignOut(): () => void {
  const dispatch = useDispatch();
  const route = useRouteEntry();
  return () => dispatch(signOutRequested({ goHome: route?.requiresAuth === true }));
}
