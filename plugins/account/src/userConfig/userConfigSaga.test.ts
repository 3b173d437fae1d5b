// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { accountSlice, balanceHiddenChangeRequested, selectBalanceHidden, userConfigLoaded, userConfigRequested } from '../accountSlice.ts';
import { USER_CONFIG_URL, USER_SETTING_URL } from './userConfigApi.ts';
import { changeBalanceHidden } from './userConfigSaga.ts';

const app = createTestBff();
afterAll(() => app.close());

/** A signed-in player whose user config is `config`, talking to the BFF (faults on the setting call if given). */
async function player(config: Record<string, unknown>, fault?: { status: number; body: string }) {
  const scenario = uniqueScenario('balance-hidden');
  if (fault) await patchScenario(app, scenario, { faults: [{ path: USER_SETTING_URL, ...fault }] });
  const { cookie } = await signIn(app);
  globalThis.fetch = bffFetch(app, scenario, cookie);
  const harness = recordingStore({ account: accountSlice.reducer }, { session: { userId: '100001', banLevel: 0, banVersion: 0 } });
  harness.store.dispatch(userConfigRequested());
  harness.store.dispatch(userConfigLoaded({ config: { verification_status: 2, has_deposit: true, ...config } }));
  const serverConfig = async () => (await (await globalThis.fetch(USER_CONFIG_URL)).json()).result as Record<string, unknown>;
  return { harness, serverConfig };
}

describe('user_hide_balance (default true) and its toggle', () => {
  it('hides balances while the user config does not say otherwise', async () => {
    const { harness } = await player({});
    expect(selectBalanceHidden(harness.getState())).toBe(true);
    expect(selectBalanceHidden(recordingStore({ account: accountSlice.reducer }).getState())).toBe(true);
  });

  it('applies the choice at once and saves it on the server', async () => {
    const { harness, serverConfig } = await player({ user_hide_balance: true });
    const done = harness.run(changeBalanceHidden, balanceHiddenChangeRequested({ hidden: false }));
    expect(selectBalanceHidden(harness.getState())).toBe(false);
    await done;
    expect(selectBalanceHidden(harness.getState())).toBe(false);
    expect(await serverConfig()).toMatchObject({ user_hide_balance: false });
    expect(harness.getState().notifications).toEqual([]);
  });

  it.each([
    ['a server error', { status: 500, body: JSON.stringify({ errors: [{ detail: 'java.sql.SQLException: deadlock' }] }) }],
    ['a malformed reply', { status: 200, body: '{"success":' }],
  ])('puts the old value back with a plain message on %s', async (_, fault) => {
    const { harness } = await player({ user_hide_balance: true }, fault);
    await harness.run(changeBalanceHidden, balanceHiddenChangeRequested({ hidden: false }));
    expect(selectBalanceHidden(harness.getState())).toBe(true);
    expect(harness.getState().notifications.map(({ kind, messageKey, text }) => ({ kind, messageKey, text }))).toEqual([
      { kind: 'error', messageKey: 'account:balance_visibility_failed', text: undefined },
    ]);
  });
});
