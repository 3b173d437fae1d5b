// @vitest-environment node
import { HttpError } from '@host/sdk';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { accountHttp, isTermsRefusal, setTermsRefusalHandler, TERMS_EXCEPTION_CODE, TERMS_REFUSAL_STATUS } from './accountHttp.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => setTermsRefusalHandler(null));

/** A call of the account plugin meeting the reply `fault` of the BFF (fault injection of bff/testControl.ts). */
async function callMeeting(fault: { status: number; body: string }) {
  const scenario = uniqueScenario('account-http');
  await patchScenario(app, scenario, { faults: [{ path: '/web-api/user/accounts/active', ...fault }] });
  globalThis.fetch = bffFetch(app, scenario);
  const onRefusal = vi.fn();
  setTermsRefusalHandler(onRefusal);
  const failure = await accountHttp.request('/web-api/user/accounts/active', { method: 'POST', body: { id: '1000011' } }).catch((error: unknown) => error);
  return { failure, onRefusal };
}

describe('the account plugin’s HTTP layer and the terms refusal (first document, section 8)', () => {
  it('pins the refusal: HTTP 451 with exception_code 1', () => {
    expect([TERMS_REFUSAL_STATUS, TERMS_EXCEPTION_CODE]).toEqual([451, 1]);
  });

  it('sends the user to confirm the terms on a 451 with exception_code 1, and the caller still gets the error', async () => {
    const { failure, onRefusal } = await callMeeting({ status: 451, body: JSON.stringify({ exception_code: 1, errors: [{ detail: 'terms' }] }) });
    expect(onRefusal).toHaveBeenCalledTimes(1);
    expect(failure).toBeInstanceOf(HttpError);
    expect(isTermsRefusal(failure)).toBe(true);
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
