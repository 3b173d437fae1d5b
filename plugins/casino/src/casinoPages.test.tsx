// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';
import { gridGeometry } from './lobby/gridWindow.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The page chunks and the first calls; the whole suite on 2 cores makes that seconds. */
const LOADED = { timeout: 15_000 };

const boot = (path: string, options: { plugins?: string[]; cookie?: string; scenario?: string } = {}) =>
  renderHost(app, { path, plugins: options.plugins ?? ['casino'], scenario: options.scenario ?? uniqueScenario('casino-pages'), cookie: options.cookie });

describe('casino pages against the reference BFF', { timeout: 40_000 }, () => {
  it('lists a category as a filtered view of the lobby, with chips, the brands slider and game cards', async () => {
    await boot('/en/slots');
    expect(await screen.findByRole('heading', { name: 'Slots' }, LOADED)).toBeTruthy();
    const chips = await screen.findByRole('navigation', { name: 'Categories' }, LOADED);
    expect(within(chips).getByRole('link', { name: /Slots/ }).getAttribute('aria-current')).toBe('page');
    expect(within(chips).getByRole('link', { name: /Bingo/ }).getAttribute('href')).toBe('/en/bingo');
    expect(within(chips).getByRole('link', { name: /Live casino/ }).getAttribute('href')).toBe('/en/casino/live-casino');
    expect(await screen.findByTestId('casino-brands', {}, LOADED)).toBeTruthy();
    const cards = await screen.findAllByTestId('casino-card', {}, LOADED);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0].querySelector('img')!.getAttribute('loading')).toBe('eager');
    expect(cards.at(-1)!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(cards[0].querySelector('img')!.getAttribute('width')).toBe('400');
    expect(cards[0].querySelector('a')!.getAttribute('href')).toMatch(/^\/en\/slots\/game\/\d+\/[a-z0-9-]+$/);
  });

  it('loads the next page of a category as the player scrolls down the grid', async () => {
    await boot('/en/slots');
    await screen.findAllByTestId('casino-card', {}, LOADED);
    const requested: string[] = [];
    const toBff = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      requested.push(String(input));
      return toBff(input, init);
    };
    const grid = document.querySelector<HTMLElement>('.casino-grid')!;
    // jsdom lays nothing out (the grid measures as 360 px wide): the grid says it has been scrolled 60 rows up.
    vi.spyOn(grid, 'getBoundingClientRect').mockReturnValue({ top: -60 * gridGeometry(360).rowHeight } as DOMRect);
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(requested.some((url) => url.includes('/casino-api/v1/games') && url.includes('offset=96'))).toBe(true), LOADED);
    expect(requested.filter((url) => url.includes('offset=48'))).toHaveLength(1);
    await waitFor(() => expect(document.querySelectorAll('.casino-card--placeholder')).toHaveLength(0), LOADED);
    expect(screen.getAllByTestId('casino-card').length).toBeGreaterThan(0);
  });

  it("tells a failed load in the error catalogue's generic words, as every plugin does", async () => {
    // The toto page's call is made afresh by each visit (the lobby is kept per language for the whole file's run).
    const scenario = uniqueScenario('casino-failed-load');
    await patchScenario(app, scenario, { faults: [{ path: '/casino-api/v1/toto', status: 500 }] });
    await boot('/en/toto', { scenario });
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toContain('The request failed. Please try again.');
  });

  it('keeps the brands slider\'s place while the providers load, so the page under it does not move', async () => {
    const scenario = uniqueScenario('casino-brands-slow');
    await patchScenario(app, scenario, { faults: [{ path: '/casino-api/v1/lobby', delayMs: 1_500 }] });
    await boot('/en/casino', { scenario });
    expect(await screen.findByRole('heading', { name: 'Casino' }, LOADED)).toBeTruthy();
    expect(screen.queryByTestId('casino-brands')).toBeNull();
    expect(document.querySelector('.casino-brands[aria-hidden="true"]')).not.toBeNull();
    expect(await screen.findByTestId('casino-brands', {}, LOADED)).toBeTruthy();
  });

  it('hides the brands slider on the brands route', async () => {
    await boot('/en/providers');
    expect(await screen.findByRole('heading', { name: 'Providers' }, LOADED)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link').some((link) => /^\/en\/providers\/[a-z0-9-]+$/.test(link.getAttribute('href') ?? ''))).toBe(true), LOADED);
    expect(screen.queryByTestId('casino-brands')).toBeNull();
  });

  it('shows only the partition-gated sections the server lists', async () => {
    const scenario = uniqueScenario('casino-partitions');
    await patchScenario(app, scenario, { casino: { partitions: ['slots'] } });
    await boot('/en/tvgames', { scenario });
    expect(await screen.findByTestId('casino-section-unavailable', {}, LOADED)).toBeTruthy();
    const chips = await screen.findByRole('navigation', { name: 'Categories' }, LOADED);
    await waitFor(() => expect(within(chips).getByRole('link', { name: /Bingo/ })).toBeTruthy(), LOADED);
    expect(within(chips).queryByRole('link', { name: /TV games/ })).toBeNull();
    expect(within(chips).queryByRole('link', { name: /Live casino/ })).toBeNull();
  });

  it('logs a failed partitions call and shows none of the gated sections, and nothing else changes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scenario = uniqueScenario('casino-partitions-down');
    await patchScenario(app, scenario, { faults: [{ path: '/web-api/third-party/api/list-available-partitions', status: 500 }] });
    await boot('/en/casino', { scenario });
    const chips = await screen.findByRole('navigation', { name: 'Categories' }, LOADED);
    await waitFor(() => expect(within(chips).getByRole('link', { name: /Slots/ })).toBeTruthy(), LOADED);
    expect(within(chips).queryByRole('link', { name: /Live casino/ })).toBeNull();
    expect(within(chips).queryByRole('link', { name: /TV games/ })).toBeNull();
    expect(warn).toHaveBeenCalledWith('[casino] the available partitions failed to load', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await screen.findAllByTestId('casino-card', {}, LOADED)).length).toBeGreaterThan(0);
  });

  it('a partitions reply without success allows none of the sections it lists', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scenario = uniqueScenario('casino-partitions-unlisted');
    const body = JSON.stringify({ success: false, listAvailablePartitions: ['live-casino', 'tvgames'] });
    await patchScenario(app, scenario, { faults: [{ path: '/web-api/third-party/api/list-available-partitions', status: 200, body }] });
    await boot('/en/casino', { scenario });
    const chips = await screen.findByRole('navigation', { name: 'Categories' }, LOADED);
    await waitFor(() => expect(within(chips).getByRole('link', { name: /Slots/ })).toBeTruthy(), LOADED);
    expect(within(chips).queryByRole('link', { name: /Live casino/ })).toBeNull();
    expect(within(chips).queryByRole('link', { name: /TV games/ })).toBeNull();
    expect(warn).toHaveBeenCalledWith('[casino] the server did not list the available partitions');
  });

  it('shows search results for the query of the address', async () => {
    await boot('/en/casino-search?q=book');
    expect((await screen.findByRole('searchbox', { name: 'Game or provider' }, LOADED)) as HTMLInputElement).toHaveProperty('value', 'book');
    expect((await screen.findByTestId('casino-search-count', {}, LOADED)).textContent).toMatch(/game(s)? found|Nothing found/);
  });

  it.each(['thankyou', 'slots/thankyou', 'casino/thankyou'])('thanks the player a provider sends back to %s (first document 2.8)', async (path) => {
    await boot(`/en/${path}`);
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, LOADED)).toBeTruthy();
  });

  it('sends a legacy bonus-game route to its new route, and an unknown one to the games index', async () => {
    const { host } = await boot('/en/allgamesentrance/chest');
    await waitFor(() => expect(host.router.state.location.pathname).toBe('/en/games/chest-bonus'), LOADED);
    cleanup();
    const unknown = await boot('/en/games/roulette-bonus');
    await waitFor(() => expect(unknown.host.router.state.location.pathname).toBe('/en/games'), LOADED);
    cleanup();
    const legacy = await boot('/en/dragon');
    await waitFor(() => expect(legacy.host.router.state.location.pathname).toBe('/en/games/dragon-bonus'), LOADED);
  });

  it('asks a guest who plays a bonus game to sign in', async () => {
    await boot('/en/games/chest-bonus', { plugins: ['account', 'casino'] });
    const chests = await screen.findByRole('group', { name: 'Pick a chest' }, LOADED);
    fireEvent.click(within(chests).getAllByRole('button')[0]);
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toContain('Sign in to play bonus games.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('asks a guest who taps a favourite heart to sign in', async () => {
    const { host } = await boot('/en/slots', { plugins: ['account', 'casino'] });
    const [card] = await screen.findAllByTestId('casino-card', {}, LOADED);
    const heart = within(card).getByRole('button', { name: /^Add .* to favourites$/ });
    fireEvent.click(heart);
    await waitFor(() => expect(host.store.getState().modals).toContain('login'), LOADED);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });
});
