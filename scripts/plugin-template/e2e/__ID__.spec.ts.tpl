import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';

test.describe('__ID__ @__ID__', () => {
  test('opens its page with the greeting from the BFF', async ({ page }) => {
    await page.goto('/en/__ID__');
    await hostReady(page);
    await expect(page.getByRole('heading', { name: '__TITLE__' })).toBeVisible();
    await expect(page.getByTestId('__ID__-greeting')).toHaveText('Hello from the __ID__ plugin');
  });
});
