// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bffFetch, browserFetch, createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';
import { loadConsent } from './loadConsent.ts';
import { analyticsQueue } from './analyticsQueue.ts';
import { STAND_IN_ADAPTERS } from '../bff/standInAdapters.ts';
import { ANALYTICS_EVENT } from './analyticsConstants.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.cookie = 'cookies_agree=; Max-Age=0; Path=/';
  document.cookie = 'cookies_consent=; Max-Age=0; Path=/';
  window.localStorage.clear();
});

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

interface Received {
  events: Array<{ id: number; lang: string; source: number; strings: string[]; numbers: number[] }>;
  hits: Array<{ adapter: string }>;
}

/**
 * The real kernel with the account and analytics plugins against the reference BFF; the browser's fetch and
 * sendBeacon go to the BFF (keeping the session cookie), so what the collector received is read back from it.
 */
async function openRegistration(scenario: string, config?: unknown) {
  const toBff = bffFetch(app, scenario);
  const pending: Array<Promise<unknown>> = [];
  globalThis.fetch = browserFetch(app, scenario).fetch;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      pending.push(textOf(body).then((text) => toBff(url, { method: 'POST', body: text })));
      return true;
    },
  });
  const host = await renderHost(app, { path: '/en/registration', plugins: ['account', 'analytics'], scenario, config });
  const received = async (): Promise<Received> => {
    await Promise.all(pending);
    return (await toBff('/bff-test/analytics/events')).json() as Promise<Received>;
  };
  // The service other plugins get (useService / getService): the active plugin's.
  return { host, received, analytics: () => analyticsQueue.current!.service };
}

describe('analytics of a registration, through the collector', { timeout: 20_000 }, () => {
  it('loads at once on the registration page, sends the registration events on page hide, and no personal data', async () => {
    const scenario = uniqueScenario('analytics');
    const { received } = await openRegistration(scenario);
    const email = `analytics-${Date.now()}@example.com`;
    const password = 'very-secret-password';
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
    // What registration asks in every jurisdiction profile: an adult's date of birth, the terms and the privacy policy.
    fireEvent.change(screen.getByLabelText(/^Date of birth/), { target: { value: '1990-05-17' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    // No bonus is pre-selected: the player picks one, and the click event carries its id.
    fireEvent.click(screen.getByLabelText('Sports bonus'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(window.localStorage.getItem('analytics_registration')).toContain('"done":true'), { timeout: 10_000 });
    window.dispatchEvent(new Event('pagehide'));
    const { events } = await received();
    expect(events.map(({ id }) => id)).toEqual(expect.arrayContaining([ANALYTICS_EVENT.registrationClick, ANALYTICS_EVENT.successfulRegistration]));
    expect(events.find(({ id }) => id === ANALYTICS_EVENT.registrationClick)).toMatchObject({ lang: 'en', source: 18, strings: ['full_reg'], numbers: [1, 1] });
    const sent = JSON.stringify(events);
    expect(sent).not.toContain(email);
    expect(sent).not.toContain(password);
  });
});

describe('marketing counters and consent', { timeout: 20_000 }, () => {
  const adapterScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-analytics-counter]')].map((script) => script.dataset.analyticsCounter);

  it('starts no third-party counter without marketing consent', async () => {
    document.cookie = 'cookies_agree=1; Path=/';
    document.cookie = 'cookies_consent=functional; Path=/';
    const { received, analytics } = await openRegistration(uniqueScenario('analytics-no-consent'));
    await waitFor(() => expect(window.localStorage.getItem('analytics_registration')).toContain('"tries":1'));
    analytics().betPlaced({ couponTypeId: 0, betsCount: 1, amount: 150, currency: 'RUB' });
    window.dispatchEvent(new Event('pagehide'));
    const { events, hits } = await received();
    expect(events.map(({ id }) => id)).toContain(ANALYTICS_EVENT.successfulBet);
    expect(hits).toEqual([]);
    expect(adapterScripts()).toEqual([]);
  });

  it('starts each counter with marketing consent and stops them when it is withdrawn', async () => {
    document.cookie = 'cookies_agree=1; Path=/';
    document.cookie = 'cookies_consent=marketing; Path=/';
    const { received, analytics } = await openRegistration(uniqueScenario('analytics-consent'));
    await waitFor(async () => expect(new Set((await received()).hits.map(({ adapter }) => adapter))).toEqual(new Set(STAND_IN_ADAPTERS)));
    expect(new Set(adapterScripts())).toEqual(new Set(STAND_IN_ADAPTERS));
    analytics().betPlaced({ couponTypeId: 0, betsCount: 1, amount: 150, currency: 'RUB' });
    await waitFor(async () => expect((await received()).hits).toHaveLength(STAND_IN_ADAPTERS.length * 2));

    (await loadConsent()).change({ functional: false, marketing: false });
    expect(adapterScripts()).toEqual([]);
    analytics().betPlaced({ couponTypeId: 0, betsCount: 1, amount: 150, currency: 'RUB' });
    expect((await received()).hits).toHaveLength(STAND_IN_ADAPTERS.length * 2);
  });

  it('keeps the counters where the site turns its own collector off (site.isFatmanAnalyticsAvailable false)', async () => {
    document.cookie = 'cookies_agree=1; Path=/';
    document.cookie = 'cookies_consent=marketing; Path=/';
    const { received, analytics } = await openRegistration(uniqueScenario('analytics-no-collector'), { site: { isFatmanAnalyticsAvailable: false } });
    await waitFor(async () => expect(new Set((await received()).hits.map(({ adapter }) => adapter))).toEqual(new Set(STAND_IN_ADAPTERS)));
    analytics().betPlaced({ couponTypeId: 0, betsCount: 1, amount: 151, currency: 'RUB' });
    await waitFor(async () => expect((await received()).hits).toHaveLength(STAND_IN_ADAPTERS.length * 2));
    window.dispatchEvent(new Event('pagehide'));
    // (Earlier tests' pages, still open in this document, send what they held on the same page hide.)
    const bets = (await received()).events.filter(({ id, numbers }) => id === ANALYTICS_EVENT.successfulBet && numbers[2] === 151);
    expect(bets).toEqual([]);
    // The counters stop with the consent, so none calls the test server once it has closed.
    (await loadConsent()).change({ functional: false, marketing: false });
  });
});
