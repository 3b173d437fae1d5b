// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';

// Its own file: the account plugin's session module lives as long as the test file (see BonusGamePage.test.tsx).
const app = createTestBff();
afterAll(() => app.close());
afterEach(cleanup);

const LOADED = { timeout: 15_000 };

describe('favourite games of a player', { timeout: 40_000 }, () => {
  it('keeps a game the player hearts on the server and lists it in my-casino', async () => {
    const scenario = uniqueScenario('casino-favorites');
    const { cookie, token } = await signIn(app);
    const { host } = await renderHost(app, { path: '/en/slots', plugins: ['account', 'casino'], scenario, cookie });
    await waitFor(() => expect(host.store.getState().session.userId).not.toBeNull(), LOADED);
    const [card] = await screen.findAllByTestId('casino-card', {}, LOADED);
    const name = within(card).getByRole('link').getAttribute('aria-label')!;
    fireEvent.click(within(card).getByRole('button', { name: `Add ${name} to favourites` }));
    await waitFor(() => expect(within(card).getByRole('button', { name: `Remove ${name} from favourites` }).getAttribute('aria-pressed')).toBe('true'), LOADED);

    // The heart shows at once; the server's list follows its answer.
    await waitFor(async () => {
      const onServer = await app.inject({ url: '/casino-api/v1/favorites', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}; ${cookie}`, authorization: `Bearer ${token}` } });
      expect((onServer.json() as { gameIds: number[] }).gameIds).toContain(Number(card.dataset.gameId));
    }, LOADED);

    cleanup();
    await renderHost(app, { path: '/en/my-casino/favorites', plugins: ['account', 'casino'], scenario, cookie });
    const favourites = await screen.findByRole('region', { name: 'Favourites' }, LOADED);
    expect(await within(favourites).findByRole('link', { name }, LOADED)).toBeTruthy();
  });
});
