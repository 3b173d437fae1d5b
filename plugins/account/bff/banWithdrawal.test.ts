// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { openTestDatabase } from '../../../tests/support/databaseTemplate.ts';

const app = createTestBff();
afterAll(() => app.close());

/** The banned demo player (plugins/account/bff/users.json: ban level 20, version 1) and their main RUB account. */
const BANNED = { login: 'banned@northbet.example', userId: '100002', account: '1000021' };

/**
 * Gives the banned player another ban level and version in the caller's scenario only: the realm's own copy of the
 * player, as a password change makes one. The scenario's realm is the one its limits row names (a clock patch makes it).
 */
async function banIn(call: Caller, banLevel: number, banVersion: number): Promise<void> {
  await patchScenario(app, call.scenario, { limits: { advanceSeconds: 0 } });
  const database = await openTestDatabase();
  const inserted = await database.query(
    `INSERT INTO account_player (realm, user_id, login, phone, password_hash, name, ban_level, ban_version, terms_changed, two_step, config)
     SELECT r.realm, p.user_id, p.login, p.phone, p.password_hash, p.name, $3, $4, p.terms_changed, p.two_step, p.config
       FROM account_player p, limits_realm r WHERE p.realm = '' AND p.user_id = $2 AND r.realm LIKE '%|' || $1 RETURNING user_id`,
    [call.scenario, BANNED.userId, banLevel, banVersion],
  );
  expect(inserted).toHaveLength(1);
}

let keys = 0;
const withdraw = (call: Caller) =>
  app.inject({
    method: 'POST',
    url: '/payments-api/v1/withdrawals',
    headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}`, 'idempotency-key': `ban-withdrawal-${++keys}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ methodId: 'card', accountId: BANNED.account, amount: 1000 }),
  });
const refusal = (reply: { statusCode: number; json(): unknown }) => {
  const error = (reply.json() as { errors?: Array<{ code?: string; meta?: { reason?: string } }> }).errors?.[0];
  return [reply.statusCode, error?.code, error?.meta?.reason];
};

describe('a banned player withdraws only at the level the spec allows for the ban version', () => {
  it.each([
    [53, 1],
    [45, 2],
    [45, 0],
  ])('ban level %i under version %i: the withdrawal is taken (201), and still no deposit', async (banLevel, banVersion) => {
    const call = await caller(app, { login: BANNED.login, prefix: 'ban-withdrawal' });
    await banIn(call, banLevel, banVersion);
    const taken = await withdraw(call);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().payment).toMatchObject({ type: 'withdrawal', accountId: BANNED.account, amount: 1000 });
    const deposit = await app.inject({
      method: 'POST',
      url: '/payments-api/v1/deposits',
      headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, authorization: `Bearer ${call.token}`, 'idempotency-key': `ban-deposit-${++keys}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ methodId: 'card', accountId: BANNED.account, amount: 1000, lang: 'en' }),
    });
    expect(refusal(deposit)).toEqual([403, 'gambling_restricted', 'banned']);
  });

  it.each([
    [45, 1],
    [53, 2],
    [20, 1],
    [52, 1],
  ])('ban level %i under version %i: the withdrawal is refused (403 banned)', async (banLevel, banVersion) => {
    const call = await caller(app, { login: BANNED.login, prefix: 'ban-withdrawal' });
    await banIn(call, banLevel, banVersion);
    expect(refusal(await withdraw(call))).toEqual([403, 'gambling_restricted', 'banned']);
  });
});
