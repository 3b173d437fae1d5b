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
  /**
   * The signed-in player's name as the platform gives it (`PLAYER_PROFILE_PATH`, asked once per user by this
   * plugin), so that every page names the player alike; null while it is asked for, when there is none, or signed
   * out. Since 1.1.0.
   */
  selectPlayerName(state: HostState): string | null;
}

export const sessionService = createServiceRef<SessionService>('session', '1.1.0');

