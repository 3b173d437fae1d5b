// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { createHttpClient } from '../../../../tests/support/kernelTestKit.ts';
import { collectComponents } from './collectComponents.ts';
import { createFingerprint } from './createFingerprint.ts';
import { FINGERPRINT_HEADER, FINGERPRINT_MAX_FAILED_TRIES, FINGERPRINT_RETRY_WAIT_MS, FINGERPRINT_URL } from './fingerprintConstants.ts';

const app = createTestBff();
afterAll(() => app.close());

const COMPONENTS = { timeZone: 'Europe/Moscow', screen: '412x915x24' };

function setup(components: Record<string, string> = COMPONENTS) {
  const scenario = uniqueScenario('fingerprint');
  const sleeps: number[] = [];
  let calls = 0;
  const toBff = bffFetch(app, scenario);
  const http = createHttpClient(async (input, init) => {
    calls += 1;
    return toBff(input, init);
  });
  let clock = Date.now();
  const fingerprint = createFingerprint(http, () => components, () => clock, async (ms) => void sleeps.push(ms));
  return { scenario, fingerprint, sleeps, calls: () => calls, advance: (ms: number) => (clock += ms) };
}

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});

describe('fingerprint', () => {
  it('pins its constants: at most 2 failed tries, 110 ms apart', () => {
    expect(FINGERPRINT_MAX_FAILED_TRIES).toBe(2);
    expect(FINGERPRINT_RETRY_WAIT_MS).toBe(110);
    expect(FINGERPRINT_HEADER).toBe('X-Fingerprint');
  });

  it('has no header before the first refresh, then the fresh token until it expires', async () => {
    expect(t.fingerprint.headers()).toEqual({});
    const token = await t.fingerprint.refresh();
    expect(token).toEqual(expect.any(String));
    expect(t.fingerprint.headers()).toEqual({ 'X-Fingerprint': token });
    expect(t.fingerprint.components()).toEqual(COMPONENTS);
    t.advance(31 * 60_000);
    expect(t.fingerprint.headers()).toEqual({});
  });

  it('shares one refresh between callers that ask meanwhile', async () => {
    const [first, second] = await Promise.all([t.fingerprint.refresh(), t.fingerprint.refresh()]);
    expect(first).toBe(second);
    expect(t.calls()).toBe(1);
    await t.fingerprint.refresh();
    expect(t.calls()).toBe(2);
  });

  it('tries again 110 ms after a failed try', async () => {
    await patchScenario(app, t.scenario, { faults: [{ path: FINGERPRINT_URL, status: 503, times: 1 }] });
    await expect(t.fingerprint.refresh()).resolves.toEqual(expect.any(String));
    expect(t.calls()).toBe(2);
    expect(t.sleeps).toEqual([FINGERPRINT_RETRY_WAIT_MS]);
  });

  it('counts a reply without token and expiry as a failed try, and gives up after the second', async () => {
    await patchScenario(app, t.scenario, { faults: [{ path: FINGERPRINT_URL, body: '{"token":"no-expiry"}' }] });
    await expect(t.fingerprint.refresh()).resolves.toBeNull();
    expect(t.calls()).toBe(FINGERPRINT_MAX_FAILED_TRIES);
    expect(t.sleeps).toEqual([FINGERPRINT_RETRY_WAIT_MS]);
    expect(t.fingerprint.headers()).toEqual({});
  });

  it('counts missing components as a failed try without asking the server', async () => {
    const empty = setup({});
    await expect(empty.fingerprint.refresh()).resolves.toBeNull();
    expect(empty.calls()).toBe(0);
  });

  it('is not met by challenges itself: a fingerprint error on its own call is a failed try', async () => {
    await patchScenario(app, t.scenario, { faults: [{ path: FINGERPRINT_URL, status: 400, body: '{"errors":[{"code":"fingerprint_invalid"}]}' }] });
    await expect(t.fingerprint.refresh()).resolves.toBeNull();
    expect(t.calls()).toBe(FINGERPRINT_MAX_FAILED_TRIES);
  });
});

describe('fingerprint components', () => {
  it('reads the browser traits, nothing that names the person', () => {
    const components = collectComponents({
      navigator: { userAgent: 'UA', language: 'en-US', languages: ['en-US', 'ru'], hardwareConcurrency: 8, maxTouchPoints: 5 },
      screen: { width: 412, height: 915, colorDepth: 24 },
      timeZone: 'Europe/Moscow',
    });
    expect(components).toEqual({ userAgent: 'UA', language: 'en-US', languages: 'en-US,ru', timeZone: 'Europe/Moscow', screen: '412x915x24', hardwareConcurrency: 8, touch: true });
  });
});
