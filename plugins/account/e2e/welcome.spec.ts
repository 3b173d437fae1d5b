import type { BrowserContext, Page } from '@playwright/test';
import { expect, fillRegistrationRules, hostReady, test } from '../../../tests/e2e/fixtures.ts';

const newEmail = () => `welcome-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@northbet.example`;
const AGE_GATE_HEADING = 'Are you 18 or older?';

test.describe('after sign-up @account', () => {
  test('a new player goes from registration to the welcome step to the deposit page, not the identification', async ({ page }) => {
    await page.goto('/en/information/contacts');
    await hostReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(newEmail());
    await dialog.getByLabel(/^Password/).fill('secret123');
    await fillRegistrationRules(dialog);
    await dialog.getByRole('button', { name: 'Register' }).click();

    const welcome = dialog.getByRole('region', { name: 'Welcome to Northbet!' });
    // The demo domain asks for identification: the step says so, and links the deposit with the guard's flag.
    await expect(welcome).toContainText('This site asks new players to confirm their identity');
    await expect(welcome.getByRole('link', { name: 'Confirm my identity' })).toHaveAttribute('href', '/en/office/identification');
    await welcome.getByRole('link', { name: 'Make a deposit' }).click();
    await expect(page).toHaveURL(/\/en\/office\/recharge\?identification=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Without the flag, the identification guard holds the new player (no deposit, not verified).
    await page.goto('/en/office/recharge');
    await expect(page).toHaveURL(/\/en\/office\/identification\?identification=true&from=%2Foffice%2Frecharge$/);
  });
});

/** The German demo brand (profile `de`: the gate, remembered for the browser session). */
async function openGermanBrand(page: Page, context: BrowserContext, baseURL: string | undefined, scenarioId: string) {
  const origin = `http://de.localhost:${new URL(baseURL!).port}`;
  await context.addCookies([
    { name: 'bff_scenario', value: scenarioId, url: origin },
    { name: 'cookies_agree', value: '1', url: origin },
  ]);
  await page.goto(`${origin}/en/information/about`);
  await hostReady(page);
}

/** Starts the plugins' sagas (they wait for a first input) and answers whether the age gate is open then. */
const gateOpenOnceSagasRun = (page: Page) =>
  page.evaluate(async () => {
    const host = (window as unknown as { __host: { store: { startSagas(): Promise<void>; getState(): { modals: string[] } } } }).__host;
    await host.store.startSagas();
    return host.store.getState().modals.includes('age-confirmation');
  });

test.describe('age-restriction confirmation @account', () => {
  test('the German brand asks once per browser session; "Yes" is remembered across reloads', async ({ page, context, baseURL, scenario }) => {
    await openGermanBrand(page, context, baseURL, scenario.id);
    expect(await gateOpenOnceSagasRun(page)).toBe(true);
    const gate = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: AGE_GATE_HEADING }) });
    await gate.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    await expect(gate).toHaveCount(0);
    await page.reload();
    await hostReady(page);
    expect(await gateOpenOnceSagasRun(page)).toBe(false);
    // A new browser session (another context) is asked again.
    const other = await context.browser()!.newContext();
    const fresh = await other.newPage();
    await openGermanBrand(fresh, other, baseURL, scenario.id);
    expect(await gateOpenOnceSagasRun(fresh)).toBe(true);
    await expect(fresh.getByRole('heading', { name: AGE_GATE_HEADING })).toBeVisible();
    await other.close();
  });

  test('"No" keeps the site closed', async ({ page, context, baseURL, scenario }) => {
    await openGermanBrand(page, context, baseURL, scenario.id);
    expect(await gateOpenOnceSagasRun(page)).toBe(true);
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Sorry: you must be 18 or older to use this site.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Sorry: you must be 18 or older to use this site.');
  });

  test('the demo domain (profile none) asks nothing', async ({ page }) => {
    await page.goto('/en/information/about');
    await hostReady(page);
    expect(await gateOpenOnceSagasRun(page)).toBe(false);
  });
});
