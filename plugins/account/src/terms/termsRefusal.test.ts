// @vitest-environment node
import { http, HttpError } from '@host/sdk';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { isTermsRefusal, setTermsRefusalHandler, TERMS_EXCEPTION_CODE, TERMS_REFUSAL_STATUS } from './termsRefusal.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => setTermsRefusalHandler(null));

/**
 * A call through the kernel's one client to `path` (another plugin's by default: the coupon's bet) meeting the reply
 * `fault` of the BFF (fault injection of bff/testControl.ts).
 */
async function callMeeting(fault: { status: number; body: string }, path = '/coupon-api/v1/place') {
  const scenario = uniqueScenario('terms-refusal');
  await patchScenario(app, scenario, { faults: [{ path, ...fault }] });
  globalThis.fetch = bffFetch(app, scenario);
  const onRefusal = vi.fn();
  setTermsRefusalHandler(onRefusal);
  const failure = await http.request(path, { method: 'POST', body: {} }).catch((error: unknown) => error);
  return { failure, onRefusal };
}

const termsRefusal = { status: 451, body: JSON.stringify({ exception_code: 1, errors: [{ detail: 'terms' }] }) };

describe('the terms refusal, watched on every call of the kernel’s one client (first document, section 8)', () => {
  it('pins the refusal: HTTP 451 with exception_code 1', () => {
    expect([TERMS_REFUSAL_STATUS, TERMS_EXCEPTION_CODE]).toEqual([451, 1]);
  });

  it.each([
    ['another plugin’s call (a bet of the coupon)', '/coupon-api/v1/place'],
    ['the account plugin’s own call', '/web-api/user/accounts/active'],
  ])('sends the user to confirm the terms on a 451 with exception_code 1 to %s, and the caller still gets the error', async (_, path) => {
    const { failure, onRefusal } = await callMeeting(termsRefusal, path);
    expect(onRefusal).toHaveBeenCalledTimes(1);
    expect(failure).toBeInstanceOf(HttpError);
    expect(isTermsRefusal(failure)).toBe(true);
  });

  it('stops watching once the session clears the handler', async () => {
    const { onRefusal } = await callMeeting(termsRefusal);
    setTermsRefusalHandler(null);
    await http.request('/coupon-api/v1/place', { method: 'POST', body: {} }).catch(() => undefined);
    expect(onRefusal).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 451 with another exception code', { status: 451, body: JSON.stringify({ exception_code: 2 }) }],
    ['a 451 without one', { status: 451, body: JSON.stringify({ errors: [{ detail: 'unavailable for legal reasons' }] }) }],
    ['another status with exception_code 1', { status: 403, body: JSON.stringify({ exception_code: 1 }) }],
    ['a server error', { status: 500, body: 'Internal Server Error' }],
  ])('leaves the user where they are on %s', async (_, fault) => {
    const { failure, onRefusal } = await callMeeting(fault);
    expect(onRefusal).not.toHaveBeenCalled();
    expect(isTermsRefusal(failure)).toBe(false);
  });
});
