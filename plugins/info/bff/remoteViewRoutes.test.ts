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
const post = (url: string, payload: object, headers: Record<string, string> = VIEW_HEADERS) =>
  app.inject({ method: 'POST', url, payload, headers: { host: 'localhost', origin: 'http://localhost', cookie: `bff_scenario=${scenario}`, ...headers } });

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

  it('answers the rules view with its 5 tags when the tags component is asked for in a POST, and the chapter links', async () => {
    const reply = await post('/bff-api/remote-view/en/information/rules/sports', { components: ['tags'] });
    expect(reply.statusCode).toBe(200);
    const view = reply.json();
    expect(validate_remoteView(view)).toBe(true);
    expect(view.tags).toHaveLength(5);
    expect(view.tags.map((tag: { prop_link: string }) => tag.prop_link)).toContain('sports');
    expect(view.body).toMatch(/href="\/information\/rules\/sports\/[a-z-]+"/);
  });

  it('leaves a component out of the reply unless it is asked for', async () => {
    const plain = (await get('/bff-api/remote-view/en/information/rules/sports', VIEW_HEADERS)).json();
    const withNone = (await post('/bff-api/remote-view/en/information/rules/sports', { components: [] })).json();
    expect([plain.tags, withNone.tags, plain.body === withNone.body]).toEqual([undefined, undefined, true]);
  });

  it.each([
    ['an unknown component', { components: ['sidebar'] }],
    ['a component twice', { components: ['tags', 'tags'] }],
    ['components that are not a list', { components: 'tags' }],
    ['another field', { components: ['tags'], script: 'x' }],
    ['no components', {}],
  ])('refuses a POST with %s (400, saying what is wrong)', async (_, payload) => {
    const reply = await post('/bff-api/remote-view/en/information/rules/sports', payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].detail).toMatch(/^body/);
  });

  it('answers a technical page with its own status as a document, and 200 when it is drawn inside the app (force-spa)', async () => {
    const asDocument = await get('/bff-api/remote-view/en/technical-pages/404', VIEW_HEADERS);
    const inside = await get('/bff-api/remote-view/en/technical-pages/404', { ...VIEW_HEADERS, 'x-force-spa': '1' });
    expect([asDocument.statusCode, inside.statusCode]).toEqual([404, 200]);
    expect(asDocument.json().title).toBe(inside.json().title);
    expect((await get('/bff-api/remote-view/en/technical-pages/500', VIEW_HEADERS)).statusCode).toBe(500);
    expect((await get('/bff-api/remote-view/en/information/about', { ...VIEW_HEADERS, 'x-force-spa': '1' })).statusCode).toBe(200);
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
