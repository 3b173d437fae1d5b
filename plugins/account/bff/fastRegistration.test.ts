// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { validate_fastRegistrationReply } from '../src/generated/validate_fastRegistrationReply.js';
import { createTestBff, patchScenario } from '../../../tests/support/bffFetch.ts';
import { openTestDatabase } from '../../../tests/support/databaseTemplate.ts';

const app = createTestBff();
afterAll(() => app.close());

const declarations = (overrides: object = {}) => ({ type: 'fast_reg', currencyId: 978, bonusChoice: 0, birthDate: '1990-05-17', termsAccepted: true, privacyAccepted: true, marketingConsent: false, ...overrides });

/** A one-click registration on a scenario's copy of the demo domain, with its config patched by `patch`. */
async function fastRegister(patch: Record<string, unknown> = { config: { registrationKinds: { kinds: ['fast_reg'] } } }, body: object = declarations()) {
  const scenario = `fast-${randomUUID()}`;
  await patchScenario(app, scenario, patch);
  const reply = await app.inject({ method: 'POST', url: '/web-api/auth/registration/fast', payload: body, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
  return { scenario, reply };
}
const refusal = (reply: { statusCode: number; json(): { errors: Array<{ code: string }> } }) => [reply.statusCode, reply.json().errors[0].code];

describe('one-click registration (fast_reg, second document 9)', () => {
  it('makes the login and a password, signs the player in, and keeps only the password’s hash', async () => {
    const { scenario, reply } = await fastRegister();
    expect(reply.statusCode).toBe(200);
    const answer = reply.json();
    expect(validate_fastRegistrationReply(answer)).toBe(true);
    expect(answer.login).toBe(answer.user_id);
    expect(answer.password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const cookie = `bff_scenario=${scenario}; ${String(reply.headers['set-cookie']).split(';')[0]}`;
    expect((await app.inject({ url: '/web-api/session/check', headers: { host: 'localhost', cookie } })).json().user_id).toBe(answer.user_id);
    const database = await openTestDatabase();
    const [player] = await database.query<{ login: string; password_hash: string }>('SELECT login, password_hash FROM account_player WHERE user_id = $1', [answer.user_id]);
    expect(player.login).toBe(answer.user_id);
    expect(player.password_hash).not.toContain(answer.password);
    // The account id and the password sign in again.
    const login = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: answer.login, password: answer.password }, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
    expect(login.json()).toEqual({ success: true, user_id: answer.user_id });
  });

  it('is refused where the domain does not offer it, and where the profile asks a register by e-mail', async () => {
    expect(refusal((await fastRegister({ config: { registrationKinds: { kinds: [] } } })).reply)).toEqual([403, 'registration_kind_unavailable']);
    const registered = await fastRegister({ jurisdiction: 'de', config: { registrationKinds: { kinds: ['fast_reg'] } } });
    expect(refusal(registered.reply)).toEqual([403, 'registration_kind_unavailable']);
  });

  it('holds the rules of every registration: the minimum age, both documents accepted', async () => {
    expect(refusal((await fastRegister(undefined, declarations({ birthDate: `${new Date().getFullYear() - 12}-01-01` }))).reply)).toEqual([400, 'under_age']);
    expect(refusal((await fastRegister(undefined, declarations({ termsAccepted: false }))).reply)).toEqual([400, 'terms_not_accepted']);
    expect(refusal((await fastRegister(undefined, declarations({ email: 'x@example.com' }))).reply)).toEqual([400, 'invalid_registration']);
  });
});
