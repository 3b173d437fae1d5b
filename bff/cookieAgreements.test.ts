// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../tests/support/bffFetch.ts';
import { COOKIE_AGREEMENTS_PER_MINUTE } from './cookieAgreements.ts';

const app = createTestBff();
afterAll(() => app.close());

const URL = '/bff-api/cookie-agreements';
const send = (scenario: string, body: unknown) =>
  app.inject({ method: 'POST', url: URL, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, 'content-type': 'text/plain;charset=UTF-8' }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
const answer = { cookiesAgreeTime: 1_780_000_000, functional: true, marketing: false, domain: 'localhost' };

describe('the agreement log (POST /bff-api/cookie-agreements)', () => {
  it('keeps when and what a visitor allowed, on which host, as a page sends it (JSON as text/plain)', async () => {
    const scenario = uniqueScenario('cookie-agreements');
    expect((await send(scenario, answer)).statusCode).toBe(204);
    const kept = await app.inject({ url: URL, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
    expect(kept.json()).toEqual({ agreements: [answer] });
  });

  it.each([
    ['no time', { ...answer, cookiesAgreeTime: undefined }],
    ['a visitor field', { ...answer, email: 'ada@example.com' }],
    ['a hostile host', { ...answer, domain: 'evil.example/<script>' }],
    ['not JSON', '{"cookiesAgreeTime": '],
  ])('refuses %s with 400', async (_name, body) => {
    expect((await send(uniqueScenario('cookie-agreements'), body)).statusCode).toBe(400);
  });

  it("refuses an answer another site's page posts, or one for another host", async () => {
    const scenario = uniqueScenario('cookie-agreements');
    const crossSite = await app.inject({ method: 'POST', url: URL, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site' }, payload: JSON.stringify(answer) });
    expect(crossSite.statusCode).toBe(403);
    const otherHost = await send(scenario, { ...answer, domain: 'other.example' });
    expect([otherHost.statusCode, otherHost.json().errors[0].code]).toEqual([403, 'not_this_site']);
    const kept = await app.inject({ url: URL, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}` } });
    expect(kept.json()).toEqual({ agreements: [] });
  });

  it('refuses a flood from one client with 429', async () => {
    const scenario = uniqueScenario('cookie-agreements');
    for (let index = 0; index < COOKIE_AGREEMENTS_PER_MINUTE; index += 1) expect((await send(scenario, answer)).statusCode).toBe(204);
    const refused = await send(scenario, answer);
    expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, '60']);
  });
});
