import type { BrowserContext, Page } from '@playwright/test';
import { expect, fillRegistrationRules, hostReady, test, type Scenario } from '../../../tests/e2e/fixtures.ts';

const LISTED_TEXT = 'You cannot register or sign in here: Spelpaus, the national self-exclusion register, lists you as excluded from gambling.';

/** The Swedish demo brand (profile `se`, register Spelpaus) in the test's scenario, at its .localhost address. */
async function openSwedishBrand(page: Page, context: BrowserContext, scenario: Scenario, baseURL: string | undefined, path: string) {
  const origin = `http://se.localhost:${new URL(baseURL!).port}`;
  await context.addCookies([
    { name: 'bff_scenario', value: scenario.id, url: origin },
    { name: 'cookies_agree', value: '1', url: origin },
  ]);
  await page.goto(`${origin}${path}`);
  await hostReady(page);
  return origin;
}

/** Test control on the Swedish brand's host (a scenario is kept per host): lists `email` on Spelpaus. */
async function listOnSpelpaus(page: Page, scenario: Scenario, email: string) {
  const status = await page.evaluate(
    async ({ id, email }) => (await fetch(`/bff-test/scenario/${id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ selfExclusion: { add: { register: 'Spelpaus', email } } }) })).status,
    { id: scenario.id, email },
  );
  expect(status).toBe(200);
}

test.describe('national self-exclusion registers @account', () => {
  test('on the Swedish brand, a person Spelpaus lists is refused at registration, with Spelpaus named and linked', async ({ page, context, scenario, baseURL }) => {
    await openSwedishBrand(page, context, scenario, baseURL, '/en/registration');
    const form = page.getByRole('main');
    // Listed in the simulated register file (plugins/account/bff/selfExclusionRegisters.json).
    await form.getByLabel('E-mail').fill('spelpaus@northbet.example');
    await form.getByLabel(/^Password/).fill('secret123');
    await fillRegistrationRules(form);
    await form.getByRole('button', { name: 'Register' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(LISTED_TEXT);
    await expect(alert.getByRole('link', { name: 'Read about Spelpaus' })).toHaveAttribute('href', 'https://www.spelpaus.se');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('on the Swedish brand, a listed player is refused at sign-in, with Spelpaus named', async ({ page, context, scenario, baseURL }) => {
    await openSwedishBrand(page, context, scenario, baseURL, '/en/user/login');
    await listOnSpelpaus(page, scenario, 'demo@northbet.example');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail or account ID').fill('demo@northbet.example');
    await form.getByLabel('Password').fill('demo1234');
    await form.getByRole('button', { name: 'Log in' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(LISTED_TEXT);
    await expect(alert.getByRole('link', { name: 'Read about Spelpaus' })).toHaveAttribute('href', 'https://www.spelpaus.se');
    await expect(page).toHaveURL(/\/en\/user\/login$/);
  });

  test('the same player signs in on a brand whose profile names no register', async ({ page, scenario }) => {
    await scenario.set({ selfExclusion: { add: { register: 'Spelpaus', email: 'demo@northbet.example' } } });
    await page.goto('/en/user/login');
    await hostReady(page);
    const form = page.getByRole('main');
    await form.getByLabel('E-mail or account ID').fill('demo@northbet.example');
    await form.getByLabel('Password').fill('demo1234');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).not.toHaveURL(/\/user\/login/);
  });
});
