// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validate_selfExclusionRefusalMeta } from '../src/generated/validate_selfExclusionRefusalMeta.js';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { entriesOf, SELF_EXCLUSION_REGISTERS_FILE, SelfExclusionRegisters } from './selfExclusionRegisters.ts';
import { SMS_CODE, TWO_STEP_CODE } from './signInRoutes.ts';

const app = createTestBff();
afterAll(() => app.close());

const SPELPAUS = { name: 'Spelpaus', url: 'https://www.spelpaus.se' };
const PASSWORD = 'demo1234';
const PHONE = { phone_number: '+79001234567', country_code: 'ru' };
type Reply = Awaited<ReturnType<typeof app.inject>>;
const refusal = (reply: Reply) => ({ status: reply.statusCode, code: reply.json().errors[0].code, meta: reply.json().errors[0].meta, cookie: reply.headers['set-cookie'] });
const registration = (email: string) => ({
  type: 'full_reg',
  email,
  password: 'secret123',
  currencyId: 840,
  bonusChoice: 0,
  birthDate: '1990-05-17',
  termsAccepted: true,
  privacyAccepted: true,
  marketingConsent: false,
});

/** A test scenario of the demo domain under a jurisdiction profile, with its own register entries (`selfExclusion`). */
async function scenarioUnder(jurisdiction: string, selfExclusion?: object) {
  const id = `registers-${randomUUID()}`;
  const headers = { host: 'localhost', cookie: `bff_scenario=${id}` };
  const set = await app.inject({ method: 'POST', url: `/bff-test/scenario/${id}`, payload: { jurisdiction, ...(selfExclusion ? { selfExclusion } : {}) }, headers });
  expect(set.statusCode, set.body).toBe(200);
  return { post: (url: string, payload: object) => app.inject({ method: 'POST', url, payload, headers }) };
}

