import { expect, test } from './fixtures.ts';

test.describe('reports of plugin load failures @kernel', () => {
  test('a plugin that fails on a visitor\'s page is reported to the BFF once the page is left', async ({ page, scenario }) => {
    await scenario.set({ extraPlugins: ['throwing'] });
    // The operator endpoint answers the reports of this test's scenario (its cookie goes with page.request).
    const received = async () => ((await (await page.request.get('/bff-api/plugin-errors')).json()) as { reports: unknown[] }).reports;
    await page.goto('/en/throwing-plugin');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(await received()).toEqual([]);

    await page.goto('about:blank');

    await expect.poll(received).toEqual([{ at: expect.any(String), domain: 'localhost', plugin: 'throwing', version: '0.0.1', kind: 'evaluation' }]);
  });
});
