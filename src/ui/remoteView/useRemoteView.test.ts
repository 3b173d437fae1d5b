import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bffFetch, createTestBff } from '../../../tests/support/bffFetch.ts';
import { REMOTE_VIEW_RELOAD_THROTTLE_MS } from './remoteViewConstants.ts';
import { useRemoteView } from './useRemoteView.ts';

const app = createTestBff();
const realFetch = globalThis.fetch;
afterAll(() => app.close());
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

describe('useRemoteView', () => {
  it('loads a view, and a manual reload runs at most once a second', async () => {
    const calls: string[] = [];
    const toBff = bffFetch(app, 'remote-view-hook');
    globalThis.fetch = (input, init) => {
      calls.push(String(input));
      return toBff(input, init);
    };
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { result } = renderHook(() => useRemoteView('en', 'information/about'));
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
});
