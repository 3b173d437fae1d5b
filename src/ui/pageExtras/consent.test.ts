// @vitest-environment jsdom
import { type ConsentModule, importShared, parseCookies } from '@host/sdk';

const loadConsent = () => importShared<ConsentModule>('@host/page-extras').then((module) => module.consent);
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';

afterEach(() => {
  for (const name of Object.keys(parseCookies(document.cookie))) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('the cookie consent plugins follow (SDK ConsentModule)', () => {
  // The operator takes each answer's log (tested below).
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    globalThis.fetch = async () => new Response(null, { status: 204 });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

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

describe('the agreement log (the cookie notice answered)', () => {
  const app = createTestBff();
  afterAll(() => app.close());
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    vi.restoreAllMocks();
  });

  it('sends when and what the visitor allowed to the operator, who keeps it', async () => {
    const scenario = uniqueScenario('consent-log');
    globalThis.fetch = bffFetch(app, scenario);
    const before = Math.floor(Date.now() / 1000);
    (await loadConsent()).change({ functional: true, marketing: false });
    const kept = async () => (await app.inject({ url: '/bff-api/cookie-agreements', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } })).json().agreements;
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1), { timeout: 15_000 });
    const [agreement] = await kept();
    expect(agreement).toMatchObject({ functional: true, marketing: false, domain: 'localhost' });
    expect(agreement.cookiesAgreeTime).toBeGreaterThanOrEqual(before);
  });

  it('logs a failed log call, and keeps the choices all the same', async () => {
    const scenario = uniqueScenario('consent-log');
    await patchScenario(app, scenario, { faults: [{ path: '/bff-api/cookie-agreements', status: 503 }] });
    globalThis.fetch = bffFetch(app, scenario);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    (await loadConsent()).change({ functional: false, marketing: true });
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('[kernel] failed to send agreement log', expect.any(Error)), { timeout: 15_000 });
    expect(parseCookies(document.cookie)).toMatchObject({ cookies_agree: '1', cookies_consent: 'marketing' });
  });
});
