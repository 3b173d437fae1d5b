// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '@host/sdk';
import { createTestBff, injectedUrls, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost, type TestPlugin } from '../../../../tests/support/renderHost.tsx';
import type { SportEvent } from '../../schemas/sports.ts';
import en from '../../i18n/en.json';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A statistics plugin: fills the sports side panel for the game of the route, as a real one would. */
function StatisticsPanel() {
  return <p>Head-to-head of game {useParams().game}</p>;
}
const statistics: TestPlugin = { plugin: definePlugin({ id: 'stats', slots: { 'sports.eventSidePanel': StatisticsPanel } }) };

async function firstLineGame(): Promise<SportEvent> {
  const reply = await app.inject({ method: 'GET', url: '/line-api/v1/line/events', headers: { host: 'localhost' } });
  return (reply.json() as { events: SportEvent[] }).events[0];
}

describe('the statistics popup (first document 2.9)', { timeout: 60_000 }, () => {
  it('shows the game and its statistics at statisticpopup/{game}, without the markets to bet on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const game = await firstLineGame();
    await renderHost(app, { path: `/en/statisticpopup/${game.id}`, plugins: ['sports'], scenario: uniqueScenario('statistic-popup'), testPlugins: [statistics] });
    expect(await screen.findByText(`Head-to-head of game ${game.id}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(game.home);
    expect(document.querySelector('.market')).toBeNull();
  });

  it('says that no game was given at statisticpopup without one, and asks the server for none', async () => {
    const sent = vi.spyOn(app, 'inject');
    await renderHost(app, { path: '/en/statisticpopup', plugins: ['sports'], scenario: uniqueScenario('statistic-popup-empty'), testPlugins: [statistics] });
    expect(await screen.findByText(en.statistic_no_game)).toBeTruthy();
    expect(injectedUrls(sent.mock.calls).filter((url) => url.includes('/event/'))).toEqual([]);
  });
});
