// @vitest-environment jsdom
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { bffFetch, createTestBff, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { accountSlice, selectUserConfig } from '../accountSlice.ts';
import { loggedOut } from '@host/sdk';
import { FORMERLY_KEPT_KEY, installUserConfig, USER_CONFIG_URL } from './userConfigApi.ts';
import { userConfigSaga } from './userConfigSaga.ts';

const app = createTestBff();
afterAll(() => app.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

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
  /** A page for a user (`login`, id `userId`; null: a visitor), its user config load begun. */
  function startBoot(login: string, userId: string | null) {
    signedIn = login;
    const harness = recordingStore(
      { account: accountSlice.reducer },
      { session: { userId, banLevel: 0, banVersion: 0 }, plugins: { account: { state: 'loading', version: '0.3.0', error: null } } },
    );
    return { harness, installed: installUserConfig(harness.store.dispatch, harness.getState()) };
  }
  /** One boot of the page for a user, its user config load settled. */
  async function boot(login: string, userId: string | null) {
    const { harness, installed } = startBoot(login, userId);
    await installed;
    return harness;
  }
  return { calls, boot, startBoot };
}

describe('the user config is loaded without cache (second document 4)', () => {
  it('is loaded from the server at every boot of a signed-in page, and kept nowhere in the browser', async () => {
    const browser = await browserOf('demo@northbet.example');
    const first = await browser.boot('demo@northbet.example', '100001');
    const second = await browser.boot('demo@northbet.example', '100001');
    expect(browser.calls).toHaveLength(2);
    expect(selectUserConfig(second.getState())).toMatchObject({ installed: true, loaded: true, data: { user_email: 'demo@northbet.example' } });
    expect(selectUserConfig(second.getState())).toEqual(selectUserConfig(first.getState()));
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
  });

  it("shows what the server says now: another player's boot gets their own, unverified config", async () => {
    const browser = await browserOf('demo@northbet.example', 'unverified@northbet.example');
    await browser.boot('demo@northbet.example', '100001');
    const unverified = await browser.boot('unverified@northbet.example', '100004');
    expect(selectUserConfig(unverified.getState()).data).toMatchObject({ verification_status: 1, has_deposit: false });
  });

  it('removes the copy an earlier release kept, and never reads it', async () => {
    const browser = await browserOf('demo@northbet.example');
    localStorage.setItem(FORMERLY_KEPT_KEY, JSON.stringify({ userId: '100001', version: '0.1.0', config: { verification_status: 1, has_deposit: false } }));
    const harness = await browser.boot('demo@northbet.example', '100001');
    expect(browser.calls).toHaveLength(1);
    expect(selectUserConfig(harness.getState()).data).toMatchObject({ verification_status: 2 });
    expect(localStorage.getItem(FORMERLY_KEPT_KEY)).toBeNull();
  });

  it('asks nothing for a visitor', async () => {
    const browser = await browserOf('demo@northbet.example');
    const harness = await browser.boot('demo@northbet.example', null);
    expect(browser.calls).toHaveLength(0);
    expect(selectUserConfig(harness.getState()).data).toBeNull();
  });

  it("drops a load under way at a logout: the visitor never gets the previous player's config", async () => {
    const browser = await browserOf('demo@northbet.example');
    const { harness, installed } = browser.startBoot('demo@northbet.example', '100001');
    const task = harness.start(userConfigSaga);
    harness.store.dispatch(loggedOut());
    await installed;
    task.cancel();
    expect(browser.calls).toHaveLength(1);
    expect(selectUserConfig(harness.getState())).toEqual({ installed: false, loaded: false, data: null });
  });
});
