// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import type { HostState } from '@host/sdk';
import { accountSlice } from '../accountSlice.ts';
import { SAME_SITE_HEADER } from '../../schemas/auth.ts';
import { SESSION_CHECK_URL } from './sessionConstants.ts';
import { refreshSession } from './sessionSaga.ts';

const app = createTestBff();
beforeAll(() => app.ready());
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/** Second document, sections 7 and 9: the check is retried twice, 1.5 s apart. */
const RETRY_WAIT_MS = 1_500;

/**
 * Lets the in-process BFF answer (it runs on real I/O turns, which the fake clock does not hold) until `done`: as many
 * turns as it takes, so a slow machine only waits longer (the test's own limit stops one that never gets there).
 */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * One auth poll of the demo player's session through the real HTTP client and the in-process BFF, on a fake clock:
 * the first `failures` checks answer 503; `iframe` is the site's flag for a partner's frame.
 */
async function poll({ failures = 0, iframe = false } = {}) {
  const scenario = uniqueScenario('session-check');
  if (failures) await patchScenario(app, scenario, { faults: [{ path: SESSION_CHECK_URL, status: 503, times: failures }] });
  const { cookie } = await signIn(app, 'demo@northbet.example');
  const toBff = bffFetch(app, scenario, cookie);
  const checks: Array<{ status: number; headers: Headers }> = [];
  globalThis.fetch = async (input, init) => {
    const reply = await toBff(input, init);
    if (String(input).startsWith(SESSION_CHECK_URL)) checks.push({ status: reply.status, headers: new Headers(init?.headers) });
    return reply;
  };
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const config = { site: { site: iframe ? { shouldUseCookieIframeParameters: true } : {} }, groups: {}, fromLastKnownGood: false } as unknown as HostState['config'];
  // The poll of a visitor's page: a newly found player would have their config and terms loaded too.
  const harness = recordingStore({ account: accountSlice.reducer }, { session: { userId: '100001', banLevel: 0, banVersion: 0 }, config });
  const done = harness.run(refreshSession);
  return { harness, checks, done };
}

describe('the session check', () => {
  it('is retried twice, 1.5 s apart, and then finds the player', async () => {
    const page = await poll({ failures: 2 });
    // Each failed check's wait has started once its timer is pending.
    await until(() => page.checks.length === 1 && vi.getTimerCount() > 0);
    await vi.advanceTimersByTimeAsync(RETRY_WAIT_MS - 1);
    expect(page.checks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => page.checks.length === 2 && vi.getTimerCount() > 0);
    await vi.advanceTimersByTimeAsync(RETRY_WAIT_MS - 1);
    expect(page.checks).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await page.done;
    expect(page.checks.map((check) => check.status)).toEqual([503, 503, 200]);
    expect(page.harness.getState().session.userId).toBe('100001');
  });

  it('fails after its 2 retries: logged, and the player counts as not signed in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await poll({ failures: 3 });
    for (let sent = 1; sent <= 3; sent += 1) {
      await until(() => page.checks.length === sent && (sent === 3 || vi.getTimerCount() > 0));
      await vi.advanceTimersByTimeAsync(RETRY_WAIT_MS);
    }
    await page.done;
    expect(page.checks.map((check) => check.status)).toEqual([503, 503, 503]);
    expect(page.harness.getState().session.userId).toBeNull();
    expect(warn).toHaveBeenCalledWith('[account] session check failed; signed out', expect.objectContaining({ status: 503 }));
    warn.mockRestore();
  });

  it("sends the same-site header only where the site is configured for a partner's frame", async () => {
    for (const iframe of [false, true]) {
      const page = await poll({ iframe });
      await page.done;
      expect(page.checks.map((check) => check.headers.get(SAME_SITE_HEADER))).toEqual([iframe ? 'None' : null]);
    }
  });
});
