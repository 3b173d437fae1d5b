import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The line's page chunk and first list load; on a busy machine (the whole suite on 2 cores) that takes seconds. */
export const LINE_LOAD_MS = 30_000;

/** The first price of the line that can be tapped (the slip has pressed-state buttons of its own). */
export function firstOpenPrice(): Promise<HTMLElement> {
  return waitFor(
    async () => {
      const [price] = (await screen.findAllByRole('button', { pressed: false })).filter((button) => button.classList.contains('odds') && !button.hasAttribute('disabled'));
      expect(price).toBeTruthy();
      return price;
    },
    { timeout: LINE_LOAD_MS },
  );
}

/**
 * Taps the first open price and gives the slip once it holds the bet: until then the desktop slip is an empty hint
 * that the slip replaces (the coupon's code loads with the first bet).
 */
export async function slipWithFirstPrice(): Promise<HTMLElement> {
  fireEvent.click(await firstOpenPrice());
  await screen.findByRole('button', { name: 'Place bet' }, { timeout: LINE_LOAD_MS });
  return screen.getByTestId('quick-coupon');
}
