// @vitest-environment jsdom
import type { HostState } from '@host/sdk';
import { runSaga } from 'redux-saga';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONE_TAP_CLIENT_URL } from './socialApi.ts';
import { ONE_TAP_OFFERED_COOKIE, oneTapSaga } from './oneTapSaga.ts';

/** The state the saga reads: a visitor (or `userId`) on a site whose `socialSignIn` group is `group`. */
const stateWith = (group: unknown, userId: string | null = null) =>
  ({ session: { userId }, app: { language: 'en' }, config: { site: { site: {} }, groups: group === undefined ? {} : { socialSignIn: group } } }) as unknown as HostState;

let asked: string[];
beforeEach(() => {
  document.cookie = `${ONE_TAP_OFFERED_COOKIE}=; Max-Age=0; Path=/`;
  asked = [];
  // The network edge: the platform answers that one-tap is off, so the saga stops after asking.
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify({ errors: [{ code: 'one_tap_off' }] }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const run = (state: HostState) => runSaga({ getState: () => state, dispatch: () => undefined }, oneTapSaga).toPromise();

describe('one-tap sign-in (first document 6)', () => {
  it('asks the platform for its client once a browser session (every tab), for a visitor, where the domain enables it', async () => {
    await run(stateWith({ oneTap: true }));
    expect(asked).toEqual([ONE_TAP_CLIENT_URL]);
    expect(document.cookie).toContain(`${ONE_TAP_OFFERED_COOKIE}=1`);
    await run(stateWith({ oneTap: true }));
    expect(asked).toHaveLength(1);
  });

  it('is not offered to a signed-in player, nor where the domain does not enable it', async () => {
    await run(stateWith({ oneTap: true }, '100001'));
    await run(stateWith({ networks: ['google'] }));
    await run(stateWith(undefined));
    expect(asked).toEqual([]);
    expect(document.cookie).not.toContain(ONE_TAP_OFFERED_COOKIE);
  });
});
