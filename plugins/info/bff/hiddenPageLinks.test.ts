// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { withoutLinksToHiddenPages } from './hiddenPageLinks.ts';

const app = createTestBff();
afterAll(() => app.close());

const VIEW_HEADERS = { 'x-render-mode': 'json', 'x-api-version': 'v2' };

describe('links to the pages a domain hides (notFoundUrls)', () => {
  it('leave the information index of a domain that hides the taxes page, which still answers the 404 page', async () => {
    const scenario = uniqueScenario('hidden-page-links');
    const headers = { host: 'localhost', cookie: `bff_scenario=${scenario}` };
    const set = await app.inject({ method: 'POST', url: `/bff-test/scenario/${scenario}`, payload: { config: { site: { notFoundUrls: ['/information/taxes'] } } }, headers });
    expect(set.statusCode).toBe(200);

    for (const [lang, taxesTitle] of [['en', 'Taxes on winnings'], ['ru', 'Налоги на выигрыш']] as const) {
      const body = (await app.inject({ url: `/bff-api/remote-view/${lang}/information`, headers: { ...headers, ...VIEW_HEADERS } })).json<{ body: string }>().body;
      expect(body).not.toContain('/information/taxes');
      expect(body).not.toContain(taxesTitle);
      expect(body).toContain('href="/information/about"');
    }
    expect((await app.inject({ url: '/en/information/taxes', headers })).statusCode).toBe(404);
  });

  it('keep the text of a hidden page\'s link inside a sentence, and every other link', () => {
    const html = '<p>See <a href="/information/taxes/">our tax notes</a> and <a href="/information/about">about us</a>.</p><ul><li><a href="/information/taxes#top">Taxes</a></li><li><a href="/promo">Promotions</a></li></ul>';
    expect(withoutLinksToHiddenPages(html, ['/information/taxes'])).toBe(
      '<p>See our tax notes and <a href="/information/about">about us</a>.</p><ul><li><a href="/promo">Promotions</a></li></ul>',
    );
  });
});
