// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';
import { firstOpenPrice, LINE_LOAD_MS } from '../linePrices.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The demo player (RUB 50,000 on the main account) with one bet in the slip, on a site made of `plugins`. */
async function slipWith(plugins: readonly string[]) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scenario = uniqueScenario('short-balance');
  await patchScenario(app, scenario, { sports: { frozen: true } });
  const { cookie } = await signIn(app);
  const { host } = await renderHost(app, { path: '/en/line/football', plugins, scenario, cookie });
  await waitFor(() => expect(host.store.getState().session.userId).not.toBeNull(), { timeout: LINE_LOAD_MS });
  fireEvent.click(await firstOpenPrice());
  await screen.findByRole('button', { name: en.place_bet }, { timeout: LINE_LOAD_MS });
  const slip = screen.getByTestId('quick-coupon');
  // The balance is known once the slip shows it.
  await within(slip).findByTestId('coupon-balance', {}, { timeout: LINE_LOAD_MS });
  return {
    slip,
    stake: (amount: number) => fireEvent.change(within(slip).getByRole('spinbutton', { name: en.amount }), { target: { value: String(amount) } }),
  };
}

describe('the slip offers a deposit when the balance is short', { timeout: 60_000 }, () => {
  it('while the stake is above the paying balance, with a link to the deposit page', async () => {
    const { slip, stake } = await slipWith(['account', 'office', 'sports']);
    stake(100);
    expect(within(slip).queryByTestId('coupon-short-balance')).toBeNull();
    stake(50_001);
    const offer = await within(slip).findByTestId('coupon-short-balance');
    expect(offer.textContent).toContain(en.balance_short);
    expect(within(offer).getByRole('link', { name: en.deposit }).getAttribute('href')).toBe('/en/office/recharge');
    stake(50_000);
    expect(within(slip).queryByTestId('coupon-short-balance')).toBeNull();
  });

  it('not where the domain serves no deposit page', async () => {
    const { slip, stake } = await slipWith(['account', 'sports']);
    stake(50_001);
    expect(within(slip).getByTestId('coupon-total-stake').textContent).toContain('50,001.00');
    expect(within(slip).queryByTestId('coupon-short-balance')).toBeNull();
  });
});
