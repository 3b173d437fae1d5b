import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addFirstLinePrice, DEMO_PLAYER, expect, hostReady, openSlip, signInByApi, signInWithLoginModal, test, type Scenario } from '../../../tests/e2e/fixtures.ts';

/*
 * What these suites drive on the reference BFF (test mode, plugins/limits/bff/limitsDesk.ts `patchScenario`):
 * - `scenario.set({ limits: { userId, limits: [...] } })` sets the demo player's limits; each entry gives `limitType`,
 *   `limitValue` and optionally `limitState`, `needApprove`, `limitBalance`, `startsIn` (seconds from the scenario's
 *   now; negative for the past) and `lastsFor` (seconds; absent = no end).
 * - `{ limits: { advanceSeconds: 86400 } }` moves the scenario's clock: a pending deposit limit falls due, an exclusion
 *   starts or ends, a session limit runs out. The page reads the new time on its next limits read (another tab's
 *   change, a save, the 5-minute re-read, or a new page load).
 * - `{ limits: { askQuestions: true } }` makes every save answer questions first (right answer: id 1).
 * The reality check and auto logoff count the device's time, so those tests move the page's clock instead.
 */

const LIMIT_TYPE = { deposit24h: 20, sessionLimit: 31, realityCheck: 32, timeOut: 33 };

/** The English dictionaries' texts (plugins/limits, casino and sports i18n/en.json). */
const en = {
  selfExclusionActive: 'You have excluded yourself from gambling. Betting, casino games and deposits are closed until the self-exclusion ends.',
  timeOutActive: 'You are on a time-out. Betting, casino games and deposits are closed until it ends.',
  casinoClosed: 'The casino is closed for you',
  slipClosed: 'Betting is closed for you by your responsible-gaming limits (a self-exclusion or a time-out).',
  oneClickRefused: 'Betting is closed for you by your responsible-gaming limits (a self-exclusion or a time-out). The bet was not placed.',
  saved: 'Your limits are saved.',
  confirmed: 'The limit is confirmed.',
  approvalTitle: 'Confirm your new deposit limit',
  sessionEnded: 'Your session limit has ended',
  sessionEndedText: 'The session limit you set has ended. Please visit us again tomorrow.',
  realityCheck: 'Reality check',
  inactivityNotice: 'You were logged out because you were inactive for too long.',
};

interface GameCard {
  id: number;
  slug: string;
  name: string;
}

const signIn = signInByApi;

async function signInFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await signInWithLoginModal(page);
}


async function signInFromCoupon(page: Page, panel: Locator) {
  await panel.getByRole('button', { name: 'Sign in to place a bet' }).click();
  await signInWithLoginModal(page);
  await expect(panel.getByTestId('coupon-balance')).toContainText('RUB');
}

async function firstSlot(request: APIRequestContext): Promise<GameCard> {
  const reply = await request.get('/casino-api/v1/games?category=slots&limit=48&lang=en');
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { items: GameCard[] }).items[0];
}

const setLimits = (scenario: Scenario, limits: Array<Record<string, unknown>>) => scenario.set({ limits: { userId: DEMO_PLAYER.userId, limits } });
const signedOut = (page: Page) => expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
const notification = (page: Page, text: string) => page.locator('.notification').filter({ hasText: text });
const money = (value: number) => new Intl.NumberFormat('en').format(value);

