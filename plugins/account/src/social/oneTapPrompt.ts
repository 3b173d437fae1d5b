import { safeStorage } from '@host/sdk';
import { DEFAULT_CURRENCY } from '../accounts/accountsConstants.ts';
import { safeRedirectPath } from '../login/safeRedirectPath.ts';
import { FROM_URL_KEY, pathAfterLanguage } from '../registration/postLoginRedirect.ts';
import { fetchOneTapClient, postOneTapCredential } from './socialApi.ts';

/** The part of Google's `google.accounts.id` one-tap uses; the demo provider's script offers the same. */
interface IdentityScript {
  initialize(options: { client_id: string; callback: (response: { credential: string }) => void; cancel_on_tap_outside?: boolean }): void;
  prompt(): void;
  cancel(): void;
}

/** The identity script, once loaded (its global is Google's name for it). */
const identityScript = (): IdentityScript | undefined => (window as { google?: { accounts?: { id?: IdentityScript } } }).google?.accounts?.id;

/** Loads the provider's script once; resolves when it has run, rejects when it cannot be had. */
function loadScript(url: string): Promise<IdentityScript> {
  const loaded = identityScript();
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src: url, async: true });
    script.addEventListener('load', () => {
      const api = identityScript();
      if (api) resolve(api);
      else reject(new Error(`the identity script ${url} offers no accounts.id`));
    });
    script.addEventListener('error', () => reject(new Error(`the identity script ${url} did not load`)));
    document.head.append(script);
  });
}

export interface OneTapVisit {
  language: string;
  /** The currency the visitor sees prices in, which a new player's account would be in. */
  currencyIso: string;
  currencies: ReadonlyArray<{ id: number; iso: string }>;
}

/**
 * Offers one-tap (first document 6 and 7): the client id, then the provider's script (loaded here, on demand), then
 * its prompt. The credential the visitor picks goes to the platform with the language and the currency, and the
 * browser goes where the answer says, a path of this site only (any other is dropped and logged); the page the visitor
 * was on is kept for after the sign-in. Answers how to take the prompt back (a sign-in by another way).
 */
export async function promptOneTap(visit: OneTapVisit): Promise<() => void> {
  const client = await fetchOneTapClient();
  const api = await loadScript(client.scriptUrl);
  const currency = visit.currencies.find((candidate) => candidate.iso === visit.currencyIso) ?? visit.currencies.find((candidate) => candidate.iso === DEFAULT_CURRENCY) ?? visit.currencies[0];
  api.initialize({
    client_id: client.clientId,
    cancel_on_tap_outside: true,
    callback: ({ credential }) => {
      postOneTapCredential({ credential, language: visit.language, currencyId: currency.id }).then(
        ({ redirectUrl }) => {
          const target = safeRedirectPath(redirectUrl);
          if (!target) {
            console.warn('[account] one-tap answered an address that is not a path of this site: dropped', redirectUrl);
            return;
          }
          // The sign-in page goes on to where the visitor was (rule 11's from_url, a path after the language).
          const here = safeRedirectPath(pathAfterLanguage(window.location.pathname, window.location.search));
          if (here) safeStorage('sessionStorage').setItem(FROM_URL_KEY, here);
          window.location.assign(target);
        },
        (failure: unknown) => console.warn('[account] the one-tap sign-in was not accepted', failure),
      );
    },
  });
  api.prompt();
  return () => api.cancel();
}
