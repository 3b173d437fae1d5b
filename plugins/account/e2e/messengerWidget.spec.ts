import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';

test.describe('messenger registration widget @account', () => {
  test('the messenger widget appears with a botId query', async ({ page }) => {
    await page.goto('/en/?botId=northbet_bot');
    await expect(page.locator('.messenger-widget')).toHaveAttribute('data-bot-id', 'northbet_bot');
  });

  test('a hostile botId is refused', async ({ page }) => {
    await page.goto('/en/?botId=%22%3E%3Cimg%20src%3Dx%3E');
    await hostReady(page);
    await expect(page.locator('.messenger-widget')).toHaveCount(0);
  });
});
