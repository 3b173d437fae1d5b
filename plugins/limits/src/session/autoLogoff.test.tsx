// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';
import { LAST_ACTIVE_KEY } from './autoLogoffSaga.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const LOAD_MS = 15_000;
const DEMO_USER = '100001';
const AUTO_LOGOFF = { site: { isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 1 } };

async function signedIn(config: unknown = AUTO_LOGOFF) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const session = await signIn(app);
  const { host } = await renderHost(app, { path: '/en/', plugins: ['account', 'limits'], scenario: uniqueScenario('auto-logoff'), cookie: session.cookie, config });
  await waitFor(() => expect(host.store.getState().session.userId).toBe(DEMO_USER), { timeout: LOAD_MS });
  return host;
}

describe('auto logoff', { timeout: 40_000 }, () => {
  it('logs off a player inactive longer than the configured minutes, with the notice at the next sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const host = await signedIn();
    await act(() => vi.advanceTimersByTimeAsync(50_000));
    expect(host.store.getState().session.userId).toBe(DEMO_USER);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    await waitFor(() => expect(host.store.getState().session.userId).toBeNull(), { timeout: LOAD_MS });
    expect(screen.queryByText(en.inactivity_notice)).toBeNull();
    cleanup();
    vi.useRealTimers();
    await signedIn();
    expect(await screen.findByText(en.inactivity_notice, {}, { timeout: LOAD_MS })).toBeTruthy();
  });

  it('keeps the player signed in while this or another tab is active', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const host = await signedIn();
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    fireEvent.keyDown(window, { key: 'a' });
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    localStorage.setItem(LAST_ACTIVE_KEY, String(Date.now()));
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(host.store.getState().session.userId).toBe(DEMO_USER);
  });

  it('never logs off where the site does not enable it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const host = await signedIn({ site: { isAutoLogoffEnable: false, autoLogoffInactiveMinutes: 1 } });
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(host.store.getState().session.userId).toBe(DEMO_USER);
  });
});
