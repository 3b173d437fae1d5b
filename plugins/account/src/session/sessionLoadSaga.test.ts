// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { accountSlice } from '../accountSlice.ts';
import { FINGERPRINT_URL } from '../fingerprint/fingerprintConstants.ts';
import { SESSION_LOAD_URL, sessionLoadSaga } from './sessionLoadSaga.ts';

const app = createTestBff();
beforeAll(() => app.ready());
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/** Second document, sections 4 and 9: the session call goes 8 s after the app is ready. */
const DELAY_MS = 8_000;

interface Sent {
  path: string;
  headers: Headers;
  status: number;
}

/** The saga for a page whose boot found `userId` signed in (null: no preloaded session), on a fake clock. */
async function startPage(userId: string | null, fault?: { status: number }) {
  const scenario = uniqueScenario('session-load');
  if (fault) await patchScenario(app, scenario, { faults: [{ path: SESSION_LOAD_URL, ...fault, times: 1 }] });
  const toBff = bffFetch(app, scenario);
  const sent: Sent[] = [];
  globalThis.fetch = async (input, init) => {
    const reply = await toBff(input, init);
    sent.push({ path: String(input).split('?')[0], headers: new Headers(init?.headers), status: reply.status });
    return reply;
  };
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const harness = recordingStore({ account: accountSlice.reducer }, { session: { userId, banLevel: 0, banVersion: 0 } });
  const done = harness.run(sessionLoadSaga);
  return { sent, done, paths: () => sent.map((call) => call.path) };
}

describe('the session call of a page without a preloaded session', () => {
  it('goes 8 s after the app is ready, without cache, then the browser fingerprint is computed', async () => {
    const page = await startPage(null);
    await vi.advanceTimersByTimeAsync(DELAY_MS - 100);
    expect(page.paths()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    // The saga ends once both calls are answered (the in-process BFF runs on real I/O, which the fake clock does not hold).
    await page.done;
    expect(page.paths()).toEqual([SESSION_LOAD_URL, FINGERPRINT_URL]);
    expect([page.sent[0].status, page.sent[0].headers.get('cache-control'), page.sent[1].status]).toEqual([204, 'no-cache', 200]);
  });

  it('is not made when the boot found a signed-in session', async () => {
    const page = await startPage('100001');
    await page.done;
    await vi.advanceTimersByTimeAsync(DELAY_MS * 2);
    expect(page.paths()).toEqual([]);
  });

  it('is logged when it fails, and the fingerprint is still computed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await startPage(null, { status: 503 });
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    await page.done;
    expect(page.sent.map((call) => [call.path, call.status])).toEqual([
      [SESSION_LOAD_URL, 503],
      [FINGERPRINT_URL, 200],
    ]);
    expect(warn).toHaveBeenCalledWith('[account] session load failed', expect.objectContaining({ status: 503 }));
    warn.mockRestore();
  });
});
