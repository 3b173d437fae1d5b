// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { firstOpenPrice, LINE_LOAD_MS } from '../linePrices.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the quick coupon on desktop', { timeout: 60_000 }, () => {
  it("keeps its box in the side column while the slip's code loads after the first bet, so the line beside it does not move", async () => {
    const scenario = uniqueScenario('slip-box');
    await patchScenario(app, scenario, { sports: { frozen: true } });
    await renderHost(app, { path: '/en/line/football', plugins: ['account', 'sports'], scenario });
    const price = await firstOpenPrice();
    expect(screen.getByTestId('quick-coupon').textContent).toContain('Tap a price to add a bet.');
    const sideColumn = screen.getByTestId('quick-coupon').closest('aside')!;
    // Every state the side column goes through, from the tap until the slip shows the bet.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const box = sideColumn.querySelector('[data-testid="quick-coupon"]');
      seen.push(box ? `box, busy ${box.getAttribute('aria-busy') ?? 'no'}` : 'empty');
    });
    observer.observe(sideColumn, { childList: true, subtree: true, attributes: true });
    price.click();
    await screen.findByRole('button', { name: 'Sign in to place a bet' }, { timeout: LINE_LOAD_MS });
    observer.disconnect();
    expect(seen).toContain('box, busy true');
    expect(seen).not.toContain('empty');
    await waitFor(() => expect(price.getAttribute('aria-pressed')).toBe('true'));
  });
});
