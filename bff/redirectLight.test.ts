// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { validate_redirectResponse } from '../src/generated/validate_redirectResponse.js';
import { createTestBff, patchScenario, uniqueScenario } from '../tests/support/bffFetch.ts';
import { resolveRedirect, type RedirectRule } from './redirectLight.ts';

const RULES: RedirectRule[] = [
  { from: '/about-us', to: '/information/about', reason: 'moved' },
  { from: '/in-play/', to: '/live-betting', code: 302, reason: 'campaign' },
  { from: '/live-betting', to: '/live', reason: 'old live' },
  { from: '/partner', to: 'https://partner.example/offer' },
  { from: '/loop-a', to: '/loop-b' },
  { from: '/loop-b', to: '/loop-a' },
];

const LANGUAGES = ['en', 'ru'];

describe('resolveRedirect', () => {
  it('redirects a path a rule names, in the language asked, keeping the query', () => {
    expect(resolveRedirect(RULES, '/ru/about-us/?utm=1', LANGUAGES)).toEqual({ redirect: true, code: 301, url: '/ru/information/about?utm=1', reasons: ['moved'], breadcrumbs: ['/ru/about-us/'] });
  });

  it('follows a chain of rules to its end, with the first rule\'s status and every address passed', () => {
    expect(resolveRedirect(RULES, 'https://demo.example/en/in-play', LANGUAGES)).toEqual({
      redirect: true,
      code: 302,
      url: '/en/live',
      reasons: ['campaign', 'old live'],
      breadcrumbs: ['/en/in-play', '/en/live-betting'],
    });
  });

  it('sends an absolute target as it is', () => {
    expect(resolveRedirect(RULES, '/en/partner?x=1', LANGUAGES)).toMatchObject({ redirect: true, url: 'https://partner.example/offer' });
  });

  it('redirects nowhere when the rules lead back to an address already passed (cyclic)', () => {
    expect(resolveRedirect(RULES, '/en/loop-a', LANGUAGES)).toEqual({ redirect: false, reasons: ['cyclic'], breadcrumbs: ['/en/loop-a', '/en/loop-b'] });
  });

  it("redirects nowhere for an address no rule names, one without a language or in a language the domain has not, or no rules at all", () => {
    for (const [rules, address] of [[RULES, '/en/information/about'], [RULES, '/about-us'], [RULES, '/zz/about-us'], [RULES, '/en/about-us/more'], [[], '/en/about-us'], [undefined, '/en/about-us']] as const) {
      expect(resolveRedirect(rules, address, LANGUAGES)).toEqual({ redirect: false, reasons: [], breadcrumbs: [] });
    }
  });
});

describe('the redirect-light service and the first HTML', () => {
  const app = createTestBff();
  afterAll(() => app.close());
  const headers = (scenario: string) => ({ host: 'localhost', cookie: `bff_scenario=${scenario}` });

  it('answers the redirect response of the demo domain, valid against its schema', async () => {
    const reply = await app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', headers: headers(uniqueScenario('redirects')), payload: { url: '/en/in-play?campaign=1' } });
    expect(reply.statusCode).toBe(200);
    expect(validate_redirectResponse(reply.json())).toBe(true);
    expect(reply.json()).toMatchObject({ redirect: true, code: 302, url: '/en/live?campaign=1', breadcrumbs: ['/en/in-play', '/en/live-betting'] });
  });

  it.each([
    ['no url', {}],
    ['an empty url', { url: '' }],
    ['a url that is not a string', { url: ['/en/x'] }],
    ['another field', { url: '/en/x', follow: true }],
  ])('refuses a call with %s (400, naming it)', async (_, payload) => {
    const reply = await app.inject({ method: 'POST', url: '/redirects-api/api/v1/redirect-light', headers: headers(uniqueScenario('redirects')), payload });
    expect(reply.statusCode).toBe(400);
    expect(JSON.stringify(reply.json())).toMatch(/body/);
  });

  it('answers the first HTML of a moved address with its redirect, and of another with the page', async () => {
    const scenario = uniqueScenario('redirects');
    const moved = await app.inject({ url: '/en/about-us?ref=7', headers: headers(scenario) });
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/en/information/about?ref=7']);
    const campaign = await app.inject({ url: '/ru/in-play', headers: headers(scenario) });
    expect([campaign.statusCode, campaign.headers.location]).toEqual([302, '/ru/live']);
    const page = await app.inject({ url: '/en/information/about', headers: headers(scenario) });
    expect([page.statusCode, page.headers.location]).toEqual([200, undefined]);
    // The service's address answers JSON to anything but its POST, never the site's HTML.
    const probe = await app.inject({ url: '/redirects-api/api/v1/redirect-light', headers: headers(scenario) });
    expect([probe.statusCode, probe.headers['content-type']]).toEqual([404, expect.stringContaining('application/json')]);
  });

  it('serves the page of an address whose rules are cyclic, not a redirect loop', async () => {
    const scenario = uniqueScenario('redirects');
    await patchScenario(app, scenario, { redirects: [{ from: '/a', to: '/b' }, { from: '/b', to: '/a' }] });
    const reply = await app.inject({ url: '/en/a', headers: headers(scenario) });
    expect([reply.statusCode, reply.headers.location]).toEqual([404, undefined]);
  });
});
