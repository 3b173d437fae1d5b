import { escapeHtml, type DescribedPage, type PageDescriber, type PageDescription } from '../../../bff/bffModule.ts';
import type { RemoteViews } from './remoteViews.ts';

/**
 * Service pages (first document 2.9): what a visitor whose VPN or proxy is refused, or whose browser is too old,
 * reads. Not pages to index, so never in the sitemap either, like the server error and the statistics window.
 */
const SERVICE_PAGES = new Set(['internal-vpn', 'oldBrowser']);
const SERVICE_PAGE_ROBOTS = 'noindex, nofollow';

/**
 * What the info plugin tells the page metadata: an information page's title and description are its remote view's
 * (the title the view sets when it shows, so the first HTML and the shown page agree), its SEO text the description.
 */
export function infoPages(views: RemoteViews): PageDescriber {
  return {
    describe(page: DescribedPage): PageDescription | null {
      const view = views.render(page.lang, page.path.replace(/^\//, ''), page.scenario);
      if (!view) return SERVICE_PAGES.has(page.route.name) ? { title: page.companyName, description: '', metaRobots: SERVICE_PAGE_ROBOTS } : null;
      const description = view.head?.find((meta) => meta.name === 'description')?.content ?? '';
      return {
        title: view.title,
        description,
        seoText: description ? `<p>${escapeHtml(description)}</p>` : '',
        h1: view.title,
        metas: (view.head ?? []).filter((meta) => meta.name !== 'description'),
        ...(SERVICE_PAGES.has(page.route.name) ? { metaRobots: SERVICE_PAGE_ROBOTS } : {}),
      };
    },
  };
}
