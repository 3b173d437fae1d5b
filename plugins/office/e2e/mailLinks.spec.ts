import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hostReady, signInByApi, test, type Scenario } from '../../../tests/e2e/fixtures.ts';
import en from '../i18n/en.json' with { type: 'json' };

/*
 * The account plugin's recovery form and login page are read by their English words (another plugin's dictionary
 * is not this one's to import). The journeys of the links in the platform's mails (first document 2.4), from the mail to the result: the reference
 * platform keeps what it sends in its outbox, which a test reads (bff/testControl.ts) as a player reads their inbox.
 */

interface Mail {
  to: string;
  kind: string;
  links: { action: string; unsubscribe: string };
}

/** The newest mail of the scenario (to `to` when given), waited for: it is sent by the call the page just made. */
async function newestMail(request: APIRequestContext, scenario: Scenario, to?: string): Promise<Mail> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  let newest: Mail | undefined;
  await expect(async () => {
    newest = ((await (await request.get(`/bff-test/scenario/${scenario.id}/mails${query}`)).json()) as { mails: Mail[] }).mails[0];
    expect(newest).toBeDefined();
  }).toPass();
  return newest!;
}

/** Signs out by forgetting the session, as a mail opened on another device would be: the scenario stays. */
async function forgetSession(page: Page) {
  const kept = (await page.context().cookies()).filter((cookie) => cookie.name === 'bff_scenario');
  await page.context().clearCookies();
  await page.context().addCookies(kept);
}

test.describe('the links in the mails to players @office', () => {
  test('user/activate: the office sends the activation mail, its link confirms the address', async ({ page, request, scenario }) => {
    await signInByApi(page);
    await page.goto('/en/office/activation-email');
    await hostReady(page);
    await page.getByRole('button', { name: /^Send the code to / }).click();
    const mail = await newestMail(request, scenario);
    expect(mail.kind).toBe('activate');

    await page.goto(mail.links.action);
    await expect(page.getByRole('status')).toHaveText(en.mail_link_activate_done);
    await page.getByRole('link', { name: en.mail_link_activate_next_done }).click();
    await expect(page).toHaveURL(/\/en\/office\/menu$/);
    await page.goto('/en/office/activation-email');
    await expect(page.getByText(en.email_confirmed.replace('{{email}}', mail.to))).toBeVisible();
  });

  test('user/activatefast: the link works signed out and leads to the line; used again, it is refused', async ({ page, request, scenario }) => {
    await signInByApi(page);
    await page.goto('/en/office/activation-email');
    await page.getByRole('button', { name: /^Send the code to / }).click();
    const fastLink = (await newestMail(request, scenario)).links.action.replace('/user/activate#', '/user/activatefast#');
    await forgetSession(page);

    await page.goto(fastLink);
    await expect(page.getByRole('status')).toHaveText(en.mail_link_activate_done);
    await page.getByRole('link', { name: en.mail_link_activate_next_done }).click();
    await expect(page).toHaveURL(/\/en\/?$/);
    await page.goto(fastLink);
    await expect(page.getByRole('alert')).toHaveText(en.mail_link_wrong_code);
  });

  test('user/confirm and user/stopnewsletter: a changed e-mail is confirmed by its mail, whose other link stops the newsletter', async ({ page, request, scenario }) => {
    await signInByApi(page);
    await page.goto('/en/office/email-change');
    await page.getByLabel(en.email_new).fill('new-address@example.com');
    await page.getByRole('button', { name: en.send_code }).click();
    const mail = await newestMail(request, scenario, 'new-address@example.com');

    await page.goto(mail.links.unsubscribe);
    await expect(page.getByRole('status')).toHaveText(en.mail_link_stopnewsletter_done);
    await page.getByRole('link', { name: en.mail_link_stopnewsletter_next_done }).click();
    await expect(page).toHaveURL(/\/en\/office\/mailing-settings$/);

    await page.goto(mail.links.action);
    await expect(page.getByRole('status')).toHaveText(en.mail_link_confirm_done);
    // The token leaves the address bar once read: no script, referrer or screenshot carries it on.
    await expect(page).toHaveURL(/\/en\/user\/confirm$/);
    await page.goto('/en/office/email-change');
    await expect(page.getByText('new-address@example.com')).toBeVisible();
  });

  test('user/forgotpassword and user/passwordreset: the recovery mail sets a new password, and a damaged link says so', async ({ page, request, scenario }) => {
    await page.goto('/en/user/forgotpassword');
    const dialog = page.locator('[data-modal="forgot-password"]');
    await dialog.getByLabel('E-mail or account ID').fill('forgot@northbet.example');
    await dialog.getByRole('button', { name: 'Send a code' }).click();
    const mail = await newestMail(request, scenario, 'forgot@northbet.example');
    expect(mail.links.action).toMatch(/^\/en\/user\/passwordreset#token=/);

    // A link whose token was cut short in the mail is wrong, and says where a new one comes from.
    await page.goto(mail.links.action.slice(0, -4));
    await page.getByLabel(en.password_new.replace('{{count}}', '8')).fill('brand-new-pass');
    await page.getByLabel(en.password_repeat).fill('brand-new-pass');
    await page.getByRole('button', { name: en.mail_link_passwordreset_submit }).click();
    await expect(page.getByRole('alert')).toHaveText(en.mail_link_wrong_code);
    await expect(page.getByRole('link', { name: en.mail_link_passwordreset_next_refused })).toHaveAttribute('href', '/en/user/forgotpassword');

    await page.goto(mail.links.action);
    await page.getByLabel(en.password_new.replace('{{count}}', '8')).fill('brand-new-pass');
    await page.getByLabel(en.password_repeat).fill('brand-new-pass');
    await page.getByRole('button', { name: en.mail_link_passwordreset_submit }).click();
    await expect(page.getByRole('status')).toHaveText(en.mail_link_passwordreset_done);
    await page.getByRole('link', { name: en.mail_link_passwordreset_next_done }).click();
    await expect(page).toHaveURL(/\/en\/user\/login$/);
    await page.getByLabel('E-mail or account ID').fill('forgot@northbet.example');
    await page.getByLabel('Password').fill('brand-new-pass');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText('Forgetful Player')).toBeVisible();
  });
});
