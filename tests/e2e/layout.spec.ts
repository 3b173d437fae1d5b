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

test.describe('breakpoints and panels @kernel', () => {
  test("the shell's breakpoints 1152 to 3840 each set the layout's width", async ({ page }) => {
    for (const width of [1152, 1280, 1366, 1440, 1680, 1920, 2560, 3840]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 1152) await page.goto('/en/information/contacts');
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--max').trim())).toBe(`${width}px`);
    }
  });

  test("the mobile mode's breakpoints: phone below 1024, the bet slip's column 280 px below 1100 and 320 px from it, the sports panel from 1920", async ({ page }) => {
    const widthOf = async (selector: string) => (await page.locator(selector).boundingBox())?.width ?? 0;
    await page.setViewportSize({ width: 1023, height: 900 });
    await page.goto('/en/');
    await hostReady(page);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(page.locator('aside.layout__side')).toHaveCount(1);
    for (const [width, side] of [[1024, 280], [1099, 280], [1100, 320], [1919, 320]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect.poll(() => widthOf('aside.layout__side')).toBe(side);
      // Below 1920 the screen is low-resolution: no left panel, not even hidden (it would ask for the sports).
      await expect(page.locator('aside.layout__left > *')).toHaveCount(0);
    }
    await page.setViewportSize({ width: 1920, height: 1080 });
    const panel = page.getByRole('navigation', { name: 'All sports' });
    await expect(panel.getByRole('link', { name: /Football/ })).toBeVisible();
    await expect.poll(() => widthOf('aside.layout__left')).toBe(280);
    const main = (await page.getByRole('main').boundingBox())!;
    expect((await page.locator('aside.layout__left').boundingBox())!.x + 280).toBeLessThanOrEqual(main.x);
    await page.setViewportSize({ width: 1919, height: 1080 });
    await expect(panel).toHaveCount(0);
    await expect(page.locator('aside.layout__left > *')).toHaveCount(0);
  });
});

test.describe('modals and the header on scroll @kernel', () => {
  test('a modal is inline on phones (the page is put away under the header) and an overlay on desktop (the page stays, unscrollable)', async ({ page, isMobile }) => {
    await page.goto('/en/information/contacts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/en/information/contacts?coupon-settings-modal');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible({ visible: !isMobile });
    await expect(page.getByRole('contentinfo')).toBeVisible({ visible: !isMobile });
    const box = (await dialog.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    if (isMobile) {
      // Inline: in the page's flow right under the header, the screen's whole width.
      expect(box.y).toBe(header.y + header.height);
      expect(box.width).toBe(page.viewportSize()!.width);
    } else {
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  });

  test('on phones the header hides while the visitor scrolls down and comes back when they scroll up', async ({ page, isMobile }) => {
    await page.goto('/en/information/rules');
    await expect(page.locator('.rules-position').first()).toBeVisible();
    await page.evaluate(() => (document.body.style.minHeight = '1000vh'));
    const headerBottom = async () => {
      const box = (await page.getByRole('banner').boundingBox())!;
      return box.y + box.height;
    };
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(headerBottom).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    // Hidden on phones; on desktop it stays on screen.
    if (isMobile) await expect.poll(headerBottom).toBeLessThanOrEqual(0);
    else await expect.poll(headerBottom).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect.poll(headerBottom).toBeGreaterThan(0);
  });
});
