// @vitest-environment jsdom
import { loggedOut } from '@host/sdk';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { bffFetch, createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { accountSlice, selectUserConfig } from '../accountSlice.ts';
import { installUserConfig, USER_CONFIG_URL } from './userConfigApi.ts';
import { userConfigSaga } from './userConfigSaga.ts';

const app = createTestBff();
afterAll(() => app.close());
beforeEach(() => localStorage.clear());

/** The user config calls the BFF answered, for the users signed in by `login`. */
async function browserOf(...logins: string[]) {
  const scenario = uniqueScenario('user-config-install');
  const cookies = Object.fromEntries(await Promise.all(logins.map(async (login) => [login, (await signIn(app, login)).cookie] as const)));
  const calls: string[] = [];
  let signedIn = '';
  globalThis.fetch = async (input, init) => {
    const url = String(input);
    if (url.startsWith(USER_CONFIG_URL)) calls.push(url);
    return bffFetch(app, scenario, cookies[signedIn])(input, init);
  };
  /** One boot of the page for a user (`login`, id `userId`) with the account plugin at `version`. */
  async function boot(login: string, userId: string, version = '0.1.0') {
    signedIn = login;
    const harness = recordingStore(
      { account: accountSlice.reducer },
      { session: { userId, banLevel: 0, banVersion: 0 }, plugins: { account: { state: 'loading', version, error: null } } },
    );
    await installUserConfig(harness.store.dispatch, harness.getState());
    return harness;
  }
  return { calls, boot };
}

describe('the user config loads once per install (this browser, this user, this release of the plugin)', () => {
  it('loads it on the first boot and takes the kept copy on the next ones', async () => {
    const browser = await browserOf('demo@northbet.example');
    const first = await browser.boot('demo@northbet.example', '100001');
    expect(browser.calls).toHaveLength(1);
    const second = await browser.boot('demo@northbet.example', '100001');
    expect(browser.calls).toHaveLength(1);
    expect(selectUserConfig(second.getState())).toEqual(selectUserConfig(first.getState()));
    expect(selectUserConfig(second.getState())).toMatchObject({ installed: true, loaded: true, data: { user_email: 'demo@northbet.example' } });
  });

  it('is a new install for another user and for a new release of the plugin', async () => {
    const browser = await browserOf('demo@northbet.example', 'unverified@northbet.example');
    await browser.boot('demo@northbet.example', '100001');
    await browser.boot('unverified@northbet.example', '100004');
    expect(browser.calls).toHaveLength(2);
    const unverified = await browser.boot('unverified@northbet.example', '100004', '0.2.0');
    expect(browser.calls).toHaveLength(3);
    expect(selectUserConfig(unverified.getState()).data).toMatchObject({ verification_status: 1 });
  });

  it('loads again at every boot while it holds the player back (not verified, no deposit): a deposit elsewhere frees them', async () => {
    const browser = await browserOf('unverified@northbet.example');
    await browser.boot('unverified@northbet.example', '100004');
    const next = await browser.boot('unverified@northbet.example', '100004');
    expect(browser.calls).toHaveLength(2);
    expect(selectUserConfig(next.getState())).toMatchObject({ loaded: true, data: { verification_status: 1, has_deposit: false } });
  });

  it('is forgotten at logout', async () => {
    const browser = await browserOf('demo@northbet.example');
    const harness = await browser.boot('demo@northbet.example', '100001');
    const task = harness.start(userConfigSaga);
    harness.store.dispatch(loggedOut());
    task.cancel();
    await browser.boot('demo@northbet.example', '100001');
    expect(browser.calls).toHaveLength(2);
  });

  it('does not trust a kept copy that is not a user config', async () => {
    const browser = await browserOf('demo@northbet.example');
    localStorage.setItem('account.userConfig', JSON.stringify({ userId: '100001', version: '0.1.0', config: { verification_status: 'verified' } }));
    const harness = await browser.boot('demo@northbet.example', '100001');
    expect(browser.calls).toHaveLength(1);
    expect(selectUserConfig(harness.getState()).data).toMatchObject({ verification_status: 2 });
  });
});
