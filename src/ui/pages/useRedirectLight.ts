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

/** The target as an address to go to: a path of this site, an absolute http(s) URL, or null for anything else. */
function targetOf(url: string): { path: string } | { href: string } | null {
  try {
    const target = new URL(url, location.href);
    if (target.origin === location.origin) return { path: `${target.pathname}${target.search}${target.hash}` };
    return target.protocol === 'https:' || target.protocol === 'http:' ? { href: target.href } : null;
  } catch {
    return null;
  }
}

/**
 * Asks the redirect-light service whether the address shown as not found has moved (an old link followed inside the
 * site; the first HTML of a moved address is redirected by the server): `asking` until it answers, then it goes there,
 * or `not-moved` when it has not, the service cannot be had, or the answer would lead back here (the cyclic rule).
 */
export function useRedirectLight(): 'asking' | 'not-moved' {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const here = `${pathname}${search}`;
  const [answered, setAnswered] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    http
      .request(REDIRECT_LIGHT_URL, {
        method: 'POST',
        body: { url: here },
        retry: { retries: REDIRECT_LIGHT_RETRIES, delayMs: REDIRECT_LIGHT_RETRY_MS },
        validate: (data) => validateDocument<RedirectResponse>(validate_redirectResponse, data, 'redirect response'),
      })
      .then(
        (response) => {
          if (!current) return;
          const target = response.redirect && response.url ? targetOf(response.url) : null;
          if (response.redirect && !target) {
            log(`${here}: a target that is not an address was refused`, response.url);
          } else if (target && 'path' in target && target.path === here) {
            log(`cyclic redirect blocked: ${here} to itself`);
          } else if (target && 'path' in target) {
            void navigate(target.path, { replace: true });
            return;
          } else if (target) {
            location.replace(target.href);
            return;
          }
          setAnswered(here);
        },
        (error: unknown) => {
          log('the service could not be asked; the page is not found', error);
          if (current) setAnswered(here);
        },
      );
    return () => {
      current = false;
    };
  }, [here, navigate]);
  return answered === here ? 'not-moved' : 'asking';
}
