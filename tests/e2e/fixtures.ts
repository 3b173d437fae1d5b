import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface Scenario {
  id: string;
  /** Changes what the BFF answers to this test only (config patches, faults, plugin overrides…). */
  set(patch: Record<string, unknown>): Promise<void>;
}

interface Fixtures {
  scenario: Scenario;
  cspViolations: string[];
}

/**
 * Every test runs in its own BFF scenario (a cookie names it), so parallel tests never see each other's faults,
 * and fails if any page it visited reported a Content-Security-Policy violation.
 */
export const test = base.extend<Fixtures>({
  scenario: async ({ context, baseURL, request }, use) => {
    const id = randomUUID();
    // Every test is a visitor who has already answered the cookie notice, except the notice's own test.
    await context.addCookies([
      { name: 'bff_scenario', value: id, url: baseURL! },
      { name: 'cookies_agree', value: '1', url: baseURL! },
    ]);
    await use({
      id,
      async set(patch) {
        const reply = await request.post(`/bff-test/scenario/${id}`, { data: patch });
        expect(reply.ok(), await reply.text()).toBe(true);
      },
    });
    await request.delete(`/bff-test/scenario/${id}`);
  },
  cspViolations: async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
          `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    context.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) violations.push(message.text());
    });
    await use(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  page: async ({ page, cspViolations, scenario }, use) => {
    void cspViolations;
    void scenario;
    await use(page);
  },
});

export { expect };

/** Waits until the kernel has booted (its test-mode handle exists); a server-rendered page shows content before. */
export function hostReady(page: Page) {
  return page.waitForFunction(() => 'store' in ((window as unknown as { __host?: object }).__host ?? {}));
}

/** The kernel's plugin record, read through the test-mode handle. */
export async function pluginRecord(page: Page, pluginId: string) {
  await hostReady(page);
  return page.evaluate((id) => {
    const host = (window as unknown as { __host?: { store: { getState(): { plugins: Record<string, unknown> } } } }).__host;
    return host?.store.getState().plugins[id] ?? null;
  }, pluginId);
}

/**
 * The information plugin refused by integrity (a wrong hash in the feed, altered bytes from a CDN): its page shows
 * the refresh view, the kernel records the failure's kind, and the rest of the site works.
 */
export async function expectInfoRefusedByIntegrity(page: Page) {
  await page.goto('/en/information/about');
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable.')).toBeVisible();
  expect(await pluginRecord(page, 'info')).toMatchObject({ state: 'error', error: { type: 'integrity' } });
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome to Northbet' })).toBeVisible();
}

/** Asks the kernel to look for a new manifest now (what it does each minute and when the page becomes visible). */
export async function reloadManifest(page: Page) {
  await hostReady(page);
  return page.evaluate(() => (window as unknown as { __host: { watcher: { check(): Promise<void> } } }).__host.watcher.check());
}

/** The demo player of the reference BFF (bff/… users.json), for suites that need someone signed in. */
export const DEMO_PLAYER = { login: 'demo@northbet.example', password: 'demo1234', userId: '100001' };

/** Signs the demo player in through the API: the page's next load is a signed-in one. */
export async function signInByApi(page: Page): Promise<void> {
  const reply = await page.request.post('/web-api/auth/login', { data: { login: DEMO_PLAYER.login, password: DEMO_PLAYER.password, save: false } });
  expect(reply.ok(), await reply.text()).toBe(true);
}

/** The signed-in player's account menu button in the header (named after the player; an icon on phones). */
export function accountMenuButton(page: Page): Locator {
  return page.getByRole('banner').locator('.account-menu__button');
}

/**
 * Opens the header's account menu (office, money, bets, limits, log out) and answers its panel. After a navigation,
 * wait for the new page first: the address changes before the page (and its layout's header) arrives, and a menu
 * opened in the old header closes with it.
 */
export async function openAccountMenu(page: Page): Promise<Locator> {
  const button = accountMenuButton(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('banner').getByRole('navigation', { name: 'Account' });
}

/** Adds the first open price of the first football line event on the page's site to the slip; answers its outcome id. */
export async function addFirstLinePrice(page: Page, origin = ''): Promise<string> {
  await page.goto(`${origin}/en/line/football`);
  await hostReady(page);
  const price = page.locator('.event-row').first().locator('button.odds:not([disabled])').first();
  const outcome = (await price.getAttribute('data-outcome'))!;
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');
  return outcome;
}

/** The bet slip: the side column on desktop, the bottom sheet on mobile (opened when collapsed). */
export async function openSlip(page: Page): Promise<Locator> {
  const panel = page.getByTestId('quick-coupon');
  await expect(panel.locator('.coupon:visible, .quick-coupon__handle:visible').first()).toBeVisible();
  const handle = panel.locator('.quick-coupon__handle');
  if ((await handle.isVisible()) && (await handle.getAttribute('aria-expanded')) === 'false') await handle.click();
  return panel;
}

/** Signs the demo player in with the login modal that is open on the page, and waits until it has closed. */
export async function signInWithLoginModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail or account ID').fill(DEMO_PLAYER.login);
  await dialog.getByLabel('Password').fill(DEMO_PLAYER.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Fills what registration asks under every jurisdiction profile (an adult's date of birth, the terms and the privacy
 * policy accepted) in the registration form inside `scope`; the marketing consent and the bonus stay as they are.
 */
export async function fillRegistrationRules(scope: Page | Locator, birthDate = '1990-05-17'): Promise<void> {
  await scope.getByLabel(/^Date of birth/).fill(birthDate);
  await scope.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await scope.getByRole('checkbox', { name: /privacy policy/ }).check();
}

/**
 * The origin of a demo brand's domain (`uk.localhost`…) on the test server's port, where this test's scenario and the
 * answered cookie notice are set too (the fixtures set them for localhost only): a visitor of that brand.
 */
export async function demoDomainOrigin(context: BrowserContext, scenario: Scenario, host: string, baseURL: string | undefined): Promise<string> {
  const origin = `http://${host}:${new URL(baseURL!).port}`;
  await context.addCookies([
    { name: 'bff_scenario', value: scenario.id, url: origin },
    { name: 'cookies_agree', value: '1', url: origin },
  ]);
  return origin;
}

/**
 * Signs the demo player in on a demo brand's origin (demoDomainOrigin), from a page of it: the test runner resolves
 * no `*.localhost` name, the browser does. Leaves the page on that site's home, signed in.
 */
export async function signInOnDomain(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/en/`);
  const status = await page.evaluate(
    async (body) => (await fetch('/web-api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    JSON.stringify({ login: DEMO_PLAYER.login, password: DEMO_PLAYER.password, save: false }),
  );
  expect(status).toBe(200);
  await page.reload();
}

/**
 * Answers the age confirmation (a jurisdiction profile's `ageConfirmation`, on de.localhost) whenever it opens: it
 * comes over whatever page once the account plugin's sagas run, so a test of something else on that brand says yes.
 */
export const answerAgeConfirmation = (page: Page) =>
  page.addLocatorHandler(page.getByRole('heading', { name: 'Are you 18 or older?' }), () => page.getByRole('button', { name: 'Yes, I am 18 or older' }).click());
