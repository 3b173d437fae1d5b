// @vitest-environment jsdom
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { accountSlice } from '../accountSlice.ts';
import { USER_CONFIG_URL } from '../userConfig/userConfigApi.ts';
import { SESSION_CHECK_URL } from './sessionConstants.ts';
import { refreshSession } from './sessionSaga.ts';

const app = createTestBff();
afterAll(() => app.close());
// The user config kept for an install would spare its load.
beforeEach(() => localStorage.clear());

const LOGIN_OF: Record<string, string> = { '100001': 'demo@northbet.example', '100004': 'unverified@northbet.example' };

/**
 * One auth poll against the BFF: the store knows `before`, the server's session is `serverUser`'s (nobody's when
 * null), and `fault` answers the session check instead. Gives the store and the paths of the calls sent.
 */
async function poll(before: string | null, serverUser: string | null, fault?: { status: number }) {
  const scenario = uniqueScenario('auth-poll');
  if (fault) await patchScenario(app, scenario, { faults: [{ path: SESSION_CHECK_URL, ...fault, times: 1 }] });
  const cookie = serverUser ? (await signIn(app, LOGIN_OF[serverUser])).cookie : undefined;
  const toBff = bffFetch(app, scenario, cookie);
  const sent: string[] = [];
  globalThis.fetch = (input, init) => {
    sent.push(String(input).split('?')[0]);
    return toBff(input, init);
  };
  const harness = recordingStore({ account: accountSlice.reducer }, { session: { userId: before, banLevel: before === null ? 0 : 20, banVersion: 1 } });
  await harness.run(refreshSession);
  return { harness, sent };
}

describe('the auth poll and the user config', () => {
  it.each([
    // signed in before, the session the server holds, user config reloaded
    [null, '100001', true],
    ['100001', '100001', false],
    ['100001', '100004', true],
    ['100001', null, false],
    [null, null, false],
  ])('user %s, then the poll sees %s: reloaded %s', async (before, after, reloaded) => {
    const { harness, sent } = await poll(before, after);
    expect(harness.getState().session).toMatchObject({ userId: after, banLevel: 0 });
    expect(sent.filter((path) => path === USER_CONFIG_URL)).toHaveLength(reloaded ? 1 : 0);
    const configEvents = harness.actions.map((action) => action.type).filter((type) => type.startsWith('account/userConfig'));
    expect(configEvents).toEqual(reloaded ? ['account/userConfigRequested', 'account/userConfigLoaded'] : []);
    if (reloaded) expect(harness.getState().account).toMatchObject({ userConfig: { installed: true, loaded: true } });
  });
});

describe('a failed session check', () => {
  it.each([
    ['a signed-in (banned) user', '100001'],
    ['a visitor', null],
  ])('is logged, and %s counts as not signed in', async (_, before) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { harness, sent } = await poll(before, before, { status: 400 });
    expect(harness.getState().session).toMatchObject({ userId: null, banLevel: 0 });
    expect(warn).toHaveBeenCalledWith('[account] session check failed; signed out', expect.objectContaining({ status: 400 }));
    expect(sent).toEqual([SESSION_CHECK_URL]);
    warn.mockRestore();
  });
});
