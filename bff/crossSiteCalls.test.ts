// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../tests/support/bffFetch.ts';
import { caller } from '../tests/support/bffCaller.ts';

const app = createTestBff();
afterAll(() => app.close());

const CALLS = ['/web-api/api-v3/v2/user/agreement-rules/confirm', '/web-api/user/identification', '/web-api/auth/logout'];

describe('calls that change state on a cookie alone', () => {
  it.each([
    ['another site in Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling host)', { 'sec-fetch-site': 'same-site' }],
  ])('are refused from %s (403 cross_site_refused), and change nothing', async (_, headers) => {
    const call = await caller(app, { login: 'terms@northbet.example', prefix: 'csrf' });
    for (const url of CALLS) {
      const reply = await app.inject({ method: 'POST', url, headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}; ${call.cookie}`, ...headers } });
      expect([reply.statusCode, reply.json().errors[0].code], url).toEqual([403, 'cross_site_refused']);
    }
    // Still signed in, terms still to accept.
    const status = await app.inject({ url: '/web-api/api-v3/v2/user/agreement-rules/status', headers: { host: 'localhost', cookie: `bff_scenario=${call.scenario}; ${call.cookie}` } });
    expect(status.json()).toMatchObject({ result: true });
  });

  it('are taken from the site itself, and from clients that name no site', async () => {
    const call = await caller(app, { login: 'terms@northbet.example', prefix: 'csrf' });
    const cookie = `bff_scenario=${call.scenario}; ${call.cookie}`;
    const confirm = (headers: Record<string, string>) => app.inject({ method: 'POST', url: CALLS[0], headers: { host: 'localhost', cookie, ...headers } });
    expect((await confirm({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await confirm({})).statusCode).toBe(200);
  });
});
