// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { recordingStore } from '../../../../tests/support/recordingStore.ts';
import { accountSlice, userConfigLoaded } from '../accountSlice.ts';
import { playersOnThisBrowser } from './playersOnThisBrowser.ts';
import { WELCOMED_KEY, welcomeNewPlayer } from './welcomeSaga.ts';

afterEach(() => localStorage.clear());

const playerStore = (userId: string) => recordingStore({ account: accountSlice.reducer }, { session: { userId, banLevel: 0, banVersion: 0 } });
const messagesOf = (harness: ReturnType<typeof playerStore>) => harness.getState().notifications.map((notification) => notification.messageKey);

describe('the welcome notification', () => {
  it('welcomes a player with no deposit once on this browser', async () => {
    const first = playerStore('200001');
    await first.run(welcomeNewPlayer, userConfigLoaded({ config: { verification_status: 1, has_deposit: false } }));
    expect(messagesOf(first)).toEqual(['account:welcome_notice']);
    const again = playerStore('200001');
    await again.run(welcomeNewPlayer, userConfigLoaded({ config: { verification_status: 1, has_deposit: false } }));
    expect(messagesOf(again)).toEqual([]);
    const another = playerStore('200002');
    await another.run(welcomeNewPlayer, userConfigLoaded({ config: { verification_status: 1, has_deposit: false } }));
    expect(messagesOf(another)).toEqual(['account:welcome_notice']);
  });

  it('does not welcome a player who has deposited', async () => {
    const harness = playerStore('200003');
    await harness.run(welcomeNewPlayer, userConfigLoaded({ config: { verification_status: 2, has_deposit: true } }));
    expect(messagesOf(harness)).toEqual([]);
    expect(localStorage.getItem(WELCOMED_KEY)).toBeNull();
  });

  it('reads a corrupt record as nobody welcomed, and writes it anew', async () => {
    localStorage.setItem(WELCOMED_KEY, '{"not": "a list"');
    const harness = playerStore('200004');
    await harness.run(welcomeNewPlayer, userConfigLoaded({ config: { verification_status: 1, has_deposit: false } }));
    expect(messagesOf(harness)).toEqual(['account:welcome_notice']);
    expect(JSON.parse(localStorage.getItem(WELCOMED_KEY)!)).toEqual(['200004']);
  });
});

describe('players on this browser', () => {
  it('keeps the last 20 players, the oldest forgotten first', () => {
    const record = playersOnThisBrowser(localStorage, 'test.players');
    for (let index = 1; index <= 21; index += 1) record.add(String(index));
    expect(record.has('1')).toBe(false);
    expect(record.has('2')).toBe(true);
    expect(record.has('21')).toBe(true);
    expect(JSON.parse(localStorage.getItem('test.players')!)).toHaveLength(20);
  });
});
