import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { REMOTE_VIEW_FIRST_RETRY_MS, REMOTE_VIEW_RELOAD_THROTTLE_MS, REMOTE_VIEW_RETRIES, REMOTE_VIEW_TIMEOUT_MS } from './remoteViewConstants.ts';
import { useRemoteView } from './useRemoteView.ts';

const app = createTestBff();
const realFetch = globalThis.fetch;
afterAll(() => app.close());
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const VIEW_PATH = 'information/about';
const VIEW_URL = `/bff-api/remote-view/en/${VIEW_PATH}`;

/** Sends the hook's calls to the BFF in a scenario of its own, with these faults; returns the calls made. */
async function bffWithFaults(faults: unknown[], requests: RequestInit[] = []): Promise<string[]> {
  const scenario = uniqueScenario('remote-view-hook');
  await patchScenario(app, scenario, { faults });
  const calls: string[] = [];
  const toBff = bffFetch(app, scenario);
  globalThis.fetch = (input, init) => {
    calls.push(String(input));
    requests.push(init ?? {});
    return toBff(input, init);
  };
  return calls;
}

/** Lets fake time pass, with the promises it settles. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets the in-process BFF answer (on the real event loop) without moving fake time on. */
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  });

/** The waits before each retry: 1 s, doubling. */
const retryWaits = Array.from({ length: REMOTE_VIEW_RETRIES }, (_, retry) => REMOTE_VIEW_FIRST_RETRY_MS * 2 ** retry);

describe('useRemoteView', () => {
  it('loads a view, and a manual reload runs at most once a second', async () => {
    const calls = await bffWithFaults([]);
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { result } = renderHook(() => useRemoteView('en', VIEW_PATH));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.reply?.title).toBe('About Northbet');
    expect(result.current.html).not.toContain('onerror');
    expect(calls).toHaveLength(1);

    act(() => result.current.reload());
    act(() => result.current.reload());
    await waitFor(() => expect(calls).toHaveLength(2));
    now += REMOTE_VIEW_RELOAD_THROTTLE_MS - 1;
    act(() => result.current.reload());
    now += 1;
    act(() => result.current.reload());
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(result.current.state).toBe('ready'));
  });

  it(`abandons a call without a reply after ${REMOTE_VIEW_TIMEOUT_MS} ms and shows the view from the retry`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = await bffWithFaults([{ path: VIEW_URL, delayMs: REMOTE_VIEW_TIMEOUT_MS + 500, times: 1 }]);
    const { result } = renderHook(() => useRemoteView('en', VIEW_PATH));
    await elapse(REMOTE_VIEW_TIMEOUT_MS - 1);
    expect(result.current.state).toBe('loading');
    expect(calls).toHaveLength(1);
    await elapse(1 + REMOTE_VIEW_FIRST_RETRY_MS);
    expect(calls).toHaveLength(2);
    await settle();
    expect(result.current).toMatchObject({ state: 'ready', status: 200 });
    expect(result.current.reply?.title).toBe('About Northbet');
  });

  it('keeps a call that answers within the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = await bffWithFaults([{ path: VIEW_URL, delayMs: REMOTE_VIEW_TIMEOUT_MS - 100 }]);
    const { result } = renderHook(() => useRemoteView('en', VIEW_PATH));
    await elapse(REMOTE_VIEW_TIMEOUT_MS - 100);
    await settle();
    expect(result.current.state).toBe('ready');
    expect(calls).toHaveLength(1);
  });

  it('after the retries of calls that all time out, ends in the load error, without a status', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = await bffWithFaults([{ path: VIEW_URL, delayMs: 60_000 }]);
    const { result } = renderHook(() => useRemoteView('en', VIEW_PATH));
    for (const wait of retryWaits) await elapse(REMOTE_VIEW_TIMEOUT_MS + wait);
    expect(calls).toHaveLength(REMOTE_VIEW_RETRIES + 1);
    expect(result.current.state).toBe('loading');
    await elapse(REMOTE_VIEW_TIMEOUT_MS);
    expect(result.current).toMatchObject({ state: 'error', status: null });
  });

  it('ends in the error with the server status: a 500 after the retries, a 404 at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = await bffWithFaults([{ path: VIEW_URL, status: 500 }]);
    const failing = renderHook(() => useRemoteView('en', VIEW_PATH));
    for (const wait of retryWaits) await elapse(wait);
    await settle();
    expect(calls).toHaveLength(REMOTE_VIEW_RETRIES + 1);
    expect(failing.result.current).toMatchObject({ state: 'error', status: 500 });

    const missingCalls = await bffWithFaults([{ path: VIEW_URL, status: 404 }]);
    const missing = renderHook(() => useRemoteView('en', VIEW_PATH));
    await settle();
    expect(missing.result.current).toMatchObject({ state: 'error', status: 404 });
    expect(missingCalls).toHaveLength(1);
  });

  it("asks for the app's components in a POST, and does not load again for a new list of the same names", async () => {
    const requests: RequestInit[] = [];
    const calls = await bffWithFaults([], requests);
    const { result, rerender } = renderHook(({ components }) => useRemoteView('en', 'information/rules/sports', components), { initialProps: { components: ['tags'] } });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.reply?.tags?.length).toBeGreaterThan(0);
    expect([requests[0].method, JSON.parse(String(requests[0].body))]).toEqual(['POST', { components: ['tags'] }]);

    rerender({ components: ['tags'] });
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('asks with a GET and gets no components when none are given', async () => {
    const requests: RequestInit[] = [];
    await bffWithFaults([], requests);
    const { result } = renderHook(() => useRemoteView('en', 'information/rules/sports'));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect([requests[0].method, requests[0].body, result.current.reply?.tags]).toEqual(['GET', undefined, undefined]);
  });
});
