import type { Locator, Page } from '@playwright/test';
import { expect, fillRegistrationRules, hostReady, openAccountMenu, test, type Scenario } from '../../../tests/e2e/fixtures.ts';

const PASSWORD = 'demo1234';

/** The two faults every call that changes the account meets (bff/testControl.ts): a server error and a malformed body. */
const FAULTS = {
  'a 500': {
    status: 500,
    body: JSON.stringify({
      success: false,
      data: { message: 'java.sql.SQLException: deadlock' },
      errors: [{ status: '500', detail: 'java.sql.SQLException: deadlock in /web-api/internal/accounts' }],
    }),
  },
  'a malformed body': { status: 200, body: '{"success":tru' },
} as const;

/** What must never reach the user: a request URL, a status line, the server's words, the parser's. */
const RAW_ERROR = /\/web-api|SQLException|HTTP \d{3}|Internal Server Error|not JSON|Unexpected token|injected fault/;

async function signedInAt(page: Page, path: string, login = 'demo@northbet.example') {
  const reply = await page.request.post('/web-api/auth/login', { data: { login, password: PASSWORD, save: false } });
  expect(reply.ok(), await reply.text()).toBe(true);
  await page.goto(path);
  await hostReady(page);
}

interface Call {
  /** The path prefix of the call (the fault's). */
  path: string;
  /** Opens the page, types what the user types; answers the element holding the message and the steps of the test. */
  prepare(page: Page): Promise<{ submit(): Promise<void>; message: Locator; stillTyped(): Promise<void> }>;
  /** The dictionary message the user reads. */
  text: string;
}

const wallets = (page: Page) => page.getByRole('list', { name: 'Wallets' });
const usdAccount = (page: Page) => wallets(page).getByRole('listitem').filter({ hasText: 'Currency account · USD' });
/** The text of the error notification (its title is the kernel's "Error"). */
const notification = (page: Page) => page.locator('.notifications').getByRole('alert').locator('.notification__text');

