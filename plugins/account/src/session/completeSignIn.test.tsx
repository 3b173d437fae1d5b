// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario } from '../../../../tests/support/bffFetch.ts';
import { selectSignIn, signInAccepted } from '../accountSlice.ts';
import { openLogin, submitPassword, userIdOf } from '../login/openLogin.testing.ts';
import { LOGIN_URL } from '../login/loginConstants.ts';
import { TERMS_STATUS_URL } from '../terms/termsApi.ts';
import { USER_CONFIG_URL } from '../userConfig/userConfigApi.ts';
import { SESSION_CHECK_URL } from './sessionConstants.ts';

const app = createTestBff();
afterAll(() => app.close());
beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A player whose terms changed since they accepted them. */
const TERMS_PLAYER = { login: 'terms@northbet.example', password: 'demo1234', userId: '100003' };

type Login = Awaited<ReturnType<typeof openLogin>>;

/** The server accepts the password, then the sign-in is told to the session saga the way any flow may tell it. */
async function signInElsewhere(t: Login) {
  const reply = await globalThis.fetch(LOGIN_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: TERMS_PLAYER.login, password: TERMS_PLAYER.password }) });
  expect(reply.status).toBe(200);
  act(() => {
    t.host.store.dispatch(signInAccepted());
  });
}

// Each test boots the kernel with the account plugin against the BFF; only the fetch is the test's (see openLogin).
describe('the session saga completes every sign-in', { timeout: 20_000 }, () => {
  it.each([
    ['the login form', () => submitPassword(TERMS_PLAYER.login, TERMS_PLAYER.password)],
    ['a sign-in told from elsewhere', signInElsewhere],
  ])('%s: the session stored, the user config and terms read once, then the changed terms page', async (_, signIn: (t: Login) => Promise<void>) => {
    const t = await openLogin(app);
    const checksBefore = t.calls(SESSION_CHECK_URL).length;
    await signIn(t);
    expect(await screen.findByRole('heading', { level: 1, name: 'Our terms have changed' })).toBeTruthy();
    expect(t.host.router.state.location.pathname).toBe('/en/user/confirm-terms');
    expect(userIdOf(t.host)).toBe(TERMS_PLAYER.userId);
    // The form waits for the saga, which settles the sign-in; a form doing the work itself would leave it unsettled.
    expect(selectSignIn(t.host.store.getState())).toBe('done');
    expect(t.calls(SESSION_CHECK_URL).length - checksBefore).toBe(1);
    expect(t.calls(USER_CONFIG_URL)).toHaveLength(1);
    expect(t.calls(TERMS_STATUS_URL)).toHaveLength(1);
  });

  it('a sign-in whose session check then finds nobody shows the login failure and signs nobody in', async () => {
    const t = await openLogin(app);
    await patchScenario(app, t.scenario, { faults: [{ path: SESSION_CHECK_URL, body: JSON.stringify({ user_id: null }), times: 1 }] });
    await submitPassword(TERMS_PLAYER.login, TERMS_PLAYER.password);
    expect((await screen.findByRole('alert')).textContent).toBe('Logging in failed. Please try again.');
    expect(userIdOf(t.host)).toBeNull();
    expect(selectSignIn(t.host.store.getState())).toBe('failed');
    expect(t.calls(USER_CONFIG_URL)).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(false));
  });
});
