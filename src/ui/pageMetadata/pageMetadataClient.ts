import { http, validateDocument } from '@host/sdk';
import type { SeoContent, SeoPageData, SeoVisualData } from '../../../schemas/seo.ts';
import { validate_seoContent } from '../../generated/validate_seoContent.js';
import { validate_seoPageData } from '../../generated/validate_seoPageData.js';
import { validate_seoVisualData } from '../../generated/validate_seoVisualData.js';
import { firstPageMetadataElement } from './pageMetadataContract.ts';
import { PAGE_METADATA_API, PAGE_METADATA_CACHE_SIZE } from './pageMetadataConstants.ts';

/** A page's head (page data), heading and trail (visual data) and SEO text (SEO content). */
export interface PageMetadata {
  data: SeoPageData;
  /** Null when only the visual-data call failed: the page keeps its head and text, without the trail. */
  visual: SeoVisualData | null;
  content: SeoContent;
  /** The SEO block (visual data and text) as the BFF wrote it into the first HTML; absent for metadata fetched after navigation. */
  safeHtml?: string;
}

/** What the calls carry besides the page (second document: domain, project, language, time zone). */
export interface PageMetadataQuery {
  lang: string;
  path: string;
  projectId?: number;
  timezone?: number;
}

/** The SEO fields a page's route implies (second document), which the page data's `page` answers for the path. */
const ROUTE_FIELDS = ['stream', 'section', 'menuSection', 'subsectionId', 'championshipId', 'matchId'] as const;

const isValid = (value: { data?: unknown; visual?: unknown; content?: unknown }): value is PageMetadata =>
  validate_seoPageData(value.data) && validate_seoVisualData(value.visual) && validate_seoContent(value.content);

/** The metadata the BFF wrote into the first HTML, if it is the page asked for; taken once. */
export function takeFirstPageMetadata(lang: string, path: string): PageMetadata | null {
  const element = firstPageMetadataElement();
  if (!element) return null;
  element.remove();
  try {
    const handover = JSON.parse(element.textContent ?? '') as { data?: unknown; visual?: unknown; content?: unknown; safeHtml?: unknown };
    if (!isValid(handover) || handover.data.page.language !== lang || handover.data.page.path !== path) return null;
    return { data: handover.data, visual: handover.visual, content: handover.content, ...(typeof handover.safeHtml === 'string' ? { safeHtml: handover.safeHtml } : {}) };
  } catch {
    return null;
  }
}

const cache = new Map<string, Promise<PageMetadata | null>>();

/** The page's metadata: from the first HTML, else the page-data, visual-data and SEO-content calls (null when the page has none). */
export function loadPageMetadata(query: PageMetadataQuery): Promise<PageMetadata | null> {
  const key = `${query.lang}:${query.path}`;
  let entry = cache.get(key);
  if (!entry) {
    const first = takeFirstPageMetadata(query.lang, query.path);
    entry = first ? Promise.resolve(first) : fetchPageMetadata(query);
    cache.set(key, entry);
    if (cache.size > PAGE_METADATA_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    // A failed call is asked again on the next visit.
    entry.then((value) => value === null && cache.delete(key), () => cache.delete(key));
  }
  return entry;
}

/**
 * The page data first, by the path: the service answers in its `page` what the page's route implies (stream, section,
 * menuSection, subsectionId, championshipId, matchId), and the visual-data and SEO-content calls carry those.
 */
async function fetchPageMetadata({ lang, path, projectId, timezone }: PageMetadataQuery): Promise<PageMetadata | null> {
  const params = new URLSearchParams({ domain: location.host, language: lang, path });
  if (projectId !== undefined) params.set('projectId', String(projectId));
  if (timezone !== undefined) params.set('timezone', String(timezone));
  try {
    const data = await http.request(`${PAGE_METADATA_API}/page-data?${params}`, { validate: (reply) => validateDocument<SeoPageData>(validate_seoPageData, reply, 'page data') });
    for (const field of ROUTE_FIELDS) {
      const value = data.page[field];
      if (value !== undefined) params.set(field, String(value));
    }
    const [visual, content] = await Promise.all([
      http.request(`${PAGE_METADATA_API}/visual-data?${params}`, { validate: (reply) => validateDocument<SeoVisualData>(validate_seoVisualData, reply, 'visual data') }).catch(() => null),
      http.request(`${PAGE_METADATA_API}/seo-content?${params}`, { validate: (reply) => validateDocument<SeoContent>(validate_seoContent, reply, 'SEO content') }),
    ]);
    return { data, visual, content };
  } catch {
    // Metadata is for crawlers and the SEO block: a page without it works as before.
    return null;
  }
}
