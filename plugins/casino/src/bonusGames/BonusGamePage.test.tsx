// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';

// Its own file: the account plugin's session module lives as long as the test file, so a signed-in boot does not
// follow a guest's in the same file.
const app = createTestBff();
afterAll(() => app.close());
afterEach(cleanup);

const LOADED = { timeout: 15_000 };

const boot = (path: string, options: { plugins?: string[]; cookie?: string } = {}) =>
  renderHost(app, { path, plugins: options.plugins ?? ['casino'], scenario: uniqueScenario('bonus-game'), cookie: options.cookie });

describe('a bonus game for a signed-in player', { timeout: 40_000 }, () => {
  it('plays a bonus game for a player: the board shows the result the BFF drew', async () => {
    const { cookie } = await signIn(app);
    const { host } = await boot('/en/games/chest-bonus', { plugins: ['account', 'casino'], cookie });
    await waitFor(() => expect(host.store.getState().session.userId).not.toBeNull(), LOADED);
    const signedInChests = await screen.findByRole('group', { name: 'Pick a chest' }, LOADED);
    fireEvent.click(within(signedInChests).getAllByRole('button')[1]);
    const result = await screen.findByTestId('bonus-result', {}, LOADED);
    expect(result.textContent).toMatch(/Result: chest/);
    expect(result.textContent).toMatch(/attempts? left today/);
  });
});