test.describe('responsible-gaming limits @limits', () => {
  test('a self-exclusion closes the slip, the casino and the deposit form in open tabs at once; a deep link and one-click cannot get round it', async ({ page, context, request, scenario }) => {
    await scenario.set({ sports: { frozen: true, markets: {} } });
    const game = await firstSlot(request);
    const outcome = await addFirstLinePrice(page);
    const panel = await openSlip(page);
    await signInFromCoupon(page, panel);
    await expect(panel.getByRole('button', { name: 'Place bet' })).toBeEnabled();

    const casino = await context.newPage();
    await casino.goto('/en/casino');
    await expect(casino.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();

    const deposit = await context.newPage();
    await deposit.goto('/en/office/recharge');
    await expect(deposit.getByTestId('pay-deposit-submit')).toBeVisible();

    const office = await context.newPage();
    await office.goto('/en/office/responsible#self-exclusion');
    const breakSection = office.locator('#self-exclusion');
    await breakSection.getByRole('checkbox', { name: /I understand that I cannot gamble or deposit for 1 day/ }).check();
    await breakSection.getByRole('button', { name: 'Exclude myself' }).click();
    await expect(office.getByRole('status').filter({ hasText: en.selfExclusionActive })).toBeVisible();

    // Neither tab reloads: they hear of the change and close within the expect's wait.
    const restriction = casino.getByTestId('casino-restriction');
    await expect(restriction.getByRole('heading', { level: 1, name: en.casinoClosed })).toBeVisible();
    await expect(restriction).toContainText(en.selfExclusionActive);
    await expect(casino.getByTestId('casino-brands')).toHaveCount(0);
    await expect(panel.getByTestId('coupon-restricted')).toHaveText(`${en.slipClosed} ${en.selfExclusionActive}`);
    await expect(panel.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await expect(deposit.getByTestId('pay-deposit-closed')).toHaveText(en.selfExclusionActive);
    await expect(deposit.getByTestId('pay-deposit-submit')).toHaveCount(0);

    // A deep link to a game shows the restriction page, with no way to launch it.
    await casino.goto(`/en/casino/game/${game.id}/${game.slug}`);
    await expect(casino.getByTestId('casino-restriction').getByRole('heading', { name: en.casinoClosed })).toBeVisible();
    await expect(casino.getByRole('button', { name: 'Play for real' })).toHaveCount(0);
    await expect(casino.getByTestId('casino-game-frame')).toHaveCount(0);

    // One-click betting places nothing and says why.
    await page.goto('/en/line/football?coupon-settings-modal=1');
    const settings = page.getByRole('dialog');
    // The slip still holds the bet: turning one-click on asks first.
    await settings.getByLabel('One-click betting').click();
    await page.getByRole('alertdialog', { name: /one-click betting clears your bet slip/ }).getByRole('button', { name: 'Turn on and clear' }).click();
    await expect(settings.getByLabel('One-click betting')).toBeChecked();
    await settings.getByRole('button', { name: 'Done' }).click();
    const placeCalls: string[] = [];
    page.on('request', (sent) => sent.url().includes('/coupon-api/v1/place') && placeCalls.push(sent.url()));
    await page.locator(`button[data-outcome="${outcome}"]`).click();
    await expect(notification(page, en.oneClickRefused)).toBeVisible();
    expect(placeCalls).toEqual([]);
  });

  test('a time-out reaching its start while the pages are open closes the casino without a reload', async ({ page, context, scenario }) => {
    await signIn(page);
    await setLimits(scenario, [{ limitType: LIMIT_TYPE.timeOut, limitValue: 1, startsIn: 6, lastsFor: 86_400 }]);
    await page.goto('/en/office/responsible');
    await expect(page.getByRole('status').filter({ hasText: /^Your time-out starts on / })).toBeVisible();
    const casino = await context.newPage();
    await casino.goto('/en/casino');
    await expect(casino.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();

    await expect(casino.getByTestId('casino-restriction')).toContainText(en.timeOutActive);
    await expect(page.getByRole('status').filter({ hasText: en.timeOutActive })).toBeVisible();
  });

  test('a deposit limit is saved; raising it waits, and when due a confirm that cannot be closed approves it', async ({ page, scenario }) => {
    await signIn(page);
    await page.goto('/en/office/responsible');
    await hostReady(page);
    const row = page.getByTestId(`limit-${LIMIT_TYPE.deposit24h}`);
    const field = row.getByRole('combobox');
    await expect(field).toBeEnabled();
    await field.selectOption('5000');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(notification(page, en.saved)).toBeVisible();
    await expect(row.locator('.limits-row__current')).toHaveText(`Current: ${money(5000)}`);

    await field.selectOption('10000');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.locator('.limits-row__pending')).toContainText(`Waiting: ${money(10000)} from`);
    await expect(row.locator('.limits-row__current')).toHaveText(`Current: ${money(5000)}`);
    await expect(page.getByRole('alertdialog', { name: en.approvalTitle })).toHaveCount(0);

    await scenario.set({ limits: { advanceSeconds: 86_400 } });
    await page.reload();
    const approval = page.getByRole('alertdialog', { name: en.approvalTitle });
    await expect(approval).toBeVisible();
    await expect(approval).toContainText(`raise your 24 hours deposit limit to ${money(10000)}`);
    await page.keyboard.press('Escape');
    await expect(approval).toBeVisible();
    await expect(approval.getByRole('button')).toHaveText(['Yes, raise it', 'No, keep my current limit']);

    await approval.getByRole('button', { name: 'Yes, raise it' }).click();
    await expect(approval).toHaveCount(0);
    await expect(notification(page, en.confirmed)).toBeVisible();
    await expect(row.locator('.limits-row__current')).toHaveText(`Current: ${money(10000)}`);
    await expect(row.locator('.limits-row__pending')).toHaveCount(0);
  });

  for (const answer of ['continue', 'log_out'] as const) {
    test(`a reality check falls due and the player answers ${answer === 'continue' ? 'continue' : 'log out'}`, async ({ page, scenario }) => {
      await page.clock.install();
      await signIn(page);
      await setLimits(scenario, [{ limitType: LIMIT_TYPE.realityCheck, limitValue: 5 }]);
      await page.goto('/en/office/responsible');
      await expect(page.getByTestId(`limit-${LIMIT_TYPE.realityCheck}`).locator('.limits-row__current')).toHaveText('Current: 5 minutes');
      const alert = page.getByRole('alertdialog', { name: en.realityCheck });
      await expect(alert).toHaveCount(0);

      await page.clock.fastForward('05:01');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('You have been playing for 5 minutes.');
      const reported = page.waitForRequest((sent) => sent.url().endsWith('/web-api/api/web/user/v1/reality-check'));
      if (answer === 'continue') {
        await alert.getByRole('button', { name: 'Continue' }).click();
        expect((await reported).postDataJSON()).toMatchObject({ data: { attributes: { action: 'continue', do_not_show_again: false } } });
        await expect(alert).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);
        // The timer starts over: another five minutes bring the alert again.
        await page.clock.fastForward('05:01');
        await expect(alert).toBeVisible();
      } else {
        await alert.getByRole('button', { name: 'Log out' }).click();
        expect((await reported).postDataJSON()).toMatchObject({ data: { attributes: { action: 'log_out', do_not_show_again: false } } });
        await expect(alert).toHaveCount(0);
        await signedOut(page);
      }
    });
  }

  test('a session limit that runs out shows a permanent alert whose only way out logs the player out', async ({ page, scenario }) => {
    await signIn(page);
    await setLimits(scenario, [{ limitType: LIMIT_TYPE.sessionLimit, limitValue: 1, limitBalance: 4 }]);
    await page.goto('/en/office/responsible');
    await expect(page.getByTestId(`limit-${LIMIT_TYPE.sessionLimit}`).locator('.limits-row__current')).toHaveText('Current: 1 hour');

    // The next ping (due when the balance runs out) hears that the session limit has ended.
    const ended = page.getByRole('alertdialog', { name: en.sessionEnded });
    await expect(ended).toBeVisible();
    await expect(ended).toContainText(en.sessionEndedText);
    await page.keyboard.press('Escape');
    await expect(ended).toBeVisible();
    await expect(ended.getByRole('button')).toHaveText(['Log out']);

    await ended.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(ended).toHaveCount(0);
    await signedOut(page);
  });

  test('an inactive player is logged off and told why at the next sign-in', async ({ page, scenario }) => {
    await scenario.set({ config: { site: { isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 1 } } });
    await page.clock.install();
    await signIn(page);
    // The plugin's first read of the limits comes once its session timers run: only then may the clock move.
    const limitsRead = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/limit-service-api/api/external/web/v3/limits'));
    await page.goto('/en/information/contacts');
    await limitsRead;
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toHaveCount(0);

    await page.clock.fastForward('01:20');
    // The logoff sends the player home: sign in again on the new page, not on the one being left.
    await expect(page).toHaveURL(/\/en\/$/);
    await hostReady(page);
    await signedOut(page);
    await expect(page.getByText(en.inactivityNotice)).toHaveCount(0);

    await signInFromHeader(page);
    await expect(notification(page, en.inactivityNotice)).toBeVisible();
  });
});
