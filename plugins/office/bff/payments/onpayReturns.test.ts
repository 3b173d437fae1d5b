// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../../tests/support/bffFetch.ts';

const app = createTestBff();
afterAll(() => app.close());

/** The payment result routes as the first document (2.6) writes them: where a provider sends the player back. */
const SPEC_RETURNS = ['success', 'fail', 'pending', 'cancel'].flatMap((outcome) => [`onpay/${outcome}`, `onpay/withdraw/${outcome}`]);
const pageStatus = async (path: string) => (await app.inject({ url: `/en/${path}?paymentId=p-1`, headers: { host: 'localhost' } })).statusCode;

describe('a payment provider\'s return address (first document 2.6)', () => {
  it.each(SPEC_RETURNS)('/{lang}/%s answers a page, not the 404 page', async (path) => {
    expect(await pageStatus(path)).toBe(200);
  });

  it.each(SPEC_RETURNS)('the earlier office/%s answers a page too (the app sends it on to the spec\'s)', async (path) => {
    expect(await pageStatus(`office/${path}`)).toBe(200);
  });

  it('an outcome the spec does not name answers the 404 page', async () => {
    expect([await pageStatus('onpay/refunded'), await pageStatus('onpay/withdraw/refunded')]).toEqual([404, 404]);
  });
});
