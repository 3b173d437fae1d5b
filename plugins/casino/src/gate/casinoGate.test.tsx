// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createEvent, createReducer, definePlugin, defineSlice, on, payload, provide } from '@host/sdk';
import { limitsService } from '../../../limits/contract/index.ts';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { CASINO_AREA } from '../casinoConstants.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(cleanup);

/** The page chunks and the first calls; the whole suite on 2 cores makes that seconds. */
const LOADED = { timeout: 15_000 };
/** The responsible-gaming promise: a running game is closed within a second of the area closing. */
const CLOSE_DEADLINE_MS = 1_000;

/** A stand-in for the limits plugin (which does not exist yet): it closes the casino area when told to. */
function stubLimits(initiallyOpen: boolean) {
  const areaChanged = createEvent('limitsStub/areaChanged', payload<{ open: boolean }>());
  const slice = defineSlice('limits-stub', { open: initiallyOpen }, createReducer({ open: initiallyOpen }, [on(areaChanged, (_state, { open }) => ({ open }))]));
  const plugin = definePlugin({
    id: 'limits-stub',
    slice,
    provides: [
      provide(limitsService, () => ({
        isAreaOpen: (state, area) => area !== CASINO_AREA || slice.select(state).open,
        closedReason: (state, area) => (area === CASINO_AREA && !slice.select(state).open ? 'limits:self_exclusion_active' : null),
        mayDeposit: () => true,
        remainingDeposit: () => null,
        depositClosedReason: () => null,
        refresh: () => undefined,
      })),
    ],
  });
  return { testPlugin: { plugin }, close: () => areaChanged({ open: false }) };
}

/** A game of the reference catalogue that has a demo. */
async function demoGame(): Promise<{ id: number; slug: string }> {
  const reply = await app.inject({ url: '/casino-api/v1/games?limit=48&lang=en', headers: { host: 'localhost' } });
  const game = (reply.json() as { items: { id: number; slug: string; demo: boolean }[] }).items.find((item) => item.demo);
  if (!game) throw new Error('the catalogue has no demo game');
  return game;
}

describe('the casino behind the responsible-gaming gate', { timeout: 40_000 }, () => {
  it.each(['/en/slots', '/en/casino-search?q=book', '/en/games/chest-bonus', '/en/lotto'])('shows the restriction page on %s while the limits service closes the area', async (path) => {
    const limits = stubLimits(false);
    await renderHost(app, { path, plugins: ['casino'], scenario: uniqueScenario('casino-closed'), testPlugins: [limits.testPlugin] });
    expect(await screen.findByTestId('casino-restriction', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The casino is closed for you' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'All games' })).toBeNull();
  });

  it('closes the lobby live when the area closes', async () => {
    const limits = stubLimits(true);
    const { host } = await renderHost(app, { path: '/en/casino-lobby', plugins: ['casino'], scenario: uniqueScenario('casino-open'), testPlugins: [limits.testPlugin] });
    expect(await screen.findByRole('heading', { name: 'Casino lobby' }, LOADED)).toBeTruthy();
    expect(screen.queryByTestId('casino-restriction')).toBeNull();
    act(() => void host.store.dispatch(limits.close()));
    expect(await screen.findByTestId('casino-restriction')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Casino lobby' })).toBeNull();
  });

  it('tells a running game to close and removes its frame within a second, and launches nothing more', async () => {
    const limits = stubLimits(true);
    const game = await demoGame();
    const { host } = await renderHost(app, { path: `/en/casino/game/${game.id}/${game.slug}`, plugins: ['casino'], scenario: uniqueScenario('casino-game'), testPlugins: [limits.testPlugin] });
    fireEvent.click(await screen.findByTestId('casino-play-demo', {}, LOADED));
    const frame = (await screen.findByTestId('casino-game-frame', {}, LOADED)) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    const postMessage = vi.spyOn(frame.contentWindow!, 'postMessage');

    const closedAt = Date.now();
    act(() => void host.store.dispatch(limits.close()));
    await waitFor(() => expect(screen.queryByTestId('casino-game-frame')).toBeNull(), { timeout: CLOSE_DEADLINE_MS });
    expect(Date.now() - closedAt).toBeLessThan(CLOSE_DEADLINE_MS);
    expect(postMessage).toHaveBeenCalledWith({ source: 'casino-site', type: 'close' }, '*');
    expect(screen.getByTestId('casino-restriction')).toBeTruthy();
    expect(screen.queryByTestId('casino-play-demo')).toBeNull();
    expect(screen.queryByTestId('casino-play-real')).toBeNull();
  });
});