describe('national self-exclusion registers', () => {
  it('refuses registration of a person the domain’s register lists, naming the register, and opens no account', async () => {
    const se = await scenarioUnder('se');
    const refused = refusal(await se.post('/web-api/auth/registration', registration('spelpaus@northbet.example')));
    expect(refused).toEqual({ status: 403, code: 'national_self_exclusion', meta: { register: SPELPAUS }, cookie: undefined });
    expect(validate_selfExclusionRefusalMeta(refused.meta)).toBe(true);
    // Any case and spaces: the same person. No account was opened, so the e-mail is not taken under a profile without a register.
    expect(refusal(await se.post('/web-api/auth/registration', registration('  SpelPaus@Northbet.example '))).code).toBe('national_self_exclusion');
    const none = await scenarioUnder('none');
    expect((await none.post('/web-api/auth/registration', registration('spelpaus@northbet.example'))).statusCode).toBe(200);
  });

  it('checks only the register the profile names: a CRUKS entry is refused in the Netherlands and clear in Sweden', async () => {
    const nl = await scenarioUnder('nl');
    expect(refusal(await nl.post('/web-api/auth/registration', registration('cruks@northbet.example')))).toMatchObject({ status: 403, meta: { register: { name: 'CRUKS' } } });
    const se = await scenarioUnder('se');
    expect((await se.post('/web-api/auth/registration', registration('cruks@northbet.example'))).statusCode).toBe(200);
  });

  it('refuses every sign-in kind that starts a session, once the player is listed', async () => {
    const listed = { add: { register: 'Spelpaus', email: 'demo@northbet.example' } };
    const se = await scenarioUnder('se', listed);
    expect(refusal(await se.post('/web-api/auth/login', { login: 'demo@northbet.example', password: PASSWORD }))).toMatchObject({ status: 403, code: 'national_self_exclusion', cookie: undefined });
    // By account id: the same player.
    expect(refusal(await se.post('/web-api/auth/login', { login: '100001', password: PASSWORD })).code).toBe('national_self_exclusion');

    const phoneScenario = await scenarioUnder('se', { add: { register: 'Spelpaus', email: 'phone@northbet.example' } });
    expect(refusal(await phoneScenario.post('/web-api/auth/login/phone', { ...PHONE, password: PASSWORD })).code).toBe('national_self_exclusion');
    expect((await phoneScenario.post('/web-api/auth/sms/send', PHONE)).statusCode).toBe(200);
    expect(refusal(await phoneScenario.post('/web-api/auth/login/sms', { ...PHONE, code: SMS_CODE })).code).toBe('national_self_exclusion');

    const twoStepScenario = await scenarioUnder('se', { add: { register: 'Spelpaus', email: 'twostep@northbet.example' } });
    const first = (await twoStepScenario.post('/web-api/auth/login', { login: 'twostep@northbet.example', password: PASSWORD })).json();
    expect(first.response_type).toBe('two_step_code');
    const second = await twoStepScenario.post('/web-api/auth/login/two-step', { two_step_token: first.two_step_token, code: TWO_STEP_CODE });
    expect(refusal(second)).toMatchObject({ status: 403, code: 'national_self_exclusion', cookie: undefined });
  });

  it('lets the same player in where the profile names no register, and a listed player in once the entry has ended', async () => {
    const none = await scenarioUnder('none', { add: { register: 'Spelpaus', email: 'demo@northbet.example' } });
    expect((await none.post('/web-api/auth/login', { login: 'demo@northbet.example', password: PASSWORD })).statusCode).toBe(200);
    const ended = await scenarioUnder('se', { add: { register: 'Spelpaus', email: 'demo@northbet.example', until: '2020-01-01' } });
    expect((await ended.post('/web-api/auth/login', { login: 'demo@northbet.example', password: PASSWORD })).statusCode).toBe(200);
  });

  it('counts no session of a listed player where the register is named: one opened elsewhere, or before the listing', async () => {
    const id = `registers-${randomUUID()}`;
    const headers = { host: 'localhost', cookie: `bff_scenario=${id}` };
    const patch = (payload: object) => app.inject({ method: 'POST', url: `/bff-test/scenario/${id}`, payload, headers });
    expect((await patch({ jurisdiction: 'none' })).statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login: 'demo@northbet.example', password: PASSWORD }, headers });
    expect(login.statusCode).toBe(200);
    const session = { ...headers, cookie: `${headers.cookie}; ${String(login.headers['set-cookie']).split(';')[0]}` };
    const userConfig = () => app.inject({ url: '/web-api/user/config', headers: session });
    expect((await userConfig()).statusCode).toBe(200);

    // The same session on a domain whose profile names Spelpaus, once the player is listed: not signed in there.
    expect((await patch({ jurisdiction: 'se', selfExclusion: { add: { register: 'Spelpaus', email: 'demo@northbet.example' } } })).statusCode).toBe(200);
    expect((await userConfig()).statusCode).toBe(401);
    expect((await app.inject({ url: '/payments-api/v1/settings', headers: session })).statusCode).toBe(401);
    // Where no register is named, the session is the player's as before.
    expect((await patch({ jurisdiction: 'none' })).statusCode).toBe(200);
    expect((await userConfig()).statusCode).toBe(200);
  });

  it('fails closed on a register file it cannot trust: nobody registers or signs in where a register is named', async () => {
    for (const fileText of ['{"entries": [', JSON.stringify({ entries: [{ register: 'Spelpaus', mail: 'someone@northbet.example' }] })]) {
      const se = await scenarioUnder('se', { fileText });
      const registering = refusal(await se.post('/web-api/auth/registration', registration(`player-${randomUUID()}@northbet.example`)));
      expect(registering).toEqual({ status: 503, code: 'self_exclusion_register_unavailable', meta: { register: SPELPAUS }, cookie: undefined });
      expect(refusal(await se.post('/web-api/auth/login', { login: 'demo@northbet.example', password: PASSWORD })).code).toBe('self_exclusion_register_unavailable');
      // A domain whose profile names no register does not depend on the file.
      const none = await scenarioUnder('none', { fileText });
      expect((await none.post('/web-api/auth/login', { login: 'demo@northbet.example', password: PASSWORD })).statusCode).toBe(200);
    }
  });

  it('refuses a malformed test-control entry', async () => {
    const id = `registers-${randomUUID()}`;
    const reply = await app.inject({ method: 'POST', url: `/bff-test/scenario/${id}`, payload: { selfExclusion: { add: { register: 'Spelpaus' } } }, headers: { host: 'localhost' } });
    expect(reply.statusCode).toBe(400);
  });
});

describe('the register file', () => {
  it('is valid as shipped, and names why a file is refused', () => {
    expect(entriesOf(readFileSync(SELF_EXCLUSION_REGISTERS_FILE, 'utf8'))).toHaveProperty('entries');
    expect(entriesOf('[')).toEqual({ reason: expect.stringMatching(/^not valid JSON/) });
    expect(entriesOf(JSON.stringify({ entries: [{ register: 'Spelpaus', email: 'Upper@Case.example' }] }))).toEqual({ reason: '/entries/0/email breaks the schema (rule: pattern)' });
  });

  it('answers from the file as it is at each check: an edit lists a person, a broken edit refuses', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'registers-'));
    const file = join(dir, 'registers.json');
    const silent = { error: () => undefined } as unknown as ConstructorParameters<typeof SelfExclusionRegisters>[0]['log'];
    const registers = new SelfExclusionRegisters({ file, log: silent });
    try {
      writeFileSync(file, JSON.stringify({ entries: [] }));
      expect(await registers.check(SPELPAUS, 'edited@northbet.example', '')).toEqual({ kind: 'clear' });
      writeFileSync(file, JSON.stringify({ entries: [{ register: 'Spelpaus', email: 'edited@northbet.example' }] }));
      expect(await registers.check(SPELPAUS, 'edited@northbet.example', '')).toEqual({ kind: 'listed' });
      writeFileSync(file, '{ "entries": [');
      expect(await registers.check(SPELPAUS, 'edited@northbet.example', '')).toMatchObject({ kind: 'unreadable' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