const CALLS: Record<string, Call> = {
  login: {
    path: '/web-api/auth/login',
    text: 'Logging in failed. Please try again.',
    async prepare(page) {
      await page.goto('/en/user/login');
      const main = page.getByRole('main');
      await main.getByLabel('E-mail or account ID').fill('demo@northbet.example');
      await main.getByLabel('Password').fill(PASSWORD);
      return {
        submit: () => main.getByRole('button', { name: 'Log in' }).click(),
        message: main.getByRole('alert'),
        async stillTyped() {
          await expect(main.getByLabel('E-mail or account ID')).toHaveValue('demo@northbet.example');
          await expect(main.getByLabel('Password')).toHaveValue(PASSWORD);
        },
      };
    },
  },
  registration: {
    path: '/web-api/auth/registration',
    text: 'Registration failed. Please try again.',
    async prepare(page) {
      await page.goto('/en/registration');
      const main = page.getByRole('main');
      await main.getByLabel('E-mail').fill('errors@northbet.example');
      await main.getByLabel('Password (at least 8 characters)').fill('secret123');
      await main.getByLabel('Casino bonus').check();
      await fillRegistrationRules(main);
      return {
        submit: () => main.getByRole('button', { name: 'Register' }).click(),
        message: main.getByRole('alert'),
        async stillTyped() {
          await expect(main.getByLabel('E-mail')).toHaveValue('errors@northbet.example');
          await expect(main.getByLabel('Password (at least 8 characters)')).toHaveValue('secret123');
          await expect(main.getByLabel('Casino bonus')).toBeChecked();
        },
      };
    },
  },
  'the active account': {
    path: '/web-api/user/accounts/active',
    text: 'The request failed. Please try again.',
    async prepare(page) {
      await signedInAt(page, '/en/office/wallets');
      return {
        submit: () => usdAccount(page).getByRole('button', { name: 'Make active' }).click(),
        message: notification(page),
        stillTyped: () => expect(usdAccount(page).getByRole('button', { name: 'Make active' })).toBeVisible(),
      };
    },
  },
  'adding a currency': {
    path: '/web-api/user/accounts/currency',
    text: 'The request failed. Please try again.',
    async prepare(page) {
      await signedInAt(page, '/en/office/wallets');
      const currency = page.getByRole('main').getByLabel('Currency');
      await currency.selectOption('KZT');
      return {
        submit: () => page.getByRole('button', { name: 'Add', exact: true }).click(),
        message: notification(page),
        stillTyped: () => expect(currency.locator('option:checked')).toHaveText('KZT'),
      };
    },
  },
  'removing a currency': {
    path: '/web-api/user/accounts/currency/',
    text: 'The request failed. Please try again.',
    async prepare(page) {
      await signedInAt(page, '/en/office/wallets');
      return {
        submit: () => usdAccount(page).getByRole('button', { name: 'Remove' }).click(),
        message: notification(page),
        stillTyped: () => expect(usdAccount(page)).toBeVisible(),
      };
    },
  },
  'the recovery code': {
    path: '/web-api/auth/password/recovery',
    text: 'The code could not be sent. Please try again.',
    async prepare(page) {
      await page.goto('/en/?showForgotPasswordModal');
      const dialog = page.locator('[data-modal="forgot-password"]');
      await dialog.getByLabel('E-mail or account ID').fill('nobody@northbet.example');
      return {
        submit: () => dialog.getByRole('button', { name: 'Send a code' }).click(),
        message: dialog.getByRole('alert'),
        stillTyped: () => expect(dialog.getByLabel('E-mail or account ID')).toHaveValue('nobody@northbet.example'),
      };
    },
  },
  'the password reset': {
    path: '/web-api/auth/password/reset',
    text: 'The password could not be changed. Please try again.',
    async prepare(page) {
      await page.goto('/en/?showForgotPasswordModal');
      const dialog = page.locator('[data-modal="forgot-password"]');
      await dialog.getByLabel('E-mail or account ID').fill('nobody@northbet.example');
      await dialog.getByRole('button', { name: 'Send a code' }).click();
      await dialog.getByLabel('Code').fill('123456');
      await dialog.getByLabel('New password (at least 8 characters)').fill('newpass123');
      return {
        submit: () => dialog.getByRole('button', { name: 'Set the new password' }).click(),
        message: dialog.getByRole('alert'),
        async stillTyped() {
          await expect(dialog.getByLabel('Code')).toHaveValue('123456');
          await expect(dialog.getByLabel('New password (at least 8 characters)')).toHaveValue('newpass123');
        },
      };
    },
  },
  identification: {
    path: '/web-api/user/identification',
    text: 'The identification could not be completed. Please try again.',
    async prepare(page) {
      await signedInAt(page, '/en/office/identification', 'unverified@northbet.example');
      return {
        submit: () => page.getByRole('button', { name: 'Confirm my identity' }).click(),
        message: page.getByRole('main').getByRole('alert'),
        stillTyped: () => expect(page.getByRole('button', { name: 'Confirm my identity' })).toBeEnabled(),
      };
    },
  },
  'accepting the changed terms': {
    path: '/web-api/api-v3/v2/user/agreement-rules/confirm',
    text: 'The terms could not be confirmed. Please try again.',
    async prepare(page) {
      await signedInAt(page, '/en/user/confirm-terms', 'terms@northbet.example');
      return {
        submit: () => page.getByRole('button', { name: 'Accept the terms' }).click(),
        message: page.getByRole('main').getByRole('alert'),
        stillTyped: () => expect(page).toHaveURL(/\/en\/user\/confirm-terms$/),
      };
    },
  },
  'hiding the balances': {
    path: '/web-api/user/config/setting',
    text: 'The balance setting could not be saved. Please try again.',
    async prepare(page) {
      await signedInAt(page, '/en/office/wallets');
      const toggle = page.getByRole('main').getByRole('button', { name: 'Hide balances' });
      await expect(toggle).toBeVisible();
      return {
        submit: () => toggle.click(),
        message: notification(page),
        async stillTyped() {
          await expect(toggle).toBeVisible();
          await expect(usdAccount(page)).toContainText('$500.00');
        },
      };
    },
  },
  logout: {
    path: '/web-api/auth/logout',
    text: 'We could not log you out. Please try again.',
    async prepare(page) {
      await signedInAt(page, '/en/information/contacts');
      return {
        async submit() {
          await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
          // Second document: a failed logout is logged and the page reloads (the site does, not the test).
          const reloaded = page.waitForEvent('load');
          await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
          await reloaded;
        },
        message: notification(page),
        stillTyped: () => expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible(),
      };
    },
  },
};

async function inject(scenario: Scenario, path: string, fault: { status: number; body: string }) {
  await scenario.set({ faults: [{ path, ...fault }] });
}

test.describe('raw errors never reach the user @account', () => {
  for (const [name, call] of Object.entries(CALLS)) {
    for (const [faultName, fault] of Object.entries(FAULTS)) {
      test(`${name} meeting ${faultName}: a plain dictionary message, and nothing typed is lost`, async ({ page, scenario }) => {
        const steps = await call.prepare(page);
        await inject(scenario, call.path, fault);
        await steps.submit();
        await expect(steps.message).toHaveText(call.text);
        await expect(page.locator('body')).not.toContainText(RAW_ERROR);
        await steps.stillTyped();
      });
    }
  }
});
