import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { DomainSettings } from '../../bff/domainStore.ts';
import { SHOW_HIDDEN_LANGUAGES_COOKIE } from '../../src/router/routerConstants.ts';

/**
 * What the link-following suites share: the demo brands that show pages, the site-internal links of part of a page,
 * and the status each link's page answers, asked by the browser itself (the test runner resolves no `*.localhost`).
 */
const domainsDir = join(process.cwd(), 'bff', 'domains');

/** The demo brands a visitor browses: a brand in maintenance or blocked shows one page for every address. */
export const browsableBrands = readdirSync(domainsDir)
  .filter((name) => name.endsWith('.json') && !name.startsWith('e2e-'))
  .map((name) => JSON.parse(readFileSync(join(domainsDir, name), 'utf8')) as DomainSettings)
  .filter((domain) => !domain.config.maintenance.isActive && domain.blockReason === null);

/** The brand's address on this machine (`localhost`, `uk.localhost`…). */
export const localHostOf = (domain: DomainSettings) => domain.hosts.find((host) => host === 'localhost' || host.endsWith('.localhost'))!;

/**
 * Makes the visitor one who may read the languages a brand hides from guests (`lng.langHiddenUnauthorized`, the
 * user-cookie flag): the links are followed in every language the brand offers.
 */
export const readHiddenLanguages = (context: BrowserContext, origin: string) => context.addCookies([{ name: SHOW_HIDDEN_LANGUAGES_COOKIE, value: '1', url: origin }]);

/** One link a visitor can follow: where it is and the address it opens (a path with its language). */
export interface FollowedLink {
  from: string;
  to: string;
}

/**
 * The site-internal links in `scope`, as the addresses they open in `lang`: a content link without a language opens in
 * the page's (RemoteView adds it); mail, phone and other sites' links are not pages of the site.
 */
export async function internalLinks(scope: Locator, lang: string, languages: readonly string[]): Promise<string[]> {
  const hrefs = await scope.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const origin = new URL(scope.page().url()).origin;
  return hrefs.flatMap((href) => {
    if (!href.startsWith('/') || href.startsWith('//')) {
      const url = URL.canParse(href) ? new URL(href) : null;
      return url?.origin === origin ? [url.pathname] : [];
    }
    const path = href.replace(/[?#].*$/, '');
    return [languages.includes(path.split('/')[1]!) ? path : `/${lang}${path}`];
  });
}

/**
 * The status each address answers on the page's site, following redirects, asked once per address and all at once:
 * a link that does not open a page answers 404 (the server matches routes as the kernel's route guard does).
 */
export async function statusesOf(page: Page, addresses: Iterable<string>): Promise<Map<string, number>> {
  const unique = [...new Set(addresses)];
  const statuses = await page.evaluate((urls) => Promise.all(urls.map(async (url) => (await fetch(url, { headers: { accept: 'text/html' } })).status)), unique);
  return new Map(unique.map((address, index) => [address, statuses[index]!]));
}

/** The links whose page answered no 2xx, as `from → to (status)`, for one readable failure. */
export const brokenLinks = (links: readonly FollowedLink[], statuses: ReadonlyMap<string, number>) =>
  links.filter(({ to }) => !(statuses.get(to)! >= 200 && statuses.get(to)! < 300)).map(({ from, to }) => `${from} → ${to} (${statuses.get(to)})`);
