// @vitest-environment jsdom
import { http } from '@host/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario } from '../../../../tests/support/bffFetch.ts';
import { FAILED_LOGINS_BEFORE_CAPTCHA } from '../../bff/challenges.ts';
import { openLogin, submitPassword, tab, type, userIdOf } from './openLogin.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Each test boots the kernel with the account plugin; the first also pays for loading the modules.
describe('login form kinds', { timeout: 20_000 }, () => {
  it('offers the kinds as tabs, login_password first, and moves between them with the arrow keys', async () => {
    await openLogin(app);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((element) => element.textContent)).toEqual(['E-mail or ID', 'Phone', 'SMS code']);
    expect(tabs.map((element) => element.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByLabelText('E-mail or account ID')).toBeTruthy();
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'SMS code' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Send a code' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'SMS code' }), { key: 'ArrowRight' });
    expect(screen.getByLabelText('E-mail or account ID')).toBeTruthy();
  });

  it('phone_password: the country select modal (title, code label, back, not found), countries matched by id, then sign-in', async () => {
    const t = await openLogin(app);
    tab('Phone');
    fireEvent.click(await screen.findByRole('button', { name: 'Phone country: Russia (+7)' }));
    let select = screen.getByRole('dialog', { name: 'Choose a country' });
    expect(within(select).getByText('Code')).toBeTruthy();
    type(within(select).getByRole('searchbox', { name: 'Country or code' }), 'atlantis');
    expect(within(select).getByRole('status').textContent).toBe('No country found');
    fireEvent.click(within(select).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog', { name: 'Choose a country' })).toBeNull();

    // Kazakhstan shares +7 with Russia: the choice is by id, and it stays the one chosen.
    fireEvent.click(screen.getByRole('button', { name: 'Phone country: Russia (+7)' }));
    select = screen.getByRole('dialog', { name: 'Choose a country' });
    type(within(select).getByRole('searchbox'), '+7');
    expect(within(select).getAllByRole('button', { name: /\+7$/ }).map((option) => option.textContent)).toEqual(['Russia+7', 'Kazakhstan+7']);
    fireEvent.click(within(select).getByRole('button', { name: 'Kazakhstan+7' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Phone country: Kazakhstan (+7)' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Choose a country' })).getByRole('button', { name: 'Russia+7' }));

    // The number is written in the country's mask as it is typed (first document 3.8: the phone masks).
    const phone = screen.getByLabelText('Phone number') as HTMLInputElement;
    await waitFor(() => expect(phone.placeholder).toBe('(000) 000-00-00'), { timeout: 15_000 });
    type(phone, '900 123-45-67');
    expect([phone.value, phone.minLength, phone.maxLength]).toEqual(['(900) 123-45-67', 15, 15]);
    type(screen.getByLabelText('Password'), 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong login or password');
    type(screen.getByLabelText('Password'), 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(userIdOf(t.host)).toBe('100006'));
    expect(t.calls('/web-api/auth/login/phone').at(-1)?.body).toEqual({ phone_number: '+79001234567', country_code: 'ru', password: 'demo1234', save: true });
  });

  it('phone country select: Escape goes back to the login modal without closing it', async () => {
    await openLogin(app, '/en/?login=1');
    tab('Phone');
    fireEvent.click(await screen.findByRole('button', { name: /^Phone country/ }));
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Country or code' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Choose a country' })).toBeNull();
    expect(document.querySelector('[data-modal="login"]')).not.toBeNull();
  });

  it('sms: sends a code; a refused code is wrong_code before it expires and time_up after; the right one signs in', async () => {
    const t = await openLogin(app);
    tab('SMS code');
    type(await screen.findByLabelText('Phone number'), '9001234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    expect((await screen.findByText('We have sent a code by SMS to +79001234567.')).tagName).toBe('P');

    type(screen.getByLabelText('Code from the SMS'), '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Check it and try again.');

    // The same refusal once the code's five minutes are over: time up.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5 * 60_000 + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The code has expired. Please ask for a new one.'));
    vi.restoreAllMocks();

    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(t.calls('/web-api/auth/sms/send')).toHaveLength(2));
    type(screen.getByLabelText('Code from the SMS'), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(userIdOf(t.host)).toBe('100006'));
  });

  it('sms: another number can be entered after a code was sent', async () => {
    await openLogin(app);
    tab('SMS code');
    type(await screen.findByLabelText('Phone number'), '9001234567');
    fireEvent.click(screen.getByRole('button', { name: 'Send a code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change the number' }));
    expect(screen.getByRole('button', { name: 'Send a code' })).toBeTruthy();
  });

  it('login_password_two_step_code: a right password asks for the second code; wrong_code, back, then signed in', async () => {
    const t = await openLogin(app);
    await submitPassword('twostep@northbet.example', 'demo1234');
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
    expect(userIdOf(t.host)).toBeNull();
    type(screen.getByLabelText('Sign-in code'), '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Check it and try again.');

    fireEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(screen.getByRole('tab', { name: 'E-mail or ID' }).getAttribute('aria-selected')).toBe('true');
    await submitPassword('twostep@northbet.example', 'demo1234');
    type(await screen.findByLabelText('Sign-in code'), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(userIdOf(t.host)).toBe('100007'));
  });

  it('login_password_two_step_code: a code refused after its expiry is time_up', async () => {
    await openLogin(app);
    await submitPassword('twostep@northbet.example', 'demo1234');
    type(await screen.findByLabelText('Sign-in code'), '000000');
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5 * 60_000 + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code has expired. Please log in again.');
  });
});

