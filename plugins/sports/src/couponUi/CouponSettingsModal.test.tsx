// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { firstOpenPrice, LINE_LOAD_MS } from '../linePrices.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const linePriceTexts = () => [...document.querySelectorAll<HTMLElement>('button.odds:not([disabled]) .odds__value')].map((button) => button.textContent ?? '');

describe('the odds formats a bettor picks from', { timeout: 60_000 }, () => {
  it('offer the readable fractional ladder as "Fractional", the exact fraction after it, and show the line in it', async () => {
    await renderHost(app, { path: '/en/line/football?coupon-settings-modal=1', plugins: ['sports'], scenario: uniqueScenario('odds-formats') });
    const dialog = await screen.findByRole('dialog', {}, { timeout: LINE_LOAD_MS });
    const formats = (await within(dialog).findByLabelText('Odds format', {}, { timeout: LINE_LOAD_MS })) as HTMLSelectElement;
    expect([...formats.options].slice(0, 3).map((option) => option.text)).toEqual(['Decimal', 'Fractional', 'Fractional (exact)']);

    await firstOpenPrice();
    fireEvent.change(formats, { target: { value: formats.options[1].value } });
    // The ladder's rungs have small denominators (4/6, 7/4, 15/2); the exact form of two-place odds is n/100 (183/100).
    await waitFor(() => expect(linePriceTexts().filter((text) => !/^\d+\/\d{1,2}$/.test(text))).toEqual([]), { timeout: LINE_LOAD_MS });
    expect(linePriceTexts().length).toBeGreaterThan(5);
  });
});
