// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import type { RouteEntry } from '@host/sdk';
import { lobbyFirstScreen, type LobbyHandover } from '../../bff/lobbyFirstScreen.ts';
import { sharedCatalogue } from '../../bff/catalogue.ts';
import routes from '../../routes.json';
import { FIRST_SCREEN_ELEMENT_ID } from '../casinoConstants.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(cleanup);

const LOADED = { timeout: 15_000 };

/**
 * The first screen the casino's BFF module draws for the page (the renderer core calls for the HTML), its handover
 * put where core puts it: outside the drawn content, in core's envelope.
 */
async function serverPage(path: string) {
  const route = (routes as RouteEntry[]).find((entry) => entry.path === path)!;
  const draw = lobbyFirstScreen({ catalogue: sharedCatalogue(), restricted: async () => false });
  // A guest's request in a scenario of its own: nothing of the request or the scenario is read beyond that.
  const request = { lang: 'en', route, params: {}, query: new URLSearchParams(), state: {}, request: {} } as unknown as Parameters<typeof draw>[0];
  const drawn = await draw(request);
  const handover = drawn?.handover as LobbyHandover;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.textContent = JSON.stringify({ plugin: 'casino', data: handover });
  document.body.append(element);
  return handover;
}

describe('the lobby taking over the first screen the server drew', { timeout: 40_000 }, () => {
  it('shows the drawn games and categories at once, without the calls it would otherwise make first', async () => {
    const scenario = uniqueScenario('casino-first-screen');
    const data = await serverPage('casino');
    // From here on the lobby calls fail: what the page shows can only come from the server's first screen.
    await patchScenario(app, scenario, { faults: [{ path: '/casino-api/v1/lobby', status: 404 }, { path: '/casino-api/v1/games', status: 404 }] });
    await renderHost(app, { path: '/en/casino', plugins: ['casino'], scenario });
    const cards = (await screen.findAllByTestId('casino-card', {}, LOADED)).slice(0, data.games.items.length);
    expect(cards.map((card) => card.querySelector('.casino-card__name')!.textContent)).toEqual(data.games.items.slice(0, cards.length).map((game) => game.name));
    // The drawn pictures are those inside the page, not a request each.
    expect(cards[0].querySelector('img')!.getAttribute('src')).toBe(data.games.items[0].thumbnail);
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: /^Slots/ })).toBeTruthy();
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });
});
