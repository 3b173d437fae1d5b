import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../tests/support/bffFetch.ts';
import { POLICY_LOGO_PATH } from './policyLogo.ts';

const app = createTestBff();
afterAll(() => app.close());
const scenario = uniqueScenario('policy-logo');
const page = (url: string, countryId?: string) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, ...(countryId === undefined ? {} : { 'x-geo-country-id': countryId }) } });
const logoIn = (html: string) => /<img class="policy-logo" src="([^"]+)" alt="" width="1" height="1" hidden>/.exec(html)?.[1] ?? null;

describe('the policy logo (first document, section 6)', () => {
  it.each(['1', '66', '126', '228', '120'])('is on every page for a visitor from country %s, after the app root', async (countryId) => {
    for (const url of ['/en/', '/en/information/about', '/ru/line/football']) {
      const html = (await page(url, countryId)).body;
      expect(logoIn(html), url).toBe(POLICY_LOGO_PATH);
      expect(html.indexOf('class="policy-logo"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    }
  });

  it('is on no page for a visitor from another country, of unknown country, or who sends a malformed one', async () => {
    for (const countryId of [undefined, '2', '0', '066', '1.5', '66,1', 'x'.repeat(300)]) {
      const html = (await page('/en/', countryId)).body;
      expect(logoIn(html), countryId).toBeNull();
      expect(html).not.toContain('%POLICY_LOGO%');
    }
  });

  it('is served as a GIF that browsers may keep', async () => {
    const logo = await app.inject({ method: 'GET', url: POLICY_LOGO_PATH, headers: { host: 'localhost' } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/gif');
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    expect(logo.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
  });
});
