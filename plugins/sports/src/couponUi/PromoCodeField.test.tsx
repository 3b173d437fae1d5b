// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';
import { LINE_LOAD_MS, slipWithFirstPrice } from '../linePrices.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The amount a money text shows (RUB 1,234.50 → 1234.5). */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function signedInSlip() {
  const scenario = uniqueScenario('promo-field');
  await patchScenario(app, scenario, { sports: { frozen: true } });
  const { cookie } = await signIn(app);
  const host = await renderHost(app, { path: '/en/line/football', plugins: ['account', 'sports'], scenario, cookie });
  await waitFor(() => expect(host.host.store.getState().session.userId).not.toBeNull(), { timeout: LINE_LOAD_MS });
  return slipWithFirstPrice();
}

describe('the slip\'s promo code', { timeout: 60_000 }, () => {
  it('is collapsed until asked for, then offers the codes for the slip and refuses a wrong one in words', async () => {
    const slip = await signedInSlip();
    expect(within(slip).queryByLabelText(en.promo_code)).toBeNull();
    fireEvent.click(within(slip).getByRole('button', { name: en.promo_code_toggle }));
    const offers = await within(slip).findByRole('group', { name: en.promo_code_offers }, { timeout: LINE_LOAD_MS });
    expect(within(offers).getAllByRole('button').map((button) => button.textContent)).toEqual(['BOOST10: +10% of the win']);

    const field = within(slip).getByLabelText(en.promo_code);
    for (const [code, text] of [['NOSUCH', en.place_error_promo_code_unknown], ['WELCOME2024', en.place_error_promo_code_expired], ['EXPRESS25', en.place_error_promo_code_not_applicable]]) {
      fireEvent.change(field, { target: { value: code } });
      fireEvent.click(within(slip).getByRole('button', { name: en.promo_code_apply }));
      await waitFor(() => expect(within(slip).getByTestId('promo-code-problem').textContent).toBe(text), { timeout: LINE_LOAD_MS });
    }
    // Enter in the field checks the code and places no bet.
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(within(slip).queryByRole('status')).toBeNull();
  });

  it('shows the applied code\'s boost on the possible win, and the placed coupon keeps it', async () => {
    const slip = await signedInSlip();
    const possibleWin = () => amountOf(within(slip).getByTestId('coupon-possible-win').textContent);
    const before = possibleWin();
    fireEvent.click(within(slip).getByRole('button', { name: en.promo_code_toggle }));
    fireEvent.change(within(slip).getByLabelText(en.promo_code), { target: { value: 'boost10' } });
    fireEvent.click(within(slip).getByRole('button', { name: en.promo_code_apply }));
    const applied = await within(slip).findByTestId('promo-code-applied', {}, { timeout: LINE_LOAD_MS });
    expect(applied.textContent).toContain('Promo code BOOST10: +10% of the win');
    const boost = amountOf(within(applied).getByTestId('promo-code-boost').textContent);
    expect(boost).toBeCloseTo(before * 0.1, 2);
    expect(possibleWin()).toBeCloseTo(before + boost, 2);

    fireEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    const receipt = await within(slip).findByRole('status', {}, { timeout: LINE_LOAD_MS });
    expect(within(receipt).getByTestId('history-coupon-promo').textContent).toContain('Promo code BOOST10 (+10%)');
  });

  it('takes the code away with its remove button', async () => {
    const slip = await signedInSlip();
    fireEvent.click(within(slip).getByRole('button', { name: en.promo_code_toggle }));
    const offers = await within(slip).findByRole('group', { name: en.promo_code_offers }, { timeout: LINE_LOAD_MS });
    fireEvent.click(within(offers).getByRole('button'));
    await within(slip).findByTestId('promo-code-applied', {}, { timeout: LINE_LOAD_MS });
    fireEvent.click(within(slip).getByRole('button', { name: 'Remove promo code BOOST10' }));
    await waitFor(() => expect(within(slip).queryByTestId('promo-code-applied')).toBeNull());
    expect(within(slip).getByLabelText(en.promo_code)).toBeTruthy();
  });
});
