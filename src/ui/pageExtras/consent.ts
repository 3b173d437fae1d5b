import { type Consent, type ConsentChoices, parseCookies, writeCookie } from '@host/sdk';
import { keepFunctionalCookies } from './functionalCookies.ts';
import { COOKIE_AGREEMENT_COOKIE, COOKIE_AGREEMENT_MAX_AGE_S, COOKIE_AGREEMENTS_URL, COOKIE_CONSENT_COOKIE } from '../layout/cookieNoticeConstants.ts';

const KINDS = ['functional', 'marketing'] as const;

/** The choices stored in the cookies; an agreement without choices (before choices existed) allows necessary cookies only. */
export function readConsent(cookieHeader: string): ConsentChoices | null {
  const cookies = parseCookies(cookieHeader);
  if (cookies[COOKIE_AGREEMENT_COOKIE] !== '1') return null;
  const allowed = (cookies[COOKIE_CONSENT_COOKIE] ?? '').split(',');
  return { functional: allowed.includes('functional'), marketing: allowed.includes('marketing') };
}

/**
 * Logs the answer with the operator (the agreement log call): when and what the visitor allowed, on which host. A
 * failure is logged and changes nothing: the choices are in the cookies already.
 */
async function logAgreement(choices: ConsentChoices): Promise<void> {
  const body = { cookiesAgreeTime: Math.floor(Date.now() / 1000), functional: choices.functional, marketing: choices.marketing, domain: location.hostname };
  try {
    // text/plain keeps it a simple request, and keepalive lets it finish when the answer leaves the page.
    const reply = await fetch(COOKIE_AGREEMENTS_URL, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'text/plain' }, keepalive: true });
    if (!reply.ok) throw new Error(`HTTP ${reply.status}`);
  } catch (error) {
    console.error('[kernel] failed to send agreement log', error);
  }
}

/** The page's one consent: the cookie notice changes it, plugins follow it (the SDK's `ConsentModule`). */
export function createConsent(): Consent {
  const listeners = new Set<(choices: ConsentChoices) => void>();
  const consent: Consent = {
    read: () => readConsent(document.cookie),
    change(choices) {
      writeCookie(COOKIE_CONSENT_COOKIE, KINDS.filter((kind) => choices[kind]).join(','), COOKIE_AGREEMENT_MAX_AGE_S);
      writeCookie(COOKIE_AGREEMENT_COOKIE, '1', COOKIE_AGREEMENT_MAX_AGE_S);
      void logAgreement(choices);
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
