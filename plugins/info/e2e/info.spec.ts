import type { Page } from '@playwright/test';
import { expect, hostReady, pluginRecord, test } from '../../../tests/e2e/fixtures.ts';

const CONTACTS_VIEW = '/bff-api/remote-view/en/information/contacts';

/** What a CMS sends: ordinary inline styles, a style element and a base, and hostile handlers, scripts and URLs. */
const CMS_VIEW = {
  appName: 'info',
  title: 'Summer promotion',
  body:
    '<base href="https://evil.example/">' +
    '<style>.cms-banner{color:red}</style>' +
    '<h2 id="cms-heading" style="color:#c00;font-weight:700">Welcome bonus</h2>' +
    '<p style="margin:0 auto">Ordinary <span style="color:blue">styled</span> text and <a href="/information/about" style="text-decoration:none">a link</a>.</p>' +
    '<P STYLE = \'border:0\' class="cms-banner">Upper case</P><p style>valueless</p>' +
    '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==" width="40" height="40" alt="Promo" onerror="window.__xss=1" style="width:100%">' +
    '<svg width="10" height="10"><style>rect{fill:red}</style><rect width="10" height="10" style="fill:blue" onload="window.__xss=2"/></svg>' +
    '<div onclick="window.__xss=3" onmouseover="window.__xss=4">hover</div>' +
    '<script>window.__xss=5</script>' +
    '<a href="javascript:window.__xss=6">bad link</a>' +
    '<iframe srcdoc="<p style=\'color:red\'>framed</p>"></iframe>' +
    '<!-- <p style="hidden"> -->',
  style: '',
  cssToLoad: [],
  scriptsToLoad: [],
  codeToEval: '',
  head: [{ name: 'description', content: 'Summer promotion' }],
};

/** Markup that would run if the first HTML carried it as it came. */
const HOSTILE_BODY = '<h2>Who we are</h2><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><p>Text</p>';

async function openHome(page: Page) {
  await page.goto('/en/');
  await expect(page.getByRole('heading', { name: 'Welcome to Northbet' })).toBeVisible();
}

/** Opens the contacts page from the footer: a client-side navigation, so the view comes from the remote-view call. */
async function openContacts(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
}

/** The remote-view calls the page makes from now on, and those that failed (abandoned) on the way. */
function remoteViewCalls(page: Page) {
  const calls = { sent: [] as string[], failed: [] as string[] };
  page.on('request', (request) => request.url().includes(CONTACTS_VIEW) && calls.sent.push(request.url()));
  page.on('requestfailed', (request) => request.url().includes(CONTACTS_VIEW) && calls.failed.push(request.failure()?.errorText ?? ''));
  return calls;
}

