// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT } from '../analyticsConstants.ts';
import { createAnalyticsRuntime, loadAnalyticsCounters } from './analyticsRuntime.ts';

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function beaconRecorder() {
  const bodies: Array<Promise<string>> = [];
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (_url: string, body: Blob) => (bodies.push(textOf(body)), true) });
  return async () => (await Promise.all(bodies)).map((text) => JSON.parse(text) as { userId: string | null; events: Array<{ id: number; strings: string[]; numbers: number[] }> });
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the analytics runtime', () => {
  it('gives each flow call its event id of section 9', async () => {
    const sent = beaconRecorder();
    const runtime = createAnalyticsRuntime({ collectorKey: 'northbet', sourceCode: 18 }, [], { language: () => 'en', userId: null, collectorAvailable: () => true });
    runtime.captchaChecked(true);
    runtime.captchaChecked(false);
    runtime.smsSent(true);
    runtime.smsSent(false, ['invalid_phone']);
    runtime.smsCodeAccepted();
    runtime.paymentsPageOpened();
    runtime.paymentStatusShown('success');
    runtime.betPlaced({ couponTypeId: 1, betsCount: 3, amount: 250, currency: 'USD' });
    runtime.flush();
    runtime.stop();
    const [batch] = await sent();
    expect(batch.events.map(({ id, strings, numbers }) => [id, strings, numbers])).toEqual([
      [ANALYTICS_EVENT.captchaOk, [], []],
      [ANALYTICS_EVENT.captchaFailed, [], []],
      [ANALYTICS_EVENT.smsSent, [], []],
      [ANALYTICS_EVENT.smsFail, ['invalid_phone'], []],
      [ANALYTICS_EVENT.correctCode, [], []],
      [ANALYTICS_EVENT.paymentsPage, [], []],
      [ANALYTICS_EVENT.paymentsStatus, ['success'], []],
      [ANALYTICS_EVENT.successfulBet, ['USD'], [1, 3, 250]],
    ]);
  });

  it('sends the events so far with the previous user when a new user id is set', async () => {
    const sent = beaconRecorder();
    const runtime = createAnalyticsRuntime({ collectorKey: 'northbet', sourceCode: 18 }, [], { language: () => 'en', userId: null, collectorAvailable: () => true });
    runtime.track(1000);
    runtime.setUserId('100001');
    runtime.track(10000);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    runtime.stop();
    expect((await sent()).map(({ userId, events }) => [userId, events.map(({ id }) => id)])).toEqual([
      [null, [1000]],
      ['100001', [10000]],
    ]);
  });

  it('sends nothing to the collector while the site turns it off, and the events from when it is on again', async () => {
    const sent = beaconRecorder();
    let available = false;
    const runtime = createAnalyticsRuntime({ collectorKey: 'northbet', sourceCode: 18 }, [], { language: () => 'en', userId: null, collectorAvailable: () => available });
    runtime.paymentsPageOpened();
    runtime.flush();
    available = true;
    runtime.paymentStatusShown('success');
    runtime.flush();
    runtime.stop();
    expect((await sent()).map(({ events }) => events.map(({ id }) => id))).toEqual([[ANALYTICS_EVENT.paymentsStatus]]);
  });
});

describe('the analytics counters', () => {
  it('come from the page-metadata service, asked by domain and project id', async () => {
    const counters = [{ type: 9, id: 'GTM-1', scriptUrl: '/analytics-demo/script/tagManager.js' }];
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: counters }));
    await expect(loadAnalyticsCounters(7)).resolves.toEqual(counters);
    const url = new URL(String(fetched.mock.calls[0][0]), location.href);
    expect([url.pathname, url.searchParams.get('domain'), url.searchParams.get('projectId')]).toEqual(['/seo-api/v1/counters', location.host, '7']);
  });

  it('are logged and left out when their call fails, and the site works on', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(loadAnalyticsCounters(1)).resolves.toEqual([]);
    expect(warned).toHaveBeenCalledWith('[analytics] counters failed to load', expect.anything());
  });
});
