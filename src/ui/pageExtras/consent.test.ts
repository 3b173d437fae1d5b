// @vitest-environment jsdom
import { type ConsentModule, importShared, parseCookies } from '@host/sdk';

const loadConsent = () => importShared<ConsentModule>('@host/page-extras').then((module) => module.consent);
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('the cookie consent plugins follow (SDK ConsentModule)', () => {
  it('is unanswered until the notice is answered; an old agreement without choices allows necessary cookies only', async () => {
    const consent = await loadConsent();
    expect(consent.read()).toBeNull();
    document.cookie = 'cookies_agree=1; Path=/';
    expect(consent.read()).toEqual({ functional: false, marketing: false });
  });

  it('stores the choices in cookies and tells the subscribers, until they unsubscribe', async () => {
    const consent = await loadConsent();
    const listener = vi.fn();
    const unsubscribe = consent.subscribe(listener);
    consent.change({ functional: false, marketing: true });
    expect(parseCookies(document.cookie)).toMatchObject({ cookies_agree: '1', cookies_consent: 'marketing' });
    expect(consent.read()).toEqual({ functional: false, marketing: true });
    expect(listener).toHaveBeenCalledWith({ functional: false, marketing: true });
    unsubscribe();
    consent.change({ functional: true, marketing: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(parseCookies(document.cookie).cookies_consent).toBe('functional');
  });
});
