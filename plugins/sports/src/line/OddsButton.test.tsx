// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { REMINDER_STORAGE_KEY } from '../couponUi/couponStorageKeys.ts';
import { firstOpenPrice, LINE_LOAD_MS } from '../linePrices.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const MARKETS = '/coupon-api/v1/markets';

/** Every promise callback already queued, and those they queue in turn: what runs before the browser may paint. */
async function drainMicrotasks() {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

describe('a tap on a price', { timeout: 60_000 }, () => {
  it('shows the price selected at once, and asks for the coupon prices and stores the reminder only after that frame', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scenario = uniqueScenario('price-tap');
    await patchScenario(app, scenario, { sports: { frozen: true } });
    await renderHost(app, { path: '/en/line/football', plugins: ['account', 'sports'], scenario });
    fireEvent.click(await firstOpenPrice());
    await waitFor(() => expect(screen.getByTestId('quick-coupon').querySelectorAll('.coupon-bet')).toHaveLength(1), { timeout: LINE_LOAD_MS });
    await waitFor(() => expect(sessionStorage.getItem(REMINDER_STORAGE_KEY)).not.toBeNull(), { timeout: LINE_LOAD_MS });

    const requests: string[] = [];
    const bff = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return bff(input, init);
    });
    const reminderWrites = vi.spyOn(Storage.prototype, 'setItem');
    const price = await firstOpenPrice();

    await act(async () => {
      fireEvent.click(price);
      await drainMicrotasks();
    });
    expect(price.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('quick-coupon').querySelectorAll('.coupon-bet')).toHaveLength(2);
    expect(requests.filter((url) => url.includes(MARKETS))).toEqual([]);
    expect(reminderWrites.mock.calls.filter(([key]) => key === REMINDER_STORAGE_KEY)).toEqual([]);

    await waitFor(() => expect(requests.filter((url) => url.includes(MARKETS))).toHaveLength(1), { timeout: LINE_LOAD_MS });
    await waitFor(() => expect(reminderWrites.mock.calls.filter(([key]) => key === REMINDER_STORAGE_KEY)).not.toEqual([]));
  });
});
