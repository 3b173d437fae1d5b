// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '@host/sdk';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import { firstOpenPrice, LINE_LOAD_MS } from '../linePrices.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const DEMO_USER = '100001';

/** The demo player on the football line in `lang`, the line still, with the wagering and loss limits given. */
async function slipOf(lang: 'en' | 'ru', limits: unknown[]) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scenario = uniqueScenario('slip-player-limit');
  await patchScenario(app, scenario, { sports: { frozen: true }, limits: { userId: DEMO_USER, limits } });
  const { cookie } = await signIn(app);
  const { host } = await renderHost(app, { path: `/${lang}/line/football`, plugins: ['account', 'sports'], scenario, cookie });
  await waitFor(() => expect(host.store.getState().session.userId).not.toBeNull(), { timeout: LINE_LOAD_MS });
  const texts = lang === 'en' ? en : ru;
  fireEvent.click(await firstOpenPrice());
  await screen.findByRole('button', { name: texts.place_bet }, { timeout: LINE_LOAD_MS });
  const slip = screen.getByTestId('quick-coupon');
  return {
    scenario,
    slip,
    place: () => within(slip).getByRole('button', { name: texts.place_bet }),
    stake: (amount: number) => fireEvent.change(within(slip).getByRole('spinbutton', { name: texts.amount }), { target: { value: String(amount) } }),
  };
}

const leaves = (text: string, lang: string, amount: number) => text.replace('{{remaining}}', formatMoney(lang, amount, 'RUB'));
/** Intl separates amount and currency with a no-break space, which the queries' text matching reads as a space. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the slip and the player\'s own wagering and loss limits', { timeout: 60_000 }, () => {
  it('says what the wagering limit leaves while the stake is above it, and holds the place button until it is not', async () => {
    const { slip, place, stake } = await slipOf('en', [{ limitType: 1, limitValue: 500 }]);
    const message = plain(leaves(en.cannot_place_wageringLimit, 'en', 500));
    expect(message).toBe('Your wagering limit leaves RUB 500.00. Lower the stake to place the bet.');
    await waitFor(() => expect(place().hasAttribute('disabled')).toBe(false), { timeout: LINE_LOAD_MS });

    stake(600);
    expect(await within(slip).findByText(message)).toBeTruthy();
    expect(place().hasAttribute('disabled')).toBe(true);

    stake(500);
    expect(within(slip).queryByText(message)).toBeNull();
    expect(place().hasAttribute('disabled')).toBe(false);
  });

  it('words a refusal by a loss limit set after the slip read its limits with the amount left, in the player\'s language and currency format', async () => {
    const { scenario, slip, place } = await slipOf('ru', []);
    await waitFor(() => expect(place().hasAttribute('disabled')).toBe(false), { timeout: LINE_LOAD_MS });
    // Set elsewhere (another tab, another domain): the slip learns of it from the server's refusal.
    await patchScenario(app, scenario, { limits: { userId: DEMO_USER, limits: [{ limitType: 10, limitValue: 100 }] } });

    fireEvent.click(place());

    const alert = await within(slip).findByRole('alert', {}, { timeout: LINE_LOAD_MS });
    expect(alert.textContent).toBe(leaves(ru.place_error_loss_limit_exceeded, 'ru', 100));
    expect(plain(alert.textContent)).toContain('100,00 ₽');
    expect(within(slip).getByText(plain(leaves(ru.cannot_place_lossLimit, 'ru', 100)))).toBeTruthy();
    expect(place().hasAttribute('disabled')).toBe(true);
  });
});

describe('the quick stakes', { timeout: 60_000 }, () => {
  it("set the stake to a multiple of the currency's initial one, the chosen one pressed", async () => {
    const { slip } = await slipOf('en', []);
    const quick = within(within(slip).getByRole('group', { name: en.quick_stakes })).getAllByRole('button');
    expect(quick.map((button) => button.textContent)).toEqual([150, 300, 750, 1500].map((stake) => formatMoney('en', stake, 'RUB')));
    fireEvent.click(quick[2]);
    // The stake field beside − and + (per single when the slip holds several singles).
    expect(slip.querySelector<HTMLInputElement>('.coupon__amount input')!.value).toBe('750');
    expect(within(slip).getByTestId('coupon-total-stake').textContent).toMatch(/^RUB\s(750|1,500)\.00$/);
    expect(quick.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true', 'false']);
  });
});
