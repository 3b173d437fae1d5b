// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { openTestDatabase } from '../../../tests/support/databaseTemplate.ts';
import { PlayerStore } from './players.ts';

const app = createTestBff();
afterAll(() => app.close());

/** The demo player of whom a transfer is required (users.json; docs/decisions.md). */
const TRANSFER_LOGIN = 'transfer@northbet.example';
const TRANSFER_USER_ID = '100008';

/** A new session of `login` in `scenario` (the realm its player state belongs to): its user config and its agreement. */
async function sessionOf(scenario: string, login: string) {
  const signedIn = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login, password: 'demo1234' }, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
  const headers = { host: 'localhost', cookie: `bff_scenario=${scenario}; ${String(signedIn.headers['set-cookie']).split(';')[0]}` };
  return {
    requiresTransfer: async () => (await app.inject({ url: '/web-api/user/config', headers })).json().result.isRequiredTransfer as boolean,
    agree: (payload = '{}') => app.inject({ method: 'POST', url: '/web-api/user/transfer', payload, headers: { ...headers, 'content-type': 'application/json' } }),
  };
}

describe('the transfer agreement (POST /web-api/user/transfer)', () => {
  it('is refused with 409 to a player of whom no transfer is required, and nothing changes', async () => {
    const session = await sessionOf(uniqueScenario('transfer'), 'demo@northbet.example');
    expect(await session.requiresTransfer()).toBe(false);
    const refused = await session.agree();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [{ status: '409', code: 'transfer_not_required', detail: expect.any(String) }] });
    expect(await session.requiresTransfer()).toBe(false);
  });

  it('is kept on the player: another session sees it, and agreeing again is refused', async () => {
    const scenario = uniqueScenario('transfer');
    const [first, second] = [await sessionOf(scenario, TRANSFER_LOGIN), await sessionOf(scenario, TRANSFER_LOGIN)];
    expect(await first.requiresTransfer()).toBe(true);
    expect((await first.agree()).json()).toEqual({ success: true });
    expect(await second.requiresTransfer()).toBe(false);
    expect(await (await sessionOf(scenario, TRANSFER_LOGIN)).requiresTransfer()).toBe(false);
    expect((await second.agree()).statusCode).toBe(409);
    // Another test realm's copy of the player still has to agree: test scenarios never share a player's state.
    expect(await (await sessionOf(uniqueScenario('transfer'), TRANSFER_LOGIN)).requiresTransfer()).toBe(true);
  });

  it('refuses a visitor with 401 and a body with fields with 400', async () => {
    const visitor = await app.inject({ method: 'POST', url: '/web-api/user/transfer', payload: '{}', headers: { host: 'localhost', 'content-type': 'application/json' } });
    expect(visitor.statusCode).toBe(401);
    const session = await sessionOf(uniqueScenario('transfer'), TRANSFER_LOGIN);
    expect((await session.agree('{"agreed":true}')).statusCode).toBe(400);
    expect(await session.requiresTransfer()).toBe(true);
  });

  it('holds for a new store on the same database (a restart, another server)', async () => {
    const database = await openTestDatabase();
    const realm = `transfer-${randomUUID()}`;
    expect(await new PlayerStore(database).agreeToTransfer(realm, TRANSFER_USER_ID)).toBe(true);
    expect((await new PlayerStore(database).byId(realm, TRANSFER_USER_ID))?.transferRequired).toBe(false);
    expect((await new PlayerStore(database).byId('', TRANSFER_USER_ID))?.transferRequired).toBe(true);
  });
});
