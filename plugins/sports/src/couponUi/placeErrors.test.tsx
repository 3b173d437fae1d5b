// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost, type HostUnderTest } from '../../../../tests/support/renderHost.tsx';
import en from '../../i18n/en.json';
import { couponSettingsActions } from '../coupon/couponSettings.ts';
import { firstOpenPrice, LINE_LOAD_MS, slipWithFirstPrice } from '../linePrices.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const PLACE = '/coupon-api/v1/place';

/** What a server error may carry, and what must never reach the bettor of it. */
const SERVER_ERRORS = [
  { name: 'a 500 with a JSON:API detail', status: 500, body: '{"errors":[{"status":"500","code":"internal_error","detail":"NullPointerException at CouponDesk.place"}]}' },
  { name: 'a 500 with an HTML body', status: 500, body: '<html><body>Internal Server Error</body></html>' },
  { name: 'a 502 with no body', status: 502, body: '' },
];
/** Success replies the slip cannot read: the bet may have been placed. */
const MALFORMED_REPLIES = [
  { name: 'a 200 that is not JSON', status: 200, body: '{"coupon": ' },
  { name: 'a 200 of the wrong shape', status: 200, body: '{"coupon":{"id":"x"},"balance":"lots"}' },
];
const LEAKS = [PLACE, '/coupon', 'HTTP', 'NullPointerException', 'Internal Server Error', 'internal_error', 'not JSON', 'must be'];
/** The status codes, in a message (a slip shows amounts such as RUB 500,000.00). */
const STATUS_LEAKS = ['500', '502', '200'];

function expectNoLeak(text: string, leaks = LEAKS) {
  for (const leak of leaks) expect(text, `"${text}" shows ${leak}`).not.toContain(leak);
}

/** The demo player on the football line, with the live simulation still so prices do not move under the test. */
async function signedInOnLine(): Promise<HostUnderTest & { scenario: string }> {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const scenario = uniqueScenario('place-errors');
  await patchScenario(app, scenario, { sports: { frozen: true } });
  const { cookie } = await signIn(app);
  const host = await renderHost(app, { path: '/en/line/football', plugins: ['account', 'sports'], scenario, cookie });
  await waitFor(() => expect(host.host.store.getState().session.userId).not.toBeNull(), { timeout: LINE_LOAD_MS });
  return { ...host, scenario };
}

const balanceText = (slip: HTMLElement) => within(slip).getByTestId('coupon-balance').textContent;

describe('a bet the server fails to place', { timeout: 60_000 }, () => {
  it('the slip says the bet was not placed and the coupon is kept, in its own words, and keeps the bet', async () => {
    const { scenario } = await signedInOnLine();
    const slip = await slipWithFirstPrice();
    await waitFor(() => expect(balanceText(slip)).toContain('RUB'), { timeout: LINE_LOAD_MS });
    const balance = balanceText(slip);
    const place = () => within(slip).getByRole('button', { name: 'Place bet' });

    for (const [fault, text] of [...SERVER_ERRORS.map((fault) => [fault, en.place_error_unknown] as const), ...MALFORMED_REPLIES.map((fault) => [fault, en.place_error_unconfirmed] as const)]) {
      await patchScenario(app, scenario, { faults: [{ path: PLACE, status: fault.status, body: fault.body, times: 1 }] });
      await waitFor(() => expect(place().hasAttribute('disabled')).toBe(false), { timeout: LINE_LOAD_MS });
      fireEvent.click(place());
      const alert = await within(slip).findByRole('alert', {}, { timeout: LINE_LOAD_MS });
      expect(alert.textContent, fault.name).toBe(text);
      expectNoLeak(alert.textContent ?? '', [...LEAKS, ...STATUS_LEAKS]);
      expectNoLeak(slip.textContent ?? '');
      expect(slip.querySelectorAll('.coupon-bet'), fault.name).toHaveLength(1);
    }
    expect(en.place_error_unknown).toMatch(/not placed.*coupon is kept/);
    // Nothing was debited: the faults answered before the desk.
    expect(balanceText(slip)).toBe(balance);
    // The coupon is still there to place once the server is back.
    await patchScenario(app, scenario, { faults: [] });
    fireEvent.click(place());
    const receipt = await within(slip).findByRole('status', {}, { timeout: LINE_LOAD_MS });
    expect(receipt).toHaveProperty('textContent', expect.stringContaining(en.placed_title));
    // The receipt lists what was placed, and its close button takes it away (on a phone the empty sheet goes with it).
    expect(within(receipt).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(receipt).getByRole('button', { name: en.placed_close }));
    await waitFor(() => expect(screen.queryByText(en.placed_title)).toBeNull());
  });

  it('a one-click bet says it was not placed, in its own words', async () => {
    const { scenario, host } = await signedInOnLine();
    act(() => {
      host.store.dispatch(couponSettingsActions.oneClickRequested());
    });
    const price = await firstOpenPrice();
    for (const [fault, key] of [...SERVER_ERRORS.map((fault) => [fault, 'one_click_error_unknown'] as const), ...MALFORMED_REPLIES.map((fault) => [fault, 'one_click_error_unconfirmed'] as const)]) {
      await patchScenario(app, scenario, { faults: [{ path: PLACE, status: fault.status, body: fault.body, times: 1 }] });
      const shown = host.store.getState().notifications.length;
      fireEvent.click(price);
      await waitFor(() => expect(host.store.getState().notifications.length).toBe(shown + 1), { timeout: LINE_LOAD_MS });
      const notification = host.store.getState().notifications.at(-1)!;
      expect(notification, fault.name).toMatchObject({ kind: 'error', messageKey: `sports:${key}` });
      expect(notification.text, fault.name).toBeUndefined();
      const rendered = (await screen.findAllByText(en[key])).at(-1)!.closest('.notification')!;
      expectNoLeak(rendered.textContent ?? '', [...LEAKS, ...STATUS_LEAKS]);
    }
    expect(screen.queryByTestId('quick-coupon')?.querySelectorAll('.coupon-bet') ?? []).toHaveLength(0);
  });
});
