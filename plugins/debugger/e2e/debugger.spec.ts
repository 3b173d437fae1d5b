import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';

test.describe('debugger @debugger', () => {
  test('shows a tester the site as the browser has it: the plugins and their load states', async ({ page, scenario }) => {
    // No demo domain enables it (the demo answers unknown hosts too): a test or staging domain does.
    await scenario.set({ plugins: { debugger: { enabled: true } } });
    await page.goto('/en/debugger');
    await hostReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Debugger' })).toBeVisible();
    await expect(page.getByRole('row', { name: /debugger 1\.0\.0 ready/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /account .* ready/ })).toBeVisible();
  });
});
