// @vitest-environment node
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { caller } from '../../../tests/support/bffCaller.ts';
import { validate_officeRefusal } from '../src/generated/validate_officeRefusal.js';
import { OFFICE_API, PROMO_API } from './officeRouteKit.ts';

const app = createTestBff();
afterAll(() => app.close());

const player = () => caller(app, { prefix: 'office-schemas' });
const long = (length: number) => 'x'.repeat(length);

/** The JSON:API refusal a route's schema answers: 400, the code the page reads, and a detail for the developer. */
const schemaRefusal = (reply: LightMyRequestResponse) => {
  const body = reply.json();
  expect(validate_officeRefusal(body), reply.body).toBe(true);
  expect(body.errors[0].status).toBe(String(reply.statusCode));
  expect(typeof body.errors[0].detail).toBe('string');
  return [reply.statusCode, body.errors[0].code];
};

describe('the office calls refuse by their schemas', { timeout: 30_000 }, () => {
  it('a body that is no object, names a property no call takes, or lacks one', async () => {
    const call = await player();
    expect(schemaRefusal(await call.post(`${OFFICE_API}/settings`, [{ id: 'oneClickBet', value: true }]))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/settings`, { id: 'oneClickBet', value: true, admin: true }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/settings`, { id: 'oneClickBet', value: true, constructor: 'x' }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/password`, { currentPassword: 'demo1234' }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/profile`, { firstName: 'Ann', lastName: 'Lee', birthDate: '1990-01-01', city: 'Riga' }))).toEqual([400, 'bad_request']);
  });

  it('a string longer than its field takes, or a value of the wrong kind', async () => {
    const call = await player();
    expect(schemaRefusal(await call.post(`${OFFICE_API}/settings`, { id: long(65), value: true }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/promo-codes/activate`, { promocode: long(41) }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/phone/bind`, { phone: `+${'7'.repeat(20)}` }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/email/change`, { email: `${long(120)}@example.com` }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/profile`, { firstName: long(61), lastName: 'Lee', birthDate: '1990-01-01', city: 'Riga', address: 'Main 1' }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/security/auth-by-email`, { enabled: 'maybe' }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/security/two-factor/enable`, { code: { digits: '123456' } }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/convert-account`, { currency: 'EURO' }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/history-requests`, { kind: 'fax', accountId: '1000011' }))).toEqual([400, 'bad_request']);
  });

  it('a list of more than 300 sport ids, or ids that are no whole numbers', async () => {
    const call = await player();
    const many = Array.from({ length: 301 }, () => 1);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/settings/disallow-sports`, { line: many, live: [] }))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/settings/disallow-sports`, { line: [1.5], live: [] }))).toEqual([400, 'bad_request']);
  });

  it('a security answer too long as the page’s answer_invalid', async () => {
    const call = await player();
    expect(schemaRefusal(await call.post(`${OFFICE_API}/security/question`, { questionId: 1, answer: long(101) }))).toEqual([400, 'answer_invalid']);
  });

  it('a query or a path parameter it does not take', async () => {
    const call = await player();
    expect(schemaRefusal(await call.get(`${OFFICE_API}/cashback?program=gold`))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.get(`${OFFICE_API}/cashback?program=vip&admin=1`))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.get(`${OFFICE_API}/promo-codes/check?promocode=${long(41)}`))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.post(`${OFFICE_API}/messages/${long(41)}/read`))).toEqual([400, 'bad_request']);
    expect(schemaRefusal(await call.get(`${PROMO_API}/landings/${long(61)}`))).toEqual([400, 'bad_request']);
  });
});