test.describe('information pages @info', () => {
  test('a page in English and in Russian, with its title and description', async ({ page }) => {
    await page.goto('/en/information/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    await expect(page).toHaveTitle('About Northbet');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await page.goto('/ru/information/about');
    await expect(page.getByRole('heading', { level: 1, name: 'О компании Northbet' })).toBeVisible();
    await expect(page).toHaveTitle('О компании Northbet');
  });

  test('server HTML is sanitised: its script and event handler never run', async ({ page, scenario }) => {
    // The page's content as a compromised CMS would send it, drawn into the first HTML by the server.
    await scenario.set({ remoteViews: { 'information/about': { title: 'About Northbet', description: 'About', body: HOSTILE_BODY } } });
    await page.goto('/en/information/about');
    await expect(page.locator('.remote-view__body h2').first()).toBeVisible();
    await hostReady(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('.remote-view__body script')).toHaveCount(0);
    await expect(page.locator('.remote-view__body [onerror]')).toHaveCount(0);
  });

  test('internal links in server content stay in the app, with the language', async ({ page }) => {
    await page.goto('/en/information');
    await page.locator('.remote-view__body a[href="/information/contacts"]').first().click();
    await expect(page).toHaveURL(/\/en\/information\/contacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
  });

  test('the rules page has tag sub-paths, chapters and position anchors', async ({ page }) => {
    await page.goto('/en/information/rules');
    const tags = page.getByRole('navigation', { name: 'Rules sections' }).getByRole('link');
    await expect(tags).toHaveCount(5);
    await tags.nth(1).click();
    await expect(page).toHaveURL(/\/en\/information\/rules\/sports$/);
    // The chapter list of the new group, not the one still on screen from the previous group.
    const chapter = page.locator('.rules-chapters a[href^="/information/rules/sports/"]').first();
    const chapterPath = await chapter.getAttribute('href');
    await chapter.click();
    await expect(page).toHaveURL(new RegExp(`/en${chapterPath}$`));
    const position = page.locator('.rules-position').nth(1);
    const id = await position.getAttribute('id');
    await page.goto(`/en${chapterPath}#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test('a news article takes its slug from the path', async ({ page }) => {
    await page.goto('/en/news/faster-withdrawals');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('faster withdrawals');
  });

  test('the first screen comes rendered from the server, without a remote-view call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/bff-api/remote-view/') && calls.push(request.url()));
    const response = await page.goto('/en/information/about');
    expect(await response?.text()).toContain('<h1 class="page-title">About Northbet</h1>');
    await expect(page.getByRole('heading', { level: 1, name: 'About Northbet' })).toBeVisible();
    // The server's HTML shows before the kernel runs: the link is followed by the client once the page is its plugin's.
    await expect.poll(() => pluginRecord(page, 'info')).toMatchObject({ state: 'ready' });
    await page.getByRole('link', { name: 'Contacts' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
    expect(calls).toEqual([expect.stringContaining('/bff-api/remote-view/en/information/contacts')]);
  });

  test('a remote view failing with 500 is retried, then shows the error page with 500; refresh recovers', async ({ page, scenario }) => {
    await openHome(page);
    await scenario.set({ faults: [{ path: CONTACTS_VIEW, status: 500 }] });
    const calls = remoteViewCalls(page);
    await openContacts(page);
    await expect(page.locator('.status-page__code')).toHaveText('500', { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(calls.sent).toHaveLength(4);
    await scenario.set({ faults: [] });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
  });

  test('a remote view the server answers 404 for shows the error page with 404 at once', async ({ page, scenario }) => {
    await openHome(page);
    await scenario.set({ faults: [{ path: CONTACTS_VIEW, status: 404 }] });
    const calls = remoteViewCalls(page);
    await openContacts(page);
    await expect(page.locator('.status-page__code')).toHaveText('404');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByText('This content could not be loaded. Check your connection and refresh.')).toHaveCount(0);
    expect(calls.sent).toHaveLength(1);
  });

  test('a remote view that has not answered after 1000 ms is abandoned, and the retry shows it', async ({ page, scenario }) => {
    await openHome(page);
    await scenario.set({ faults: [{ path: CONTACTS_VIEW, delayMs: 1500, times: 1 }] });
    const calls = remoteViewCalls(page);
    await openContacts(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
    expect(calls.sent).toHaveLength(2);
    expect(calls.failed).toHaveLength(1);
  });

  test('a remote view that never answers within 1000 ms shows the load error after the retries; refresh recovers', async ({ page, scenario }) => {
    await openHome(page);
    await scenario.set({ faults: [{ path: CONTACTS_VIEW, delayMs: 2000 }] });
    const calls = remoteViewCalls(page);
    await openContacts(page);
    // 4 calls of 1000 ms each and waits of 1, 2 and 4 s between them.
    const loadError = 'This content could not be loaded. Check your connection and refresh.';
    await expect(page.getByRole('main').getByText(loadError)).toBeVisible({ timeout: 20_000 });
    expect(calls.sent).toHaveLength(4);
    expect(calls.failed).toHaveLength(4);
    // The footer says it too (second document, section 8), with its own way to refresh.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(loadError);
    await scenario.set({ faults: [] });
    await footer.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
    await expect(footer).not.toContainText(loadError);
  });

  test('CMS HTML with inline styles, style elements, a base and handlers is sanitised without a CSP violation', async ({ page, scenario, cspViolations }) => {
    await openHome(page);
    await hostReady(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { __violations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await scenario.set({ faults: [{ path: CONTACTS_VIEW, status: 200, body: JSON.stringify(CMS_VIEW) }] });
    await openContacts(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Summer promotion' })).toBeVisible();
    const body = page.locator('.remote-view__body');
    await expect(body.locator('#cms-heading')).toHaveText('Welcome bonus');
    await expect(body.getByRole('img', { name: 'Promo' })).toBeVisible();
    await expect(body.locator('[style], style, base, script, iframe, [onerror], [onclick], [onload]')).toHaveCount(0);
    // Violation events are queued tasks: one more round trip through the page delivers any the parsing raised.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(cspViolations).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('an image opens in the view-image modal by query, and a change of query closes it', async ({ page }) => {
    await page.goto('/en/information/about?view-image=/kernel/i18n/x.png');
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('img')).toHaveAttribute('src', '/kernel/i18n/x.png');
    await page.goto('/en/information/about?view-image=javascript:alert(1)');
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('This image cannot be shown.');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/information\/about$/);
  });
});
