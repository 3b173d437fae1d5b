import type { Dispatch } from 'redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { accountSlice, userConfigLoaded, userConfigRequested } from '../accountSlice.ts';
import { learnAboutUser } from './learnAboutUser.ts';
import { checkSession } from './sessionApi.ts';
import { refreshSession } from './sessionSaga.ts';

vi.mock('./sessionApi.ts', () => ({ checkSession: vi.fn() }));
vi.mock('./learnAboutUser.ts', () => ({
  // Like the real one: the load is marked, then (after the network) the config arrives.
  learnAboutUser: vi.fn(async (dispatch: Dispatch) => {
    dispatch(userConfigRequested());
    await new Promise((resolve) => setTimeout(resolve, 5));
    dispatch(userConfigLoaded({ config: { verification_status: 2, has_deposit: true } }));
  }),
}));

beforeEach(() => {
  vi.mocked(learnAboutUser).mockClear();
});

describe('the auth poll and the user config', () => {
  it.each([
    // signed in before, the session check answers, user config reloaded
    [null, '100001', true],
    ['100001', '100001', false],
    ['100001', '100002', true],
    ['100001', null, false],
    [null, null, false],
  ])('user %s, then the poll sees %s: reloaded %s', async (before, after, reloaded) => {
    vi.mocked(checkSession).mockResolvedValue({ user_id: after, ban_level: 0, ban_version: 0 });
    const harness = recordingStore({ account: accountSlice.reducer }, { session: { userId: before, banLevel: 0, banVersion: 0 } });
    await harness.run(refreshSession);
    expect(vi.mocked(learnAboutUser).mock.calls.length).toBe(reloaded ? 1 : 0);
    const configEvents = harness.actions.map((action) => action.type).filter((type) => type.startsWith('account/userConfig'));
    expect(configEvents).toEqual(reloaded ? ['account/userConfigRequested', 'account/userConfigLoaded'] : []);
    if (reloaded) expect(harness.getState().account).toMatchObject({ userConfig: { installed: true, loaded: true } });
  });
});

describe('a failed session check', () => {
  it.each([
    ['a signed-in (banned) user', '100001', 20],
    ['a visitor', null, 0],
  ])('is logged, and %s counts as not signed in', async (_, before, banLevel) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(checkSession).mockRejectedValue(new Error('HTTP 500'));
    const harness = recordingStore({ account: accountSlice.reducer }, { session: { userId: before, banLevel, banVersion: 1 } });
    await harness.run(refreshSession);
    expect(harness.getState().session).toMatchObject({ userId: null, banLevel: 0 });
    expect(warn).toHaveBeenCalledWith('[account] session check failed; signed out', expect.any(Error));
    expect(learnAboutUser).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
