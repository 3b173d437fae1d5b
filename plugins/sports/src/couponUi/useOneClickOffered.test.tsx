// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { COUPON_SETTINGS_STORAGE_KEY } from './couponStorageKeys.ts';
import { firstOpenPrice, LINE_LOAD_MS } from '../linePrices.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});


/**
 * The football line with the coupon settings open, for a visitor or the demo player, on a site that shows one-click
 * betting or not; the bettor had turned one-click on before (a stored setting).
 */
async function settingsOpen({ signedIn, showOneClick }: { signedIn: boolean; showOneClick: boolean }) {
  localStorage.setItem(COUPON_SETTINGS_STORAGE_KEY, JSON.stringify({ isActiveOneClick: true }));
  const cookie = signedIn ? (await signIn(app)).cookie : undefined;
  const { host } = await renderHost(app, {
    path: '/en/line/football?coupon-settings-modal=1',
    plugins: ['account', 'sports'],
    scenario: uniqueScenario('one-click'),
    config: { site: { show_one_click: showOneClick } },
    cookie,
  });
  if (signedIn) await waitFor(() => expect(host.store.getState().session.userId).not.toBeNull(), { timeout: LINE_LOAD_MS });
  const dialog = await screen.findByRole('dialog', {}, { timeout: LINE_LOAD_MS });
  await within(dialog).findByText('Odds format', {}, { timeout: LINE_LOAD_MS });
  return dialog;
}

/** Taps the first price of the list: with one-click on it places a bet at once, otherwise it joins the slip. */
async function tapPrice() {
  const price = await firstOpenPrice();
  fireEvent.click(price);
  return price;
}

describe('one-click betting is offered to signed-in users where the site shows it', { timeout: 60_000 }, () => {
  it('is hidden from a visitor, and a stored "on" does not place a visitor\'s taps', async () => {
    const dialog = await settingsOpen({ signedIn: false, showOneClick: true });
    expect(within(dialog).queryByText('One-click betting')).toBeNull();
    expect(within(dialog).queryByText('One-click stake')).toBeNull();
    const price = await tapPrice();
    await waitFor(() => expect(price.getAttribute('aria-pressed')).toBe('true'), { timeout: LINE_LOAD_MS });
  });

  it('is hidden from a signed-in user where show_one_click is off, and taps join the slip', async () => {
    const dialog = await settingsOpen({ signedIn: true, showOneClick: false });
    expect(within(dialog).queryByText('One-click betting')).toBeNull();
    const price = await tapPrice();
    await waitFor(() => expect(price.getAttribute('aria-pressed')).toBe('true'), { timeout: LINE_LOAD_MS });
  });

  it('is offered to a signed-in user where show_one_click is on', async () => {
    const dialog = await settingsOpen({ signedIn: true, showOneClick: true });
    const toggle = within(dialog).getByLabelText('One-click betting') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(within(dialog).getByLabelText('One-click stake')).toBeTruthy();
  });
});
