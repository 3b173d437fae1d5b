// @vitest-environment jsdom
import { languageChanged, loggedOut } from '@host/sdk';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { accountSlice, signOutRequested } from '../accountSlice.ts';
import { TOKEN_COOKIE } from '../token/tokenConstants.ts';
import { LOGOUT_FAILED_KEY, LOGOUT_URL, SESSION_CHECK_URL } from './sessionConstants.ts';
import { sessionSaga } from './sessionSaga.ts';
import { AFTER_LOGOUT_HOME_QUERY } from './signOut.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/**
 * The session saga running for a signed-in player (or a visitor) against the BFF, with a record of the calls sent
 * and a page whose reload and navigation are recorded instead of done.
 */
async function sessionOf(player: 'player' | 'visitor', { search = '', fault }: { search?: string; fault?: { status: number } } = {}) {
  const scenario = uniqueScenario('sign-out');
  if (fault) await patchScenario(app, scenario, { faults: [{ path: LOGOUT_URL, ...fault }] });
  const cookie = player === 'player' ? (await signIn(app)).cookie : undefined;
  const toBff = bffFetch(app, scenario, cookie);
  const sent: string[] = [];
  globalThis.fetch = (input, init) => {
    sent.push(String(input));
    return toBff(input, init);
  };
  const page = { reload: vi.fn(), assign: vi.fn() };
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, search, ...page });
  const harness = recordingStore({ account: accountSlice.reducer }, { session: { userId: player === 'player' ? '100001' : null, banLevel: 0, banVersion: 0 } });
  harness.store.dispatch(languageChanged({ language: 'en' }));
  const task = harness.start(sessionSaga);
  const serverUser = async () => ((await (await toBff(SESSION_CHECK_URL)).json()) as { user_id: string | null }).user_id;
  return { harness, task, sent, page, serverUser };
}

describe('sign-out through the session saga', () => {
  it.each([
    ['goHome: home', { goHome: true, search: '' }, 'assign'],
    ['a page that may stay: reloaded', { goHome: false, search: '' }, 'reload'],
    [`the ${AFTER_LOGOUT_HOME_QUERY} query: home`, { goHome: false, search: `?${AFTER_LOGOUT_HOME_QUERY}=1` }, 'assign'],
  ] as const)('%s; the server ends the session and the state forgets the user', async (_, { goHome, search }, leave) => {
    const { harness, task, sent, page, serverUser } = await sessionOf('player', { search });
    harness.store.dispatch(signOutRequested({ goHome }));
    await vi.waitFor(() => expect(page[leave]).toHaveBeenCalledTimes(1));
    if (leave === 'assign') expect(page.assign).toHaveBeenCalledWith('/en/');
    expect(page[leave === 'assign' ? 'reload' : 'assign']).not.toHaveBeenCalled();
    expect(sent).toEqual([LOGOUT_URL]);
    expect(await serverUser()).toBeNull();
    expect(harness.getState().session.userId).toBeNull();
    task.cancel();
  });

  it('a refused logout keeps the user, reloads, and leaves the reloaded page a note to say so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { harness, task, page, serverUser } = await sessionOf('player', { fault: { status: 500 } });
    harness.store.dispatch(signOutRequested({ goHome: true }));
    await vi.waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
    expect(page.assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LOGOUT_FAILED_KEY)).toBe('1');
    expect(harness.ofType(loggedOut.type)).toEqual([]);
    expect(await serverUser()).toBe('100001');
    task.cancel();
  });

  it('a visitor has nobody to log out: the token cookie goes, no call is sent, the page stays', async () => {
    document.cookie = `${TOKEN_COOKIE}=left-over; path=/`;
    const { harness, task, sent, page } = await sessionOf('visitor');
    harness.store.dispatch(signOutRequested({ goHome: true }));
    await vi.waitFor(() => expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=`));
    expect(sent).toEqual([]);
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.assign).not.toHaveBeenCalled();
    task.cancel();
  });
});
