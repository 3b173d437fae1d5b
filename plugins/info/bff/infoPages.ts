import type { DescribedPage, PageDescriber, PageDescription } from '../../../bff/bffModule.ts';
import type { RemoteViews } from './remoteViews.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What the info plugin tells the page metadata: an information page's title and description are its remote view's
 * (the title the view sets when it shows, so the first HTML and the shown page agree), its SEO text the description.
 */
export function infoPages(views: RemoteViews): PageDescriber {
  return {
    describe(page: DescribedPage): PageDescription | null {
      const view = views.render(page.lang, page.path.replace(/^\//, ''), page.scenario);
      if (!view) return null;
      const description = view.head?.find((meta) => meta.name === 'description')?.content ?? '';
      return {
        title: view.title,
        description,
        seoText: description ? `<p>${escapeHtml(description)}</p>` : '',
        h1: view.title,
        metas: (view.head ?? []).filter((meta) => meta.name !== 'description'),
        query: { menuSection: page.route.name.split('.')[1] },
      };
    },
  };
}
