// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The line's page chunk and first list load; on a busy machine (the whole suite on 2 cores) that takes seconds. */
const LINE_LOAD_MS = 15_000;

/** The line's price buttons (the slip has pressed-state buttons of its own). */
const prices = async () => (await screen.findAllByRole('button', { pressed: false })).filter((button) => button.classList.contains('odds'));

/** Sports requires the accounts service optionally: it works with no provider, and when its provider goes away. */
describe('sports without the account plugin', { timeout: 30_000 }, () => {
  it('keeps the line and the slip when the provider of accounts is deactivated live', async () => {
    const { host } = await renderHost(app, { path: '/en/line/football', plugins: ['account', 'sports'], scenario: uniqueScenario('no-accounts') });
    expect(host.store.getState().plugins.account.state).toBe('ready');
    await act(() => host.services.host.deactivate('account'));
    expect(host.store.getState().plugins.account.state).toBe('not-exist');
    expect(host.store.getState().plugins.sports.state).toBe('ready');

    const [price] = await waitFor(
      async () => {
        const found = await prices();
        expect(found.length).toBeGreaterThan(0);
        return found;
      },
      { timeout: LINE_LOAD_MS },
    );
    fireEvent.click(price);
    await waitFor(() => expect(price.getAttribute('aria-pressed')).toBe('true'), { timeout: LINE_LOAD_MS });
    // The slip's box is there at once; the slip itself replaces it when its code has loaded.
    const slip = () => screen.getByTestId('quick-coupon');
    await waitFor(() => expect(slip().querySelectorAll('.coupon-bet').length).toBe(1), { timeout: LINE_LOAD_MS });
    expect(slip().textContent).toContain('Sign in to place a bet');
  });

  it('boots on a domain without the account plugin', async () => {
    const { host } = await renderHost(app, { path: '/en/line/football', plugins: ['sports'], scenario: uniqueScenario('sports-only') });
    expect(host.store.getState().plugins.sports.state).toBe('ready');
    await waitFor(async () => expect((await prices()).length).toBeGreaterThan(0), { timeout: LINE_LOAD_MS });
  });
});
