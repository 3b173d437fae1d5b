// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, projectRoot } from '../../../tests/support/bffFetch.ts';

/**
 * Every link a visitor can follow in the information pages, the footer and the menus answers a page, on every demo
 * brand that shows pages and in every language it offers: a content link to a page the brand lists as not found, or
 * to a route it does not have, is the 404 page to a visitor.
 */
const app = createTestBff();
afterAll(() => app.close());

interface DomainFile {
  hosts: string[];
  blockReason?: number | null;
  config: { maintenance: { isActive: boolean }; lng: { available: string[] } };
}

const domainsDir = join(projectRoot, 'bff', 'domains');
const brands = readdirSync(domainsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({ file, domain: JSON.parse(readFileSync(join(domainsDir, file), 'utf8')) as DomainFile }))
  // A brand in maintenance or blocked shows one page for every address.
  .filter(({ domain }) => !domain.config.maintenance.isActive && !domain.blockReason);

/** What the test reads of the route manifest: the routes' paths and the plugins' navigation items. */
interface Manifest {
  routes: Array<{ name: string; path: string }>;
  plugins: Array<{ id: string; navigation?: Array<{ route: string }> }>;
}

const VIEW_HEADERS = { 'x-render-mode': 'json', 'x-api-version': 'v2' };
/** The site-internal links of some HTML, without their fragment and query. */
const internalLinks = (html: string) => [...html.matchAll(/href="(\/[^"#?]*)/g)].map(([, href]) => href!.replace(/\/+$/, '') || '/');

/**
 * The links of the pages reachable from the information index that are remote views (information, support, promo…),
 * crawled through the remote-view call; none when the brand has no information index.
 */
async function contentLinks(host: string, lang: string, pageStatus: (url: string) => Promise<number>): Promise<Array<{ from: string; href: string }>> {
  if ((await pageStatus(`/${lang}/information`)) !== 200) return [];
  const links: Array<{ from: string; href: string }> = [];
  const queue = ['information'];
  const seen = new Set(queue);
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const reply = await app.inject({ url: `/bff-api/remote-view/${lang}/${path}`, headers: { host, ...VIEW_HEADERS } });
    // A link to a page that is no remote view (the line, the office) has nothing to crawl; its page is checked.
    if (reply.statusCode !== 200) continue;
    for (const href of internalLinks(reply.json<{ body: string }>().body)) {
      links.push({ from: path, href });
      const viewPath = href.slice(1);
      if (!seen.has(viewPath)) {
        seen.add(viewPath);
        queue.push(viewPath);
      }
    }
  }
  return links;
}

/** The footer's and the menus' links: every plugin's navigation item whose route the brand has. */
async function navigationLinks(host: string): Promise<Array<{ from: string; href: string }>> {
  const manifest = (await app.inject({ url: '/bff-api/manifest.json', headers: { host } })).json<Manifest>();
  const pathOf = new Map(manifest.routes.map((route) => [route.name, route.path]));
  return manifest.plugins.flatMap((plugin) =>
    (plugin.navigation ?? []).flatMap((item) => {
      const path = pathOf.get(item.route);
      return path === undefined || path.includes(':') ? [] : [{ from: `${plugin.id} navigation ${item.route}`, href: `/${path}` }];
    }),
  );
}

describe('links a visitor follows', () => {
  it.each(brands.map(({ file, domain }) => [file, domain] as const))('on %s: every information, footer and menu link answers a page in every language', { timeout: 180_000 }, async (_file, domain) => {
    const host = domain.hosts[0]!;
    const answered = new Map<string, number>();
    const pageStatus = async (url: string) => {
      if (!answered.has(url)) answered.set(url, (await app.inject({ url, headers: { host } })).statusCode);
      return answered.get(url)!;
    };
    const broken: string[] = [];
    const footerAndMenus = await navigationLinks(host);
    expect(footerAndMenus.length).toBeGreaterThan(3);
    for (const lang of domain.config.lng.available) {
      for (const { from, href } of [...(await contentLinks(host, lang, pageStatus)), ...footerAndMenus]) {
        const status = await pageStatus(`/${lang}${href}`);
        if (status !== 200) broken.push(`${lang} ${from} → ${href} (${status})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
