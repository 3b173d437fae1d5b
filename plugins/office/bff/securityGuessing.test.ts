// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { caller } from '../../../tests/support/bffCaller.ts';
import { CONFIRMATION_CODE } from './officeCatalogue.ts';

const app = createTestBff();
afterAll(() => app.close());

const OFFICE_API = '/office-api/v1';
const codeOf = (reply: { json(): unknown }) => (reply.json() as { errors?: Array<{ code?: string }> }).errors?.[0]?.code;

describe('the office\'s guessable secrets take five wrong tries', () => {
  it('a phone confirmation code is used up by the fifth wrong one', async () => {
    const call = await caller(app, { prefix: 'guessing' });
    expect((await call.post(`${OFFICE_API}/phone/bind`, { phone: '+4915112345678' })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect(codeOf(await call.post(`${OFFICE_API}/phone/activate`, { code: `000${attempt}` }))).toBe('code_wrong');
    expect(codeOf(await call.post(`${OFFICE_API}/phone/activate`, { code: '0005' }))).toBe('code_used_up');
    expect(codeOf(await call.post(`${OFFICE_API}/phone/activate`, { code: CONFIRMATION_CODE }))).not.toBe(undefined);
    expect((await call.post(`${OFFICE_API}/phone/activate`, { code: CONFIRMATION_CODE })).statusCode).not.toBe(200);
  });

  it('an e-mail confirmation code is used up by the fifth wrong one: the right code is refused after it, and the address stays', async () => {
    const call = await caller(app, { prefix: 'guessing' });
    const before = (await call.get(`${OFFICE_API}/security`)).json();
    expect((await call.post(`${OFFICE_API}/email/change`, { email: 'attacker@example.com' })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect(codeOf(await call.post(`${OFFICE_API}/email/activation/confirm`, { code: `000${attempt}` }))).toBe('code_wrong');
    const fifth = await call.post(`${OFFICE_API}/email/activation/confirm`, { code: '0005' });
    expect([fifth.statusCode, codeOf(fifth)]).toEqual([429, 'code_used_up']);
    const right = await call.post(`${OFFICE_API}/email/activation/confirm`, { code: CONFIRMATION_CODE });
    expect([right.statusCode, codeOf(right)]).toEqual([429, 'code_used_up']);
    expect((await call.get(`${OFFICE_API}/security`)).json()).toMatchObject({ email: before.email, emailConfirmed: before.emailConfirmed, emailPending: null });
  });

  it('the current-password check locks for 15 minutes after five wrong ones, the right one included', async () => {
    const call = await caller(app, { prefix: 'guessing' });
    const change = (currentPassword: string) => call.post(`${OFFICE_API}/password`, { currentPassword, newPassword: 'another-secret' });
    for (let attempt = 1; attempt <= 4; attempt++) expect(codeOf(await change(`wrong-${attempt}`))).toBe('password_wrong');
    const fifth = await change('wrong-5');
    expect([fifth.statusCode, codeOf(fifth)]).toEqual([429, 'too_many_attempts']);
    expect(codeOf(await change('demo1234'))).toBe('too_many_attempts');
  });
});
