// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { validate_remoteView } from '../../../tests/support/kernelTestKit.ts';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';

const app = createTestBff();
afterAll(() => app.close());

const VIEW_HEADERS = { 'x-render-mode': 'json', 'x-api-version': 'v2' };
const scenario = uniqueScenario('remote-views');
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, ...headers } });

describe('remote views', () => {
  it.each([
    ['no headers', {}],
    ['only X-Render-Mode', { 'x-render-mode': 'json' }],
    ['only X-Api-Version', { 'x-api-version': 'v2' }],
    ['an old API version', { 'x-render-mode': 'json', 'x-api-version': 'v1' }],
  ])('answers 406 with %s', async (_, headers) => {
    const reply = await get('/bff-api/remote-view/en/information/about', headers);
    expect(reply.statusCode).toBe(406);
    expect(reply.json().errors[0].detail).toEqual(expect.any(String));
  });

  it('answers a view with appName, title, body and head', async () => {
    const reply = await get('/bff-api/remote-view/en/information/about', VIEW_HEADERS);
    expect(reply.statusCode).toBe(200);
    const view = reply.json();
    expect(validate_remoteView(view)).toBe(true);
    expect(view).toMatchObject({ appName: 'info', title: expect.any(String), body: expect.stringContaining('<'), head: [{ name: 'description', content: expect.any(String) }] });
    expect(view.title).not.toBe('');
  });

  it('answers 404 with a detail for an unknown view', async () => {
    const reply = await get('/bff-api/remote-view/en/information/no-such-page', VIEW_HEADERS);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().errors[0].detail).toContain('information/no-such-page');
  });

  it('answers 404 as a JSON:API error for an address that cannot name a view: no two-letter language, a path too long', async () => {
    for (const url of ['/bff-api/remote-view/english/information/about', '/bff-api/remote-view/E1/information/about', `/bff-api/remote-view/en/${'information/'.repeat(30)}`]) {
      const reply = await get(url, VIEW_HEADERS);
      expect([url, reply.statusCode, reply.json().errors[0]]).toEqual([url, 404, { status: '404', code: 'not_found', detail: 'no such view' }]);
    }
  });

  it('answers the rules view with its 5 tags and the chapter links', async () => {
    const reply = await get('/bff-api/remote-view/en/information/rules/sports', VIEW_HEADERS);
    expect(reply.statusCode).toBe(200);
    const view = reply.json();
    expect(validate_remoteView(view)).toBe(true);
    expect(view.tags).toHaveLength(5);
    expect(view.tags.map((tag: { prop_link: string }) => tag.prop_link)).toContain('sports');
    expect(view.body).toMatch(/href="\/information\/rules\/sports\/[a-z-]+"/);
  });

  it('answers 404 for an unknown rules group', async () => {
    expect((await get('/bff-api/remote-view/en/information/rules/no-such-group', VIEW_HEADERS)).statusCode).toBe(404);
  });

  it('states on the about page, in every language, as many sports as the line offers', async () => {
    const sportsOnTheLine = (await get('/line-api/v1/line/tree?lang=en')).json<{ sports: unknown[] }>().sports.length;
    const claims = { en: `on ${sportsOnTheLine} sports:`, ru: `на ${sportsOnTheLine} видов спорта:` };
    for (const [lang, claim] of Object.entries(claims)) {
      expect((await get(`/bff-api/remote-view/${lang}/information/about`, VIEW_HEADERS)).json().body).toContain(claim);
    }
  });

  it('puts the slug of a news item into its title', async () => {
    const reply = await get('/bff-api/remote-view/en/information/news/summer-odds-boost', VIEW_HEADERS);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().title).toContain('summer odds boost');
  });
});
