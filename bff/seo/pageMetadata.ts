import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteEntry } from '../../schemas/manifest.ts';
import type { SeoContent, SeoPageData, SeoQuery, SeoVisualData } from '../../schemas/seo.ts';
import { KERNEL_PLUGIN } from '../../src/router/kernelRoutes.ts';
import type { ScenarioState } from '../domainStore.ts';
import { matchRoute, type MatchedRoute } from '../routeMatch.ts';
import { licenceMetas } from './licenceMetas.ts';
import type { DescribedPage, PageDescriber, PageDescription } from './pageDescription.ts';
import { DEFAULT_META_ROBOTS, isoLanguageOf, SIGNED_IN_META_ROBOTS, X_DEFAULT_HREFLANG } from './seoConstants.ts';
import { homeTexts, type HomeSeoTexts } from './seoTexts.ts';
import { trimSlashes } from '../trimSlashes.ts';
import { seoRouteQuery } from './seoRouteQuery.ts';

export type CustomCanonical = { mode: 'url'; targetUrl: string } | { mode: 'mirror'; host: string };

/** What the operator sets for one path (and, for `hierarchyMetaRobots`, the paths below it). */
export interface PageSeoSettings {
  metaRobots?: string;
  hierarchyMetaRobots?: string;
  customCanonical?: CustomCanonical;
  /** The SEO text the operator wrote for the page, instead of the plugin's. */
  seoText?: string;
}

/** A domain's page-metadata settings (bff/seo/seoSettings.json, by domain name): the operator's side of the service. */
export interface DomainSeoSettings {
  /** A canonical for every page of the domain (a mirror's main host). */
  customCanonical?: CustomCanonical;
  mediaAlternates?: ReadonlyArray<{ mediaType: string; toDomain: string }>;
  /** By path without language (`/results`). */
  pages?: Readonly<Record<string, PageSeoSettings>>;
  /**
   * The domain's analytics counters (counter type 1–11, the vendor's id, its script and hit endpoint), their one
   * source: the counters call answers them and the analytics plugin reads them there.
   */
  counters?: ReadonlyArray<{ type: number; id: string; scriptUrl?: string; endpoint?: string }>;
  /** The home page's title, description and SEO text, by language: the brand's own words. */
  home?: Readonly<Record<string, HomeSeoTexts>>;
}

// A path, not a URL: the BFF also runs inside jsdom tests (the analytics plugin's), whose URL class node:fs does not take.
export const SEO_SETTINGS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'seoSettings.json');

let seoSettingsRead: { mtimeMs: number; size: number; settings: Record<string, DomainSeoSettings> } | null = null;

/**
 * The operator's page-metadata settings, parsed again only when the file changes (its modification time or size):
 * every page asks for them several times. A file that is not JSON throws, as it always did, and is not kept.
 */
export const readSeoSettings = (): Record<string, DomainSeoSettings> => {
  const { mtimeMs, size } = statSync(SEO_SETTINGS_FILE);
  if (seoSettingsRead?.mtimeMs !== mtimeMs || seoSettingsRead.size !== size) {
    seoSettingsRead = { mtimeMs, size, settings: JSON.parse(readFileSync(SEO_SETTINGS_FILE, 'utf8')) as Record<string, DomainSeoSettings> };
  }
  return seoSettingsRead.settings;
};

/** The page a metadata request is about. */
export interface PageRequest {
  scenario: ScenarioState;
  lang: string;
  /** Without language and query; `/` for home. */
  path: string;
  /** The URLs' scheme and host (the request's host, or outside production the `seo_host` cookie's). */
  protocol: string;
  host: string;
  /** Every route of the domain for this visitor. */
  routes: readonly RouteEntry[];
  /** What the caller sent besides the path (the visitor's time zone…). */
  query?: Partial<SeoQuery>;
}

/** Everything the service knows of a page: each call answers its part, and the first HTML writes all of it. */
export interface ResolvedPage {
  data: SeoPageData;
  visual: SeoVisualData;
  content: SeoContent;
}

