// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const LOAD_MS = 15_000;
const DEMO_USER = '100001';
const REALITY_CHECK_PATH = '/web-api/api/web/user/v1/reality-check';

/** The demo player signed in on the home page with these limits; the requests the page sends are recorded. */
async function signedInWith(limits: unknown[]) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scenario = uniqueScenario('session-safety');
  await patchScenario(app, scenario, { limits: { userId: DEMO_USER, limits } });
  const session = await signIn(app);
  const { host } = await renderHost(app, { path: '/en/', plugins: ['account', 'limits'], scenario, cookie: session.cookie });
  const sent: Array<{ url: string; body: unknown }> = [];
  const served = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    sent.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    return served(input, init);
  };
  await waitFor(() => expect((host.store.getState() as { limits?: { limits: unknown } }).limits?.limits).not.toBeNull(), { timeout: LOAD_MS });
  await waitFor(() => expect(host.store.getState().session.userId).toBe(DEMO_USER), { timeout: LOAD_MS });
  return { host, sent };
}

describe('the session limit', { timeout: 40_000 }, () => {
  it('shows the permanent end error when the server says it has run out, and closing it logs the player out', async () => {
    const { host, sent } = await signedInWith([{ limitType: 31, limitValue: 1, limitBalance: 3 }]);
    const alert = await screen.findByRole('alertdialog', { name: en.session_ended_title }, { timeout: 8_000 });
    expect(alert.textContent).toContain(en.session_ended_text);
    expect(sent.some(({ url }) => url.endsWith('/limit-service-api/api/external/web/v3/ping'))).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: en.session_ended_close }));
    await waitFor(() => expect(host.store.getState().session.userId).toBeNull(), { timeout: LOAD_MS });
  });
});

describe('the session ping', { timeout: 40_000 }, () => {
  const pings = (sent: Array<{ url: string }>) => sent.filter(({ url }) => url.endsWith('/limit-service-api/api/external/web/v3/ping')).length;
  const setVisibility = (state: 'visible' | 'hidden') => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => setVisibility('visible'));

  it('pings every 30 s while the page is seen, pauses after 30 s away and resumes on return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { sent } = await signedInWith([{ limitType: 31, limitValue: 2, limitBalance: 3_600 }]);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(pings(sent)).toBe(1));
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const beforeThePause = pings(sent);
    expect(beforeThePause).toBeLessThanOrEqual(2);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(pings(sent)).toBe(beforeThePause);
    setVisibility('visible');
    await waitFor(() => expect(pings(sent)).toBe(beforeThePause + 1));
  });
});

describe('the reality check', { timeout: 40_000 }, () => {
  const realityReports = (sent: Array<{ url: string; body: unknown }>) => sent.filter(({ url }) => url.endsWith(REALITY_CHECK_PATH)).map(({ body }) => body);

  it('falls due after its minutes; continue without keep reports it and starts the timer over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { sent } = await signedInWith([{ limitType: 32, limitValue: 5 }]);
    // The report's reply is held until the next five minutes have passed: they count from the answer, not the reply.
    let releaseReport = () => {};
    const held = new Promise<void>((resolve) => (releaseReport = resolve));
    const recorded = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const reply = recorded(input, init);
      if (String(input).endsWith(REALITY_CHECK_PATH)) await held;
      return reply;
    };
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(5 * 60_000));
    const alert = await screen.findByRole('alertdialog', { name: en.reality_title });
    expect(alert.textContent).toContain('You have been playing for 5 minutes.');
    fireEvent.click(screen.getByRole('button', { name: en.reality_continue }));
    await waitFor(() => expect(realityReports(sent)).toEqual([{ data: { attributes: { action: 'continue', do_not_show_again: false, popup_show_at: expect.any(Number) } } }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(5 * 60_000));
    releaseReport();
    expect(await screen.findByRole('alertdialog', { name: en.reality_title })).toBeTruthy();
  });

  it('shows no more alerts once the session is kept', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { host, sent } = await signedInWith([{ limitType: 32, limitValue: 5 }]);
    act(() => void vi.advanceTimersByTime(5 * 60_000));
    await screen.findByRole('alertdialog', { name: en.reality_title });
    fireEvent.click(screen.getByRole('checkbox', { name: en.reality_keep }));
    fireEvent.click(screen.getByRole('button', { name: en.reality_continue }));
    await waitFor(() => expect(realityReports(sent)).toEqual([{ data: { attributes: expect.objectContaining({ action: 'continue', do_not_show_again: true }) } }]));
    act(() => void vi.advanceTimersByTime(10 * 60_000));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(host.store.getState().session.userId).toBe(DEMO_USER);
  });

  it('reports log_out and signs the player out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { host, sent } = await signedInWith([{ limitType: 32, limitValue: 5 }]);
    act(() => void vi.advanceTimersByTime(5 * 60_000));
    const alert = await screen.findByRole('alertdialog', { name: en.reality_title });
    fireEvent.click(within(alert).getByRole('button', { name: en.reality_log_out }));
    await waitFor(() => expect(host.store.getState().session.userId).toBeNull(), { timeout: LOAD_MS });
    expect(realityReports(sent)).toEqual([{ data: { attributes: expect.objectContaining({ action: 'log_out', do_not_show_again: false }) } }]);
  });
});
