// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(cleanup);

/** The demo player signed in on a page whose manifest holds the routes of `plugins` only. */
async function signedInWith(plugins: readonly string[], path = '/en/information/about') {
  const session = await signIn(app);
  return renderHost(app, { path, plugins, scenario: uniqueScenario('account-menu'), cookie: session.cookie });
}

const menuButton = () => waitFor(() => within(screen.getByRole('banner')).getByRole('button', { name: /Demo Player/ }));
const menuEntries = (menu: HTMLElement) => within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe("the signed-in player's account menu in the header", { timeout: 60_000 }, () => {
  it('lists the office, money, bets and limits by the routes the domain serves, and leaves out the others', async () => {
    await signedInWith(['account', 'office', 'limits']);
    const button = await menuButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(menuEntries(menu)).toEqual([
      ['My office', '/en/office/menu'],
      ['Deposit', '/en/office/recharge'],
      ['Withdraw', '/en/office/deduce'],
      ['Payment history', '/en/office/historypay'],
      ['Wallets', '/en/office/wallets'],
      ['Limits and self-exclusion', '/en/office/responsible'],
    ]);
    // The whole name is in the open menu, whatever the button has room for.
    expect(within(menu).getByText('Demo Player')).toBeTruthy();
    cleanup();

    await signedInWith(['account']);
    fireEvent.click(await menuButton());
    expect(menuEntries(screen.getByRole('navigation', { name: 'Account' }))).toEqual([['Wallets', '/en/office/wallets']]);
  });

  it('closes on Escape with the focus back on its button, on a press outside, and on a chosen entry', async () => {
    const page = await signedInWith(['account', 'office']);
    const button = await menuButton();
    // A keyboard user: the focus is on the button, then in the menu.
    button.focus();
    fireEvent.click(button);
    within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Wallets' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();

    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // Tabbing out of the menu closes it: it would cover what the focus goes to.
    fireEvent.click(button);
    const wallets = within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Wallets' });
    fireEvent.blur(wallets, { relatedTarget: screen.getByRole('main') });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Wallets' }));
    await waitFor(() => expect(page.host.router.state.location.pathname).toBe('/en/office/wallets'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks to confirm logging out', async () => {
    const page = await signedInWith(['account']);
    fireEvent.click(await menuButton());
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(page.host.store.getState().modals).toEqual(['logout-confirm']));
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
  });
});