/** `/a/b/c` -> `/a/b`, `/a`, `/` (nearest first). */
const ancestorsOf = (path: string): string[] => {
  const segments = path.split('/').filter(Boolean);
  return segments.map((_, index) => `/${segments.slice(0, segments.length - 1 - index).join('/')}`);
};

export const normalizePath = (rest: string) => `/${trimSlashes(rest.split('?')[0])}`;

/**
 * The page-metadata service of the reference BFF: every page's title, description, metas, robots rules, canonical,
 * hreflang and media alternates, heading and SEO text. Plugins describe their own routes (`describePages` in the BFF
 * context); core describes its own (home) and adds what follows from the domain: URLs, languages, operator rules.
 */
export class PageMetadata {
  /** Test scenarios' page settings, layered over the file's (BFF_TEST only). */
  private readonly scenarioPages = new WeakMap<object, Record<string, PageSeoSettings>>();

  constructor(
    private readonly describers: ReadonlyMap<string, PageDescriber>,
    private readonly settings: () => Record<string, DomainSeoSettings>,
  ) {}

  /** The settings read once for the page being resolved (`resolve` is synchronous): a page asks for them several times. */
  private resolving: Record<string, DomainSeoSettings> | null = null;

  settingsOf(scenario: ScenarioState): DomainSeoSettings {
    return (this.resolving ?? this.settings())[scenario.domain.name] ?? {};
  }

  /** The `seo` field of a test scenario patch: `{ pages: { '/path': { metaRobots, hierarchyMetaRobots, customCanonical, seoText } } }`. */
  patchScenario(scenario: ScenarioState, patch: unknown): string | null {
    const pages = (patch as { pages?: unknown } | null)?.pages;
    if (!pages || typeof pages !== 'object' || Array.isArray(pages)) return 'seo.pages must be an object of paths';
    for (const [path, settings] of Object.entries(pages)) {
      if (!path.startsWith('/') || !settings || typeof settings !== 'object') return `seo.pages.${path.slice(0, 40)} must be a path with settings`;
    }
    this.scenarioPages.set(scenario, { ...this.scenarioPages.get(scenario), ...(pages as Record<string, PageSeoSettings>) });
    return null;
  }

  private pageSettings(scenario: ScenarioState, path: string): PageSeoSettings {
    return { ...this.settingsOf(scenario).pages?.[path], ...this.scenarioPages.get(scenario)?.[path] };
  }

  /** A plugin's (or core's) description of a matched page; null when the page has no route. */
  describe(request: Pick<PageRequest, 'scenario' | 'lang' | 'routes'>, path: string): { match: MatchedRoute; description: PageDescription } | null {
    const match = matchRoute(request.routes, path, request.scenario.domain);
    if (!match || match.route.redirect) return null;
    const companyName = request.scenario.domain.config.site.companyName;
    const page: DescribedPage = { lang: request.lang, path, route: match.route, params: match.params, scenario: request.scenario, companyName };
    // A page for signed-in players is not described by its plugin: its title and text would show a visitor (and a
    // crawler) what the sign-in keeps from them.
    const described = match.route.requiresAuth
      ? null
      : match.route.plugin === KERNEL_PLUGIN
        ? this.describeCorePage(page)
        : this.describers.get(match.route.plugin)?.describe(page);
    return { match, description: described ?? { title: companyName, description: this.homeTextsOf(page).description } };
  }

  private homeTextsOf(page: DescribedPage): HomeSeoTexts {
    return homeTexts(this.settingsOf(page.scenario).home, page.lang, page.scenario.domain.config.lng.default, page.companyName);
  }

  private describeCorePage(page: DescribedPage): PageDescription {
    const texts = this.homeTextsOf(page);
    if (page.route.page === 'home') return { ...texts, h1: page.companyName };
    // Maintenance and block notices are states of the site, not pages to index.
    return { title: page.companyName, description: texts.description, metaRobots: 'noindex, nofollow' };
  }

