// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { loadPageMetadata } from './pageMetadataClient.ts';

const app = createTestBff();
afterAll(() => app.close());

describe("a page's metadata after a navigation", () => {
  it('keeps its head and SEO text when only the visual-data call fails, without the trail', async () => {
    const scenario = uniqueScenario('visual-data-down');
    await patchScenario(app, scenario, { faults: [{ path: '/seo-api/v1/visual-data', status: 500 }] });
    globalThis.fetch = bffFetch(app, scenario);
    const metadata = await loadPageMetadata({ lang: 'en', path: '/information/about' });
    expect(metadata?.data.title).toMatch(/About/);
    expect(metadata?.visual).toBeNull();
  });

  it('has the trail when the visual-data call answers', async () => {
    globalThis.fetch = bffFetch(app, uniqueScenario('visual-data-up'));
    const metadata = await loadPageMetadata({ lang: 'en', path: '/line/football/epl' });
    expect(metadata?.visual?.breadcrumbs.map((crumb) => crumb.path)).toEqual(['/', '/line/football']);
  });

  it("asks the page data by the path, then the trail and the text with the SEO fields it answered for the page's route", async () => {
    const toBff = bffFetch(app, uniqueScenario('route-fields'));
    const asked: URL[] = [];
    globalThis.fetch = async (input, init) => {
      asked.push(new URL(String(input), location.href));
      return toBff(input, init);
    };
    await loadPageMetadata({ lang: 'en', path: '/live/football/epl', projectId: 1, timezone: 3 });
    const [pageData, ...others] = asked;
    expect(pageData.pathname).toBe('/seo-api/v1/page-data');
    expect(Object.fromEntries(pageData.searchParams)).toEqual({ domain: location.host, language: 'en', path: '/live/football/epl', projectId: '1', timezone: '3' });
    expect(others.map((url) => url.pathname).sort()).toEqual(['/seo-api/v1/seo-content', '/seo-api/v1/visual-data']);
    for (const url of others) {
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ path: '/live/football/epl', section: 'live', stream: 'live', menuSection: 'football', championshipId: expect.stringMatching(/^[0-9]+$/) });
    }
  });
});
