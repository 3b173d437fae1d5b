import { expect, hostReady, test } from './fixtures.ts';

test.describe('default layout @kernel', () => {
  test('header, content, footer and, on phones, the bottom navigation', async ({ page, isMobile }) => {
    await page.goto('/en/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible({ visible: isMobile });
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ visible: !isMobile });
  });

  for (const [width, height, fontSize] of [[1920, 1080, 16], [2560, 1440, 21.333], [3840, 2160, 32]] as const) {
    test(`on a ${width}px screen the shell takes the whole width at ${fontSize}px text: the 1920 layout scaled, not stretched`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/en/information/contacts');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const sizes = await page.evaluate(() => ({
        body: document.querySelector('.layout__body')!.getBoundingClientRect().width,
        screen: document.documentElement.clientWidth,
        text: parseFloat(getComputedStyle(document.documentElement).fontSize),
      }));
      expect(sizes.body).toBe(sizes.screen);
      expect(sizes.text).toBeCloseTo(fontSize, 2);
    });
  }

  test("snowfall of 40 flakes in the home page's hero only, during its season, never over the prices", async ({ page, scenario }) => {
    await scenario.set({ config: { site: { snowfallSeason: '01-01/12-31' } } });
    await page.goto('/en/');
    await expect(page.locator('.hero .snowfall__flake')).toHaveCount(40);
    const hero = await page.locator('.hero').boundingBox();
    const snowfall = await page.locator('.snowfall').boundingBox();
    expect(snowfall).toEqual(hero);
    const price = page.locator('.home button.odds').first();
    await expect(price).toBeVisible();
    const priceBox = (await price.boundingBox())!;
    expect(priceBox.y).toBeGreaterThanOrEqual(hero!.y + hero!.height);
    await page.goto('/en/information/contacts');
    await expect(page.locator('.snowfall__flake')).toHaveCount(0);
  });

  test('no snowfall out of its season', async ({ page, scenario }) => {
    const today = new Date();
    const monthDay = (date: Date) => `${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const tomorrow = new Date(today.getTime() + 86_400_000);
    // A season of one day, tomorrow (the BFF decides by its own date, which is the test's).
    await scenario.set({ config: { site: { snowfallSeason: `${monthDay(tomorrow)}/${monthDay(tomorrow)}` } } });
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Northbet' })).toBeVisible();
    await hostReady(page);
    await expect(page.locator('.snowfall')).toHaveCount(0);
  });

  test('the theme switches to dark and is remembered', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('scroll-to-top appears after 1 screen on desktop and 4 on mobile', async ({ page, isMobile }) => {
    await page.goto('/en/information/rules');
    await expect(page.locator('.rules-position').first()).toBeVisible();
    await page.evaluate(() => (document.body.style.minHeight = '1000vh'));
    const screens = isMobile ? 4 : 1;
    await page.evaluate((y) => window.scrollTo(0, y), (screens - 0.5) * (page.viewportSize()?.height ?? 0));
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), (screens + 0.5) * (page.viewportSize()?.height ?? 0));
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
  });
});

test.describe('cookie notice @kernel', () => {
  test('is shown until accepted, then stored as a cookie for the whole site', async ({ page, context }) => {
    await context.clearCookies({ name: 'cookies_agree' });
    await page.goto('/en/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    const logged = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/bff-api/cookie-agreements'));
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toHaveCount(0);
    // The answer is logged with the operator, its time and choices with it.
    expect((await logged).postDataJSON()).toMatchObject({ cookiesAgreeTime: expect.any(Number), domain: 'localhost' });
    const cookie = (await context.cookies()).find((entry) => entry.name === 'cookies_agree');
    expect(cookie).toMatchObject({ value: '1', path: '/' });
    await page.reload();
    await hostReady(page);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
