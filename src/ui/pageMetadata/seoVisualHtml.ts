import type { SeoVisualData } from '../../../schemas/seo.ts';
import { escapeHtml } from '../escapeHtml.ts';

/** A breadcrumb's path as a link of the site: a same-origin path only (visual data is server input all the same). */
const isSitePath = (path: string) => /^\/(?![/\\])[^\s"'<>]*$/.test(path);

/**
 * The page's visual data as the top of its SEO block: the trail of parent pages (a nav named `label`, the page
 * itself last, not a link) and the page's SEO heading. The BFF writes it into the first HTML and the page-metadata
 * module after a navigation, the same markup both ways. Every text is escaped here, so it needs no sanitiser. They
 * head the SEO text: a page without one (a payment result, a player's page) shows no SEO block, as before.
 */
export function seoVisualHtml(visual: SeoVisualData, lang: string, label: string, hasText: boolean): string {
  if (!hasText) return '';
  const trail = visual.breadcrumbs.filter(({ path }) => isSitePath(path));
  const crumbs = trail.map(({ name, path }, index) => {
    // The home icon of the platform's icon set, drawn by the stylesheet (host.css): decoration, not a picture of the text.
    const icon = index === 0 && path === '/' ? '<span class="breadcrumbs__home" aria-hidden="true"></span>' : '';
    return `<li><a href="/${escapeHtml(lang)}${path === '/' ? '/' : escapeHtml(path)}">${icon}${escapeHtml(name)}</a></li>`;
  });
  const nav = trail.length > 0 ? `<nav class="breadcrumbs" aria-label="${escapeHtml(label)}"><ol>${crumbs.join('')}<li aria-current="page">${escapeHtml(visual.h1)}</li></ol></nav>` : '';
  return `${nav}<h2 class="seo-block__title">${escapeHtml(visual.h1)}</h2>`;
}
