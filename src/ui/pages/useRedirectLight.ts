import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { http, validateDocument } from '@host/sdk';
import type { RedirectResponse } from '../../../schemas/redirectResponse.ts';
import { validate_redirectResponse } from '../../generated/validate_redirectResponse.js';

export const REDIRECT_LIGHT_URL = '/redirects-api/api/v1/redirect-light';
/** First document 7: the call is retried 5 times, 1 s apart. */
export const REDIRECT_LIGHT_RETRIES = 5;
export const REDIRECT_LIGHT_RETRY_MS = 1000;

const log = (message: string, detail?: unknown) => console.warn(`[redirect-light] ${message}`, detail ?? '');

/**
 * The target as a path of this site to go to, or null: another site's address (DESIGN section 9: only the site's own
 * addresses are followed; the server redirects a first visit to a partner's), or anything that is no address.
 */
function sitePathOf(url: string): string | null {
  try {
    const target = new URL(url, location.href);
    return target.origin === location.origin ? `${target.pathname}${target.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Asks the redirect-light service whether the address shown as not found has moved (an old link followed inside the
 * site; the first HTML of a moved address is redirected by the server): `asking` until it answers, then it goes there
 * inside the app, or `not-moved` when it has not moved, the service cannot be had, the target is another site's, or
 * the answer would lead back here (the cyclic rule).
 */
export function useRedirectLight(): 'asking' | 'not-moved' {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const here = `${pathname}${search}`;
  const [answered, setAnswered] = useState<string | null>(null);
  useEffect(() => {
    // Leaving the page ends the call and its retries.
    const call = new AbortController();
    http
      .request(REDIRECT_LIGHT_URL, {
        method: 'POST',
        body: { url: here },
        signal: call.signal,
        retry: { retries: REDIRECT_LIGHT_RETRIES, delayMs: REDIRECT_LIGHT_RETRY_MS },
        validate: (data) => validateDocument<RedirectResponse>(validate_redirectResponse, data, 'redirect response'),
      })
      .then(
        (response) => {
          if (call.signal.aborted) return;
          const target = response.redirect && response.url ? sitePathOf(response.url) : null;
          if (response.redirect && target === null) log(`${here}: a target that is not an address of this site was refused`, response.url);
          else if (target === here) log(`cyclic redirect blocked: ${here} to itself`);
          else if (target !== null) return void navigate(target, { replace: true });
          setAnswered(here);
        },
        (error: unknown) => {
          if (call.signal.aborted) return;
          log('the service could not be asked; the page is not found', error);
          setAnswered(here);
        },
      );
    return () => call.abort();
  }, [here, navigate]);
  return answered === here ? 'not-moved' : 'asking';
}