describe('captcha and fingerprint on sign-in', { timeout: 20_000 }, () => {
  async function failPasswords() {
    for (let attempt = 0; attempt < FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1) {
      await submitPassword('demo@northbet.example', `wrong-${attempt}`);
      await screen.findByRole('alert');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(false));
    }
  }
  const captchaModal = () => document.querySelector<HTMLElement>('[data-modal="captcha"]');
  /** The challenge shown: its picture, and the id it carries. */
  const shownChallenge = () => captchaModal()?.querySelector<HTMLElement>('[data-challenge-id]')?.dataset.challengeId ?? '';
  const pictureShown = () => captchaModal()?.querySelector<HTMLImageElement>('img.captcha__digits')?.src ?? '';
  /** The digits a person reads off the picture shown (the test-mode call: the page is never given them). */
  const digitsShown = async () => (await app.inject({ url: `/bff-test/captcha/${shownChallenge()}`, headers: { host: 'localhost' } })).body;

  it('shows the challenge for captcha code 100, a wrong answer gets new digits, the right one sends the login again', async () => {
    const t = await openLogin(app);
    await failPasswords();
    await submitPassword('demo@northbet.example', 'demo1234');
    await waitFor(() => expect(pictureShown()).toMatch(/^data:image\/png;base64,/));
    const modal = within(captchaModal()!);
    expect(modal.getByRole('heading', { name: 'Confirm you are not a robot' })).toBeTruthy();
    expect(modal.getByText('Too many attempts. Type the digits below to go on.')).toBeTruthy();
    expect(modal.getByText('Digits to type').tagName).toBe('FIGCAPTION');
    const [firstChallenge, first] = [shownChallenge(), await digitsShown()];
    expect(first).toMatch(/^[0-9]{5}$/);
    type(modal.getByLabelText('The digits'), first === '00000' ? '11111' : '00000');
    fireEvent.click(modal.getByRole('button', { name: 'Confirm' }));
    expect((await modal.findByRole('alert')).textContent).toBe('The digits do not match. Here are new ones.');
    await waitFor(() => expect(t.calls('/web-api/captcha/update')).toHaveLength(2));
    await waitFor(() => expect((modal.getByLabelText('The digits') as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect(shownChallenge()).not.toBe(firstChallenge));
    type(modal.getByLabelText('The digits'), await digitsShown());
    fireEvent.click(modal.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(userIdOf(t.host)).toBe('100001'));
    expect(captchaModal()).toBeNull();
    expect(t.calls('/web-api/captcha/gettime')).toHaveLength(1);
    const logins = t.calls('/web-api/auth/login').slice(-2);
    expect(logins.map((request) => [request.status, request.headers.has('x-captcha-result')])).toEqual([
      [400, false],
      [200, true],
    ]);
  });

  it('a challenge that failed to load can be asked for again', async () => {
    const t = await openLogin(app);
    await failPasswords();
    await patchScenario(app, t.scenario, { faults: [{ path: '/web-api/captcha/update', status: 503, times: 1 }] });
    await submitPassword('demo@northbet.example', 'demo1234');
    await waitFor(() => expect(captchaModal()).not.toBeNull());
    const modal = within(captchaModal()!);
    expect((await modal.findByRole('alert')).textContent).toBe('The check could not be loaded. Please try again.');
    fireEvent.click(modal.getByRole('button', { name: 'Show other digits' }));
    await waitFor(() => expect(pictureShown()).not.toBe(''));
    expect(modal.queryByRole('alert')).toBeNull();
  });

  it('a challenge closed unsolved fails the login with its message', async () => {
    await openLogin(app);
    await failPasswords();
    await submitPassword('demo@northbet.example', 'demo1234');
    await waitFor(() => expect(pictureShown()).not.toBe(''));
    fireEvent.click(within(captchaModal()!).getByRole('button', { name: 'Close' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please confirm you are not a robot to log in.');
    expect(captchaModal()).toBeNull();
  });

  it('a fingerprint error refreshes the fingerprint and sends the login again with it', async () => {
    const t = await openLogin(app);
    await patchScenario(app, t.scenario, { auth: { fingerprintError: true } });
    await submitPassword('demo@northbet.example', 'demo1234');
    await waitFor(() => expect(userIdOf(t.host)).toBe('100001'));
    const fingerprint = t.calls('/web-api/fingerprint');
    expect(fingerprint.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(fingerprint.at(-1)!.body?.componentsData as object)).toContain('timeZone');
    const logins = t.calls('/web-api/auth/login');
    expect(logins.map((request) => request.status)).toEqual([400, 200]);
    // Sent again with a fresh fingerprint: not none, nor the refused one (a slow page may have had one from the
    // session's own call, about 8 s after it was ready, before the first try).
    const [refused, accepted] = logins.map((request) => request.headers.get('x-fingerprint'));
    expect(accepted).toEqual(expect.any(String));
    expect(accepted).not.toBe(refused);
    expect(logins[0].body?.components_data).toEqual(expect.objectContaining({ timeZone: expect.any(String) }));
  });

  it('gettime type 2 logs a signed-in user out instead of showing the challenge', async () => {
    const t = await openLogin(app);
    await submitPassword('demo@northbet.example', 'demo1234');
    await waitFor(() => expect(userIdOf(t.host)).toBe('100001'));
    await patchScenario(app, t.scenario, {
      auth: { captchaTimeType: 2 },
      faults: [{ path: '/web-api/user/profile', status: 400, body: '{"errors":[{"code":"113","detail":"suspicious"}]}', times: 1 }],
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, search: '', reload, assign: vi.fn() });
    await act(async () => {
      await expect(http.request('/web-api/user/profile')).rejects.toMatchObject({ status: 400, codes: ['113'] });
    });
    await waitFor(() => expect(userIdOf(t.host)).toBeNull());
    expect(t.calls('/web-api/auth/logout')).toHaveLength(1);
    expect(t.calls('/web-api/captcha/update')).toHaveLength(0);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(captchaModal()).toBeNull();
  });

  it('gettime type 2 for a visitor leaves nobody to log out: the challenge shows', async () => {
    const t = await openLogin(app);
    await patchScenario(app, t.scenario, { auth: { captchaTimeType: 2 } });
    await failPasswords();
    await submitPassword('demo@northbet.example', 'demo1234');
    await waitFor(() => expect(pictureShown()).not.toBe(''));
    expect(t.calls('/web-api/auth/logout')).toHaveLength(0);
  });
});
