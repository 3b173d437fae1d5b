// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { sharedCatalogue } from './catalogue.ts';
import { gamePageHtml } from './gamePage.ts';
import { GAME_SCRIPT } from './gameScript.ts';
import { NO_PACING, type CasinoPacing } from './spinPacing.ts';
import type { Launch } from './launches.ts';

const SITE = 'http://localhost:8080';
const GAMES = 'http://games.localhost:8080';

const launch: Launch = {
  token: 'T'.repeat(32),
  id: 'hash-of-the-token',
  game: sharedCatalogue().byId.get(11)!.card,
  mode: 'real',
  lang: 'en',
  siteOrigin: SITE,
  scenarioId: null,
  currency: 'RUB',
  stakes: [10_000, 20_000],
  player: { userId: 'u', walletKey: 'w', accountId: 'a', sessionId: 's' },
  demoBalanceMinor: 0,
  netMinor: 0,
  realm: '',
};

/** The slot page with its script, in an iframe-like window whose parent records what it is told. */
function slot(spinReply: { status: number; body: unknown } = { status: 200, body: { reels: ['seven', 'seven', 'seven'], winMinor: 350_000, balanceMinor: 5_340_000, currency: 'RUB' } }, pacing: CasinoPacing = NO_PACING) {
  const dom = new JSDOM(gamePageHtml(launch, 5_000_000, pacing).replace(/<script[^>]*><\/script>/, ''), { url: `${GAMES}/play/${launch.token}`, runScripts: 'outside-only' });
  const window = dom.window;
  const told: Array<{ message: unknown; targetOrigin: string }> = [];
  Object.defineProperty(window, 'parent', { value: { postMessage: (message: unknown, targetOrigin: string) => told.push({ message, targetOrigin }) } });
  const fetch = vi.fn(async () => ({ ok: spinReply.status < 400, json: async () => spinReply.body }));
  Object.defineProperty(window, 'fetch', { value: fetch });
  window.eval(GAME_SCRIPT);
  const text = (id: string) => window.document.getElementById(id)!.textContent;
  const fromSite = (data: unknown, origin = SITE) => window.dispatchEvent(new window.MessageEvent('message', { data, origin }));
  const clickSpin = async () => {
    window.document.getElementById('spin')!.click();
    await vi.waitFor(() => expect((window.document.getElementById('spin') as HTMLButtonElement).disabled).toBe(false));
  };
  return { window, told, fetch, text, fromSite, clickSpin };
}

describe('the slot page’s script', () => {
  it('tells the site it is ready, addressed to the launch’s site origin only', () => {
    const { told } = slot();
    expect(told).toEqual([{ message: { source: 'casino-game', type: 'ready' }, targetOrigin: SITE }]);
  });

  it('spins through its own origin and tells the site the new balance', async () => {
    const { told, fetch, text, clickSpin } = slot();
    await clickSpin();
    expect(fetch).toHaveBeenCalledWith(`/play/${launch.token}/spin`, expect.objectContaining({ method: 'POST', body: JSON.stringify({ stakeMinor: 10_000 }) }));
    expect(told.at(-1)).toEqual({ message: { source: 'casino-game', type: 'balanceChanged', balanceMinor: 5_340_000, currency: 'RUB' }, targetOrigin: SITE });
    expect(text('balance')).toMatch(/53,400\.00/);
  });

  it('shows a refusal in words, not the server’s', async () => {
    const { text, clickSpin } = slot({ status: 409, body: { errors: [{ status: '409', code: 'insufficient_balance', detail: 'the balance does not cover the stake' }] } });
    await clickSpin();
    expect(text('status')).toBe('Not enough money for this stake.');
  });

  it('closes on the site’s close message, and ignores it from another origin or in another shape', async () => {
    const { window, text, fetch, fromSite } = slot();
    fromSite({ source: 'casino-site', type: 'close' }, 'http://evil.example');
    fromSite({ source: 'other', type: 'close' });
    fromSite('close');
    expect(text('status')).toBe('');
    fromSite({ source: 'casino-site', type: 'close' });
    expect(text('status')).toBe('The game is closed.');
    window.document.getElementById('spin')!.click();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells the site the player exits', () => {
    const { window, told } = slot();
    window.document.getElementById('exit')!.click();
    expect(told.at(-1)).toEqual({ message: { source: 'casino-game', type: 'exit' }, targetOrigin: SITE });
  });

  it('says when a spin came too soon, and lets the player spin again once the server’s wait has passed', async () => {
    const { text, clickSpin } = slot({ status: 429, body: { errors: [{ status: '429', code: 'spin_too_soon', detail: 'wait', meta: { retryAfterMs: 300, intervalMs: 5000 } }] } });
    await clickSpin();
    expect(text('status')).toBe('Too soon: the next game can start in 1 s.');
  });

  it('shows a spin’s result no sooner than the minimum per spin, quick spin or not: the reels still turn when the reply has come', async () => {
    // Long enough that a busy machine still looks while the reels turn; the result is waited for, not timed.
    const { window, fetch, text } = slot(undefined, { ...NO_PACING, minSecondsPerSpin: 2 });
    (window.document.getElementById('quick-spin') as HTMLInputElement).checked = true;
    window.document.getElementById('spin')!.click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await fetch.mock.results[0].value;
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(window.document.querySelector('.slot__reels')!.classList.contains('slot__reels--turning')).toBe(true);
    expect(text('balance')).toMatch(/50,000\.00/);
    await vi.waitFor(() => expect(text('balance')).toMatch(/53,400\.00/), { timeout: 15_000 });
    expect(window.document.querySelector('.slot__reels')!.classList.contains('slot__reels--turning')).toBe(false);
  });
});
