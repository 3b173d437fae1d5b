import { createServiceRef, type HostState, type TokenProvider } from '@host/sdk';

/** Who is signed in and the session's token. */
export interface SessionService {
  /** Authenticated = a user id exists (the kernel's `session` slice, which every guard reads). */
  selectUserId(state: HostState): string | null;
  /** The bearer token of the HTTP client; null when signed out. */
  readonly tokenProvider: TokenProvider;
  /**
   * Ends the session; `goHome` leaves for the home page, otherwise the page reloads (access rule 9). Resolves once
   * asked: `loggedOut` follows when the server has ended the session.
   */
  signOut(options?: { goHome?: boolean }): Promise<void>;
  /** Asks the visitor to sign in (the login modal). */
  requestSignIn(): void;
}

export const sessionService = createServiceRef<SessionService>('session', '1.0.0');

