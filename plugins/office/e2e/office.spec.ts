import type { Page } from '@playwright/test';
import { DEMO_PLAYER, expect, hostReady, openAccountMenu, signInByApi, test } from '../../../tests/e2e/fixtures.ts';
import { totpAt } from '../bff/totp.ts';
import en from '../i18n/en.json' with { type: 'json' };
import { kernelEn } from '../../../tests/support/kernelTexts.ts';

/*
 * The office on the reference BFF (plugins/office/bff): each test's scenario holds its own player state, so the
 * demo player starts every test with the seeded settings, inbox and security. `scenario.set({ faults })` makes one
 * call fail (bff/testControl.ts).
 */

async function openSignedIn(page: Page, path: string) {
  await signInByApi(page);
  await page.goto(path);
  await hostReady(page);
}

test.describe('office @office', () => {
  test('the office menu lists profile, money, settings and promo entries', async ({ page }, testInfo) => {
    await openSignedIn(page, '/en/office/menu');
    await expect(page.getByRole('heading', { name: en.page_menu, level: 1 })).toBeVisible();
    const menu = page.getByRole('navigation', { name: en.menu_title });
    for (const label of [en.menu_messages, en.menu_recharge, en.menu_deduce, en.menu_historypay, en.menu_payment_requests, en.menu_account_settings, en.menu_security, en.menu_bonuses, en.menu_responsible]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: en.menu_security, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/office\/security$/);
    if (testInfo.project.name === 'mobile') {
      await expect(page.getByRole('navigation', { name: en.menu_title })).toHaveCount(0);
      await page.getByRole('link', { name: en.back_to_menu }).click();
      await expect(page).toHaveURL(/\/en\/office\/menu$/);
    } else {
      await expect(page.getByRole('navigation', { name: en.menu_title })).toBeVisible();
    }
  });

  test('a setting is applied at once, and rolled back when its call fails', async ({ page, scenario }) => {
    await openSignedIn(page, '/en/office/account-settings');
    const oneClick = page.getByRole('switch', { name: en.setting_oneClickBet });
    await expect(oneClick).not.toBeChecked();
    // The switch turns at once; its save is waited for, so that the fault below meets the next save, not this one.
    const saved = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/office-api/v1/settings'));
    await oneClick.click();
    await expect(oneClick).toBeChecked();
    expect((await saved).status()).toBe(200);
    await scenario.set({ faults: [{ path: '/office-api/v1/settings', status: 500, times: 1 }] });
    const balance = page.getByRole('switch', { name: en.setting_showBalance });
    await balance.click();
    await expect(page.getByRole('alert')).toHaveText(kernelEn.main_query_error);
    await expect(balance).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: en.setting_oneClickBet })).toBeChecked();
    await expect(page.getByRole('switch', { name: en.setting_showBalance })).toBeChecked();
  });

  test('two-factor authentication is enabled with a code of the QR secret and disabled with a code', async ({ page }) => {
    await openSignedIn(page, '/en/office/security-enable-two-factor-auth');
    await expect(page.getByRole('img', { name: en.two_factor_qr })).toBeVisible();
    const secret = (await page.getByTestId('office-totp-secret').textContent()) ?? '';
    const code = page.getByLabel(en.two_factor_code);
    await code.fill(totpAt(secret, Date.now()) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: en.two_factor_enable }).click();
    await expect(page.getByRole('alert')).toHaveText(en.error_code_wrong);
    await code.fill(totpAt(secret, Date.now()));
    await page.getByRole('button', { name: en.two_factor_enable }).click();
    await expect(page.getByRole('status')).toHaveText(en.two_factor_enabled);

    await page.goto('/en/office/security-disable-two-factor-auth');
    await page.getByLabel(en.two_factor_code).fill(totpAt(secret, Date.now()));
    await page.getByRole('button', { name: en.two_factor_disable }).click();
    await expect(page.getByRole('status')).toHaveText(en.two_factor_disabled);
    await page.goto('/en/office/security');
    await expect(page.getByTestId('office-two-factor-state')).toHaveText(en.two_factor_off);
  });

  test('the password is changed with the current one, and the next sign-in takes the new one only', async ({ page }) => {
    await openSignedIn(page, '/en/office/change-password');
    const submit = page.getByRole('button', { name: en.page_changePassword });
    await page.getByLabel(en.password_current).fill('wrong-password');
    await page.getByLabel(en.password_new.replace('{{count}}', '8')).fill('new-secret-1');
    await page.getByLabel(en.password_repeat).fill('new-secret-1');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(en.error_password_wrong);
    await page.getByLabel(en.password_current).fill('demo1234');
    await submit.click();
    await expect(page.getByRole('status')).toHaveText(en.password_changed);
    await expect(page.getByLabel(en.password_current)).toHaveValue('');

    await (await openAccountMenu(page)).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto('/en/user/login');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail or account ID').fill(DEMO_PLAYER.login);
    await form.getByLabel('Password').fill(DEMO_PLAYER.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByRole('alert')).toHaveText('Wrong login or password');
    await form.getByLabel('Password').fill('new-secret-1');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText('Demo Player')).toBeVisible();
  });

  test('a promo code check answers a valid code and refuses an unknown one', async ({ page }) => {
    await openSignedIn(page, '/en/office/promo-code-check?promocode=WELCOME100');
    await expect(page.getByTestId('office-promo-result')).toContainText('WELCOME100');
    const input = page.getByLabel(en.promo_code);
    await input.fill('nope-42');
    await expect(input).toHaveValue('NOPE42');
    await page.getByRole('button', { name: en.promo_check, exact: true }).click();
    await expect(page).toHaveURL(/promocode=NOPE42/);
    await expect(page.getByRole('alert')).toHaveText(en.error_promocode_unknown);
    await expect(page.getByTestId('office-promo-result')).toHaveCount(0);
  });

  test('messages are read and deleted, with the unread count in the header', async ({ page }) => {
    await openSignedIn(page, '/en/office/messages');
    const badge = page.getByTestId('office-unread');
    await expect(badge).toHaveAttribute('aria-label', en.unread_label.replace('{{count}}', '2'));
    await page.getByRole('button', { name: /^Welcome to Northbet/ }).click();
    await expect(page.getByText('Your account is ready.', { exact: false })).toBeVisible();
    await expect(badge).toHaveAttribute('aria-label', en.unread_label.replace('{{count}}', '1'));
    await page.getByRole('button', { name: en.message_delete_label.replace('{{title}}', 'Your free bet is waiting') }).click();
    await expect(page.getByRole('button', { name: /^Your free bet is waiting/ })).toHaveCount(0);
    await expect(badge).toHaveAttribute('aria-label', en.unread_label.replace('{{count}}', '0'));
    await page.reload();
    await expect(page.getByRole('button', { name: /^Welcome to Northbet/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Your free bet is waiting/ })).toHaveCount(0);
  });

  test("other plugins' office pages, opened directly, have the office menu beside them and the unread count in the header", async ({ page }, testInfo) => {
    await signInByApi(page);
    for (const [path, label] of [['/en/office/account', en.menu_account], ['/en/office/history', en.menu_bet_history]] as const) {
      await page.goto(path);
      await hostReady(page);
      await expect(page.getByTestId('office-unread')).toHaveAttribute('aria-label', en.unread_label.replace('{{count}}', '2'));
      const menu = page.getByRole('navigation', { name: en.menu_title });
      if (testInfo.project.name === 'mobile') {
        // A phone has no room beside the page: the office menu is its own page there.
        await expect(menu).toHaveCount(0);
      } else {
        await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(menu.getByRole('link', { name: en.menu_historypay, exact: true })).toBeVisible();
      }
    }
  });

  test('a legacy promo path is redirected to promotions/{slug}', async ({ page }) => {
    await page.goto('/en/actions/express-boost');
    await hostReady(page);
    await expect(page).toHaveURL(/\/en\/promotions\/express-boost$/);
    await expect(page.getByRole('heading', { name: 'Accumulator boost' })).toBeVisible();
  });
});