  /** The page's robots rule: its own, else the nearest ancestor's hierarchy rule, else the default. */
  metaRobotsOf(request: PageRequest, path: string, route: RouteEntry, description: PageDescription): string {
    if (route.requiresAuth) return SIGNED_IN_META_ROBOTS;
    const own = this.pageSettings(request.scenario, path).metaRobots ?? description.metaRobots;
    if (own) return own;
    for (const ancestor of ancestorsOf(path)) {
      const inherited = this.pageSettings(request.scenario, ancestor).hierarchyMetaRobots ?? this.describe(request, ancestor)?.description.hierarchyMetaRobots;
      if (inherited) return inherited;
    }
    return DEFAULT_META_ROBOTS;
  }

  /** The page's metadata, or null when no route of the domain has the path. */
  resolve(request: PageRequest): ResolvedPage | null {
    if (this.resolving) return this.resolveWithSettings(request);
    this.resolving = this.settings();
    try {
      return this.resolveWithSettings(request);
    } finally {
      this.resolving = null;
    }
  }

  private resolveWithSettings(request: PageRequest): ResolvedPage | null {
    const path = normalizePath(request.path);
    const described = this.describe(request, path);
    if (!described) return null;
    const { match, description } = described;
    const { scenario, lang, protocol, host } = request;
    const { config } = scenario.domain;
    const settings = this.settingsOf(scenario);
    const pageSettings = this.pageSettings(scenario, path);
    const pathPart = path === '/' ? '/' : path;
    const urlOf = (origin: string, language: string) => `${origin}/${language}${pathPart}`;
    const origin = `${protocol}://${host}`;
    const customCanonical = pageSettings.customCanonical ?? settings.customCanonical;
    // On a mirror every URL names the main host, so search engines see one site.
    const urlOrigin = customCanonical?.mode === 'mirror' ? `${protocol}://${customCanonical.host}` : origin;
    const canonical =
      customCanonical?.mode === 'url'
        ? /^https?:\/\//.test(customCanonical.targetUrl)
          ? customCanonical.targetUrl
          : `${origin}/${lang}${customCanonical.targetUrl}`
        : urlOf(urlOrigin, lang);
    const hidden = new Set(config.lng.langHiddenUnauthorized ?? []);
    const languages = config.lng.available.filter((language) => !hidden.has(language));
    const hrefLang = [
      ...languages.map((language) => ({ lang: isoLanguageOf(language), href: urlOf(urlOrigin, language) })),
      { lang: X_DEFAULT_HREFLANG, href: urlOf(urlOrigin, config.lng.default) },
    ];
    const mediaAlternates = (settings.mediaAlternates ?? []).map(({ mediaType, toDomain }) => ({
      mediaType,
      urlPath: `/${lang}${pathPart}`,
      toDomain,
      href: urlOf(`${protocol}://${toDomain}`, lang),
    }));
    const page: SeoPageData['page'] = {
      ...request.query,
      domain: host,
      projectId: String(config.site.refId),
      language: lang,
      path,
      ...seoRouteQuery(match.route),
      ...description.query,
    };
    const hierarchyMetaRobots = pageSettings.hierarchyMetaRobots ?? description.hierarchyMetaRobots;
    return {
      data: {
        page,
        title: description.title,
        description: description.description,
        metas: [...(description.metas ?? []), ...licenceMetas(config, host)],
        metaRobots: this.metaRobotsOf(request, path, match.route, description),
        ...(hierarchyMetaRobots ? { hierarchyMetaRobots } : {}),
        ...(customCanonical ? { customCanonical } : {}),
        canonical,
        hrefLang,
        mediaAlternates,
      },
      // The trail starts at the home page (named by the brand), as sportsbooks' trails do; home has none.
      visual: { page, h1: description.h1 ?? description.title, breadcrumbs: path === '/' ? [] : [{ name: config.site.companyName, path: '/' }, ...(description.breadcrumbs ?? [])] },
      content: { page, html: pageSettings.seoText ?? description.seoText ?? '' },
    };
  }
}
