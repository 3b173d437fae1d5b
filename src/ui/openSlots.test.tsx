// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, Slot } from '@host/sdk';
import { createTestBff, uniqueScenario } from '../../tests/support/bffFetch.ts';
import { renderHost, type TestPlugin } from '../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A plugin that offers a side panel on its match page. */
const match: TestPlugin = {
  plugin: definePlugin({
    id: 'match',
    offersSlots: { 'match.sidePanel': 'beside the match: statistics, a stream' },
    pages: {
      match: async () => ({
        default: () => (
          <>
            <h1>Match page</h1>
            <aside aria-label="Match side panel">
              <Slot name="match.sidePanel" />
            </aside>
          </>
        ),
      }),
    },
  }),
  routes: [{ name: 'match', plugin: 'match', path: 'match', page: 'match', layout: 'default' }],
};

/** Another plugin that fills it, and knows nothing of the match plugin but the slot's name. */
const stats: TestPlugin = { plugin: definePlugin({ id: 'stats', slots: { 'match.sidePanel': () => <p>Head-to-head statistics</p> } }) };

/** A page that renders the slot without offering it. */
const squatter: TestPlugin = {
  plugin: definePlugin({
    id: 'squatter',
    pages: { squat: async () => ({ default: () => <><h1>Squatter page</h1><Slot name="match.sidePanel" /></> }) },
  }),
  routes: [{ name: 'squat', plugin: 'squatter', path: 'squat', page: 'squat', layout: 'default' }],
};

/** A plugin that claims a slot named after another plugin. */
const poacher: TestPlugin = { plugin: definePlugin({ id: 'poacher', offersSlots: { 'match.scoreboard': 'not its own' } }) };

/** Pages are lazy components: what they render is waited for as long as a busy machine may take. */
const SHOWN = { timeout: 15_000 };

async function boot(path: string, testPlugins: TestPlugin[]) {
  const log = vi.fn();
  const view = await renderHost(app, { path, plugins: [], scenario: uniqueScenario('open-slots'), testPlugins, log });
  return { ...view, log };
}

describe('slots that plugins offer', () => {
  it("shows another plugin's contribution in the place a plugin offers", async () => {
    const { log } = await boot('/en/match', [match, stats]);
    const panel = await screen.findByRole('complementary', { name: 'Match side panel' }, SHOWN);
    expect(await screen.findByText('Head-to-head statistics', {}, SHOWN)).toBeTruthy();
    expect(panel.textContent).toBe('Head-to-head statistics');
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps a contribution waiting, without an error, while no active plugin offers its slot', async () => {
    const { log, host } = await boot('/en/squat', [squatter, stats]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Squatter page' }, SHOWN)).toBeTruthy();
    expect(screen.queryByText('Head-to-head statistics')).toBeNull();
    expect(host.store.getState().plugins.stats).toMatchObject({ state: 'ready', error: null });
    expect(log).not.toHaveBeenCalled();
  });

  it("refuses a plugin that offers a slot named after another plugin, and runs the others", async () => {
    const { log, host } = await boot('/en/match', [match, stats, poacher]);
    expect(await screen.findByText('Head-to-head statistics', {}, SHOWN)).toBeTruthy();
    expect(host.store.getState().plugins.poacher).toMatchObject({ state: 'error', error: { type: 'contract' } });
    expect(host.store.getState().plugins.poacher.error?.message).toContain('a plugin\'s slots are named "poacher.<place>"');
    expect(log).toHaveBeenCalled();
  });
});
