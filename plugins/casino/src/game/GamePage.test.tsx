// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { browserFetch, createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const LOADED = { timeout: 15_000 };

/** A game of the reference catalogue that has a demo. */
async function demoGame(): Promise<{ id: number; slug: string }> {
  const reply = await app.inject({ url: '/casino-api/v1/games?limit=48&lang=en', headers: { host: 'localhost' } });
  const game = (reply.json() as { items: { id: number; slug: string; demo: boolean }[] }).items.find((item) => item.demo);
  if (!game) throw new Error('the catalogue has no demo game');
  return game;
}

/** The game page in the real kernel with the account plugin, and a fetch that keeps the session cookie as a browser does. */
async function openGame() {
  const game = await demoGame();
  const scenario = uniqueScenario('casino-game-page');
  const host = await renderHost(app, { path: `/en/casino/game/${game.id}/${game.slug}`, plugins: ['account', 'casino'], scenario });
  const { fetch, sent } = browserFetch(app, scenario);
  globalThis.fetch = fetch;
  return { ...host, sent };
}

/** A message as the game frame's window (or another one) would post it. */
function post(source: Window | null, origin: string, data: unknown) {
  act(() => void window.dispatchEvent(new MessageEvent('message', { source, origin, data })));
}

describe('the game page', { timeout: 40_000 }, () => {
  it('a guest who presses real signs in and goes on to the real game; the frame speaks only for itself', async () => {
    const { host, sent } = await openGame();
    fireEvent.click(await screen.findByTestId('casino-play-real', {}, LOADED));
    expect(await screen.findAllByRole('tab', {}, LOADED)).not.toHaveLength(0);
    expect(sent.some((request) => request.url.split('?')[0]!.endsWith('/launch'))).toBe(false);

    fireEvent.change(screen.getByLabelText('E-mail or account ID'), { target: { value: 'demo@northbet.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const frame = (await screen.findByTestId('casino-game-frame', {}, LOADED)) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    const launch = sent.find((request) => request.url.split('?')[0]!.endsWith('/casino-api/v1/launch'));
    expect(launch?.method).toBe('POST');
    expect(launch?.body).toMatchObject({ mode: 'real', lang: 'en' });
    expect(screen.getByText('Real money')).toBeTruthy();
    const gameOrigin = new URL(frame.src).origin;

    const accountCalls = () => sent.filter((request) => request.url.split('?')[0]!.endsWith('/web-api/user/accounts')).length;
    await waitFor(() => expect(host.store.getState().session.userId).not.toBeNull(), LOADED);
    // The account plugin loads the accounts of a player who just signed in; the count is taken once that is done.
    await waitFor(() => expect(accountCalls()).toBeGreaterThan(0), LOADED);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = accountCalls();
    const balance = { source: 'casino-game', type: 'balanceChanged', balanceMinor: 4_990_000, currency: 'RUB' };
    post(window, gameOrigin, balance);
    post(frame.contentWindow, 'http://evil.example', balance);
    post(frame.contentWindow, gameOrigin, { source: 'casino-game', type: 'balanceChanged', balanceMinor: 'a lot' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(accountCalls()).toBe(before);

    post(frame.contentWindow, 'null', balance);
    await waitFor(() => expect(accountCalls()).toBe(before + 1), LOADED);

    post(frame.contentWindow, 'http://evil.example', { source: 'casino-game', type: 'exit' });
    expect(screen.getByTestId('casino-game-frame')).toBeTruthy();
    post(frame.contentWindow, gameOrigin, { source: 'casino-game', type: 'exit' });
    // The game was the first page of the visit: the exit leads to the lobby.
    await waitFor(() => expect(host.router.state.location.pathname).toBe('/en/casino'), LOADED);
  });

  it('launches the demo for a guest', async () => {
    const { sent } = await openGame();
    fireEvent.click(await screen.findByTestId('casino-play-demo', {}, LOADED));
    expect(await screen.findByTestId('casino-game-frame', {}, LOADED)).toBeTruthy();
    expect(sent.find((request) => request.url.split('?')[0]!.endsWith('/casino-api/v1/launch'))?.body).toMatchObject({ mode: 'demo' });
    expect(screen.getByText('Demo')).toBeTruthy();
  });
});
