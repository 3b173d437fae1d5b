// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { LOADED, useOfficeTestBff } from '../useOfficeTestBff.testing.ts';
import en from '../../i18n/en.json';

const app = useOfficeTestBff();

/** Asks the scenario's platform for a mail (as the office's e-mail change does) and answers its links. */
async function mailOfEmailChange(scenario: string, email: string): Promise<{ action: string; unsubscribe: string }> {
  const session = await signIn(app);
  const headers = { host: 'localhost', cookie: `bff_scenario=${scenario}`, authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
  expect((await app.inject({ method: 'POST', url: '/office-api/v1/email/change', headers, payload: JSON.stringify({ email }) })).statusCode).toBe(200);
  const mails = (await app.inject({ url: `/bff-test/scenario/${scenario}/mails?to=${encodeURIComponent(email)}`, headers: { host: 'localhost' } })).json().mails;
  return mails[0].links;
}

/** The security data the office keeps for the demo player in the scenario. */
async function securityIn(scenario: string) {
  const session = await signIn(app);
  return (await app.inject({ url: '/office-api/v1/security', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, authorization: `Bearer ${session.token}` } })).json();
}

/** The platform answers the next `times` calls to the path with 503. */
const failNextCalls = (scenario: string, path: string, times: number) => patchScenario(app, scenario, { faults: [{ path, status: 503, times }] });

describe('the pages of the links in the mails to players', { timeout: 60_000 }, () => {
  it('user/confirm confirms the new address for a visitor, and says the link is used up when it comes again', async () => {
    const scenario = uniqueScenario('mail-link-page');
    const links = await mailOfEmailChange(scenario, 'ada@example.com');
    const first = await renderHost(app, { path: links.action, plugins: ['account', 'office'], scenario });
    expect(await screen.findByText(en.mail_link_confirm_done, {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.mail_link_confirm_next_done }).getAttribute('href')).toBe('/en/office/menu');
    expect((await securityIn(scenario)).email).toBe('ada@example.com');
    first.unmount();

    await renderHost(app, { path: links.action, plugins: ['account', 'office'], scenario });
    expect(await screen.findByText(en.mail_link_wrong_code, {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.mail_link_confirm_next_refused }).getAttribute('href')).toBe('/en/office/email-change');
  });

  it('user/stopnewsletter turns the newsletter off', async () => {
    const scenario = uniqueScenario('mail-link-page');
    const links = await mailOfEmailChange(scenario, 'bob@example.com');
    const { host } = await renderHost(app, { path: links.unsubscribe, plugins: ['account', 'office'], scenario });
    expect(await screen.findByText(en.mail_link_stopnewsletter_done, {}, LOADED)).toBeTruthy();
    // Read once, the token leaves the address (the history entry keeps it for a reload).
    expect(`${host.router.state.location.pathname}${host.router.state.location.search}${host.router.state.location.hash}`).toBe('/en/user/stopnewsletter');
  });

  it('a link past its expiry says so, with where to get a new one', async () => {
    const scenario = uniqueScenario('mail-link-page');
    const links = await mailOfEmailChange(scenario, 'late@example.com');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 25 * 60 * 60 * 1000);
    await renderHost(app, { path: links.action, plugins: ['account', 'office'], scenario });
    expect(await screen.findByText(en.mail_link_time_up, {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.mail_link_confirm_next_refused }).getAttribute('href')).toBe('/en/office/email-change');
  });

  it('a token that cannot be one is wrong without a call', async () => {
    const scenario = uniqueScenario('mail-link-page');
    // A call would meet this failure and offer a retry instead of the refusal.
    await failNextCalls(scenario, '/office-api/v1/mail-links/activate', 1);
    await renderHost(app, { path: `/en/user/activate#token=${encodeURIComponent('<script>')}`, plugins: ['account', 'office'], scenario });
    expect(await screen.findByText(en.mail_link_wrong_code, {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.mail_link_retry })).toBeNull();
  });

  it('a failed call keeps the link and offers to try again', async () => {
    const scenario = uniqueScenario('mail-link-page');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const links = await mailOfEmailChange(scenario, 'cy@example.com');
    await failNextCalls(scenario, '/office-api/v1/mail-links/confirm', 1);
    await renderHost(app, { path: links.action, plugins: ['account', 'office'], scenario });
    fireEvent.click(await screen.findByRole('button', { name: en.mail_link_retry }, LOADED));
    expect(await screen.findByText(en.mail_link_confirm_done, {}, LOADED)).toBeTruthy();
  });

  it('user/passwordreset sets the new password the recovery mail was for, once the two fields agree', async () => {
    const scenario = uniqueScenario('mail-link-page');
    const recovery = await app.inject({ method: 'POST', url: '/web-api/auth/password/recovery', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, 'content-type': 'application/json' }, payload: JSON.stringify({ login: 'demo@northbet.example', lang: 'en' }) });
    expect(recovery.statusCode).toBe(200);
    const [mail] = (await app.inject({ url: `/bff-test/scenario/${scenario}/mails?to=demo%40northbet.example`, headers: { host: 'localhost' } })).json().mails;
    await renderHost(app, { path: mail.links.action, plugins: ['account', 'office'], scenario });

    fireEvent.change(await screen.findByLabelText(en.password_new.replace('{{count}}', '8'), {}, LOADED), { target: { value: 'brand-new-pass' } });
    fireEvent.change(screen.getByLabelText(en.password_repeat), { target: { value: 'brand-new-pasz' } });
    expect(screen.getByText(en.mail_link_password_mismatch)).toBeTruthy();
    const save = screen.getByRole('button', { name: en.mail_link_passwordreset_submit }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(en.password_repeat), { target: { value: 'brand-new-pass' } });
    fireEvent.click(save);
    expect(await screen.findByText(en.mail_link_passwordreset_done, {}, LOADED)).toBeTruthy();

    const login = await app.inject({ method: 'POST', url: '/web-api/auth/login', headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, 'content-type': 'application/json' }, payload: JSON.stringify({ login: 'demo@northbet.example', password: 'brand-new-pass' }) });
    expect(login.statusCode).toBe(200);
  });
});
