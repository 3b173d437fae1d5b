import type { RouteEntry } from '../../schemas/manifest.ts';
import type { ScenarioState } from '../domainStore.ts';
import type { SeoRouteQuery } from './seoRouteQuery.ts';

/** A page as a plugin's describer sees it: the route of the manifest it matched and that route's parameters. */
export interface DescribedPage {
  /** The site language the page is in. */
  readonly lang: string;
  /** The address without the language and the query, `/` for home. */
  readonly path: string;
  readonly route: RouteEntry;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly scenario: ScenarioState;
  readonly companyName: string;
}

/** What a plugin knows of one of its pages; core adds the canonical, the alternates and the robots defaults. */
export interface PageDescription {
  title: string;
  description: string;
  /** The page's heading (visual data); the title when absent. */
  h1?: string;
  /** The SEO text, HTML (sanitised wherever it is shown). */
  seoText?: string;
  metas?: ReadonlyArray<{ name: string; content: string }>;
  metaRobots?: string;
  hierarchyMetaRobots?: string;
  /** Parent pages, nearest last (visual data). */
  breadcrumbs?: ReadonlyArray<{ name: string; path: string }>;
  /**
   * The SEO-call fields only the plugin's data knows (a championship's id behind its slug, a game's category); what the
   * route itself implies core takes from bff/seo/seoRouteQuery.ts.
   */
  query?: Partial<SeoRouteQuery>;
}

/** A page of the sitemap: its path without language (`/line/football/epl`). */
export interface SitemapPage {
  path: string;
  /** Last change, epoch ms. */
  lastModified?: number;
}

/**
 * A plugin's part of the page metadata: it describes the pages of its own routes (core calls it for a route whose
 * `plugin` is the module's id) and lists the pages its routes have beyond their fixed paths (events, championships).
 */
export interface PageDescriber {
  /** The page's metadata, or null to leave it to core's defaults. */
  describe(page: DescribedPage): PageDescription | null;
  /** The dynamic pages of this domain and language for the sitemap (fixed paths of routes.json are listed by core). */
  sitemapPages?(scenario: ScenarioState): readonly SitemapPage[];
}
