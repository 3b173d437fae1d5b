import { validateDocument, type HttpClient } from '@host/sdk';
import type { FingerprintReply } from '../../schemas/auth.ts';
import { validate_fingerprintReply } from '../generated/validate_fingerprintReply.js';
import type { FingerprintComponents } from './collectComponents.ts';
import { FINGERPRINT_HEADER, FINGERPRINT_MAX_FAILED_TRIES, FINGERPRINT_RETRY_WAIT_MS, FINGERPRINT_URL } from './fingerprintConstants.ts';

export interface Fingerprint {
  /** The components data the fingerprint was computed from, for the body of the e-mail sign-in. */
  components(): FingerprintComponents;
  /** The X-Fingerprint header while the token has not expired; none before the first refresh. */
  headers(): Record<string, string>;
  /**
   * Computes the components again and asks the server for a fresh token; refreshes asked for meanwhile share it.
   * A reply without token and expiry counts as a failed try; after the last failed try, null.
   */
  refresh(): Promise<string | null>;
}

type Sleep = (ms: number) => Promise<void>;
const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The browser's fingerprint state: token, expiresAt, componentsData (second document, section 3). */
export function createFingerprint(http: HttpClient, collect: () => FingerprintComponents, now: () => number = Date.now, sleep: Sleep = realSleep): Fingerprint {
  let state: { token: string; expiresAt: number; componentsData: FingerprintComponents } | null = null;
  let refreshing: Promise<string | null> | null = null;

  async function fetchToken(componentsData: FingerprintComponents): Promise<FingerprintReply> {
    if (Object.keys(componentsData).length === 0) throw new Error('no fingerprint components');
    // Without challenges: a fingerprint error on this call would wait for this very refresh.
    return http.request(FINGERPRINT_URL, {
      method: 'POST',
      body: { componentsData },
      withoutToken: true,
      withoutChallenge: true,
      validate: (data) => validateDocument<FingerprintReply>(validate_fingerprintReply, data, 'fingerprint reply'),
    });
  }

  async function refreshNow(): Promise<string | null> {
    const componentsData = collect();
    for (let failedTries = 0; ; ) {
      try {
        const reply = await fetchToken(componentsData);
        state = { token: reply.token, expiresAt: reply.expiresAt, componentsData };
        return reply.token;
      } catch (error) {
        failedTries += 1;
        console.warn(`[account] fingerprint try ${failedTries} failed`, error);
        if (failedTries >= FINGERPRINT_MAX_FAILED_TRIES) return null;
        await sleep(FINGERPRINT_RETRY_WAIT_MS);
      }
    }
  }

  return {
    components: () => state?.componentsData ?? collect(),
    headers: (): Record<string, string> => (state && state.expiresAt * 1000 > now() ? { [FINGERPRINT_HEADER]: state.token } : {}),
    refresh() {
      refreshing ??= refreshNow().finally(() => (refreshing = null));
      return refreshing;
    },
  };
}
