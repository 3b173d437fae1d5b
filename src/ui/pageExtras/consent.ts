import { type Consent, type ConsentChoices, parseCookies } from '@host/sdk';
import { keepFunctionalCookies } from './functionalCookies.ts';
import { writeCookie } from './writeCookie.ts';
import { COOKIE_AGREEMENT_COOKIE, COOKIE_AGREEMENT_MAX_AGE_S, COOKIE_CONSENT_COOKIE } from '../layout/cookieNoticeConstants.ts';

const KINDS = ['functional', 'marketing'] as const;

/** The choices stored in the cookies; an agreement without choices (before choices existed) allows necessary cookies only. */
export function readConsent(cookieHeader: string): ConsentChoices | null {
  const cookies = parseCookies(cookieHeader);
  if (cookies[COOKIE_AGREEMENT_COOKIE] !== '1') return null;
  const allowed = (cookies[COOKIE_CONSENT_COOKIE] ?? '').split(',');
  return { functional: allowed.includes('functional'), marketing: allowed.includes('marketing') };
}

/** The page's one consent: the cookie notice changes it, plugins follow it (the SDK's `ConsentModule`). */
export function createConsent(): Consent {
  const listeners = new Set<(choices: ConsentChoices) => void>();
  const consent: Consent = {
    read: () => readConsent(document.cookie),
    change(choices) {
      writeCookie(COOKIE_CONSENT_COOKIE, KINDS.filter((kind) => choices[kind]).join(','), COOKIE_AGREEMENT_MAX_AGE_S);
      writeCookie(COOKIE_AGREEMENT_COOKIE, '1', COOKIE_AGREEMENT_MAX_AGE_S);
      for (const listener of [...listeners]) listener({ ...choices });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    keepFunctionalCookies: (readPanels) => keepFunctionalCookies(consent, readPanels),
  };
  return consent;
}

export const consent = createConsent();
