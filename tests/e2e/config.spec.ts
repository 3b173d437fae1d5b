import { expect, hostReady, test } from './fixtures.ts';

test.describe('server config @kernel', () => {
  test('invalid config without a saved copy: the error page names the JSON path and rule', async ({ page, scenario }) => {
    await scenario.set({ config: { lng: { default: 'english' } } });
    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: 'The site cannot start right now' })).toBeVisible();
    await expect(page.locator('.config-error__path')).toHaveText('/lng/default');
    await expect(page.getByText('(rule: pattern)')).toBeVisible();
  });

  test('missing config without a saved copy: the no-site-config error', async ({ page, scenario }) => {
    await scenario.set({ configRaw: '{}' });
    await page.goto('/en/');
    await expect(page.locator('[data-error-code="no-site-config"]')).toBeVisible();
  });

  test('the error page is fetched with the status pages; when they cannot be, its code and a retry still show', async ({ page, scenario }) => {
    await page.route(/\/status-pages\//, (route) => route.abort());
    await scenario.set({ configRaw: '{}' });
    await page.goto('/en/');
    await expect(page.locator('[data-error-code="no-site-config"] .status-page__code')).toHaveText('no-site-config');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  for (const [broken, patch, code, reason] of [
    ['a config that is not JSON', { configRaw: '{"lng": ' }, 'invalid-config', 'site config: / is not valid JSON (rule: json)'],
    ['a config against its schema', { config: { lng: { default: 'english' } } }, 'invalid-config', 'site config: /lng/default must satisfy pattern (rule: pattern)'],
    ['a manifest that is not JSON', { manifestRaw: '{"routes": [' }, 'invalid-manifest', 'route manifest: / is not valid JSON (rule: json)'],
    ['a manifest against its schema', { manifestRaw: JSON.stringify({ version: '1', plugins: [], routes: 'all' }) }, 'invalid-manifest', 'route manifest: /routes must satisfy type (rule: type)'],
  ] as const) {
    test(`${broken} on a first visit, the status pages out of reach: the fallback names the document, the pointer and the rule`, async ({ page, scenario }) => {
      await page.route(/\/status-pages\//, (route) => route.abort());
      await scenario.set(patch);
      await page.goto('/en/');
      const errorPage = page.locator(`[data-error-code="${code}"]`);
      await expect(errorPage.locator('.status-page__code')).toHaveText(code);
      await expect(errorPage.locator('.config-error__reason')).toHaveText(reason);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  }

  test('a manifest that is not JSON, without a saved copy: invalid-manifest, with the reason shown and logged', async ({ page, scenario }) => {
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await scenario.set({ manifestRaw: '{"routes": [' });
    await page.goto('/en/');
    await expect(page.locator('[data-error-code="invalid-manifest"]')).toBeVisible();
    await expect(page.locator('.status-page__code')).toHaveText('invalid-manifest');
    await expect(page.getByText('The route manifest is invalid at')).toBeVisible();
    await expect(page.locator('.config-error__path')).toHaveText('/');
    await expect(page.getByText('(rule: json)')).toBeVisible();
    expect(warnings).toContainEqual(expect.stringContaining('route manifest rejected'));
  });

  test('a manifest against its schema, without a saved copy: invalid-manifest, naming the JSON path', async ({ page, scenario }) => {
    await scenario.set({ manifestRaw: JSON.stringify({ version: '1', plugins: [], routes: 'all' }) });
    await page.goto('/en/');
    await expect(page.locator('[data-error-code="invalid-manifest"]')).toBeVisible();
    await expect(page.locator('.config-error__path')).toHaveText('/routes');
    await expect(page.getByText('(rule: type)')).toBeVisible();
  });

  test('invalid config with a saved copy: the site boots on the last known good config', async ({ page, scenario }) => {
    await scenario.set({ config: { site: { companyName: 'Goodbet', hero: { texts: { en: { title: 'Welcome to Goodbet' } } } } } });
    await page.goto('/en/');
    await expect(page.getByRole('heading', { name: 'Welcome to Goodbet' })).toBeVisible();
    // The copy is saved once the kernel has booted; the heading above is already in the server's HTML.
    await hostReady(page);
    await scenario.set({ config: { site: { companyName: 'Badbet' }, maintenance: { isActive: 'yes' } } });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to Goodbet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The site cannot start right now' })).toHaveCount(0);
  });

  test('the brand-book from config becomes CSS properties, px in em', async ({ page, scenario }) => {
    await scenario.set({ config: { brandbook: [{ css_prop: '--brand-radius', css_value: '24px' }] } });
    await page.goto('/en/');
    await hostReady(page);
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--brand-radius'))).toBe('1.5em');
  });
});
