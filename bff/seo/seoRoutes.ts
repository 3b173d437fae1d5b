import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from '../jsonApiErrors.ts';
import type { RouteEntry } from '../../schemas/manifest.ts';
import AjvModule from 'ajv';
import { seoQuerySchema, type SeoQuery } from '../../schemas/seo.ts';
import type { ScenarioState } from '../domainStore.ts';
import type { PageDescriber } from './pageDescription.ts';
import { normalizePath, type PageMetadata, type PageRequest, type ResolvedPage } from './pageMetadata.ts';
import { isoLanguageOf, SEO_API, SEO_HOST_COOKIE } from './seoConstants.ts';
import { HOME_IMAGE_SVG } from './seoTexts.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** A host name with an optional port: what a `seo_host` cookie may hold. */
const HOST_PATTERN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$/i;

const Ajv = (AjvModule as unknown as { default: typeof AjvModule }).default;
const validateQuery = new Ajv({ strict: false }).compile(seoQuerySchema);

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SeoRoutesOptions {
  metadata: PageMetadata;
  describers: ReadonlyMap<string, PageDescriber>;
  /** Outside production a `seo_host` cookie may name the host the metadata is made for. */
  production: boolean;
  stateOf(request: FastifyRequest): ScenarioState;
  cookiesOf(request: FastifyRequest): Record<string, string>;
  /** Every route of the domain for the visitor of the request. */
  routesOf(request: FastifyRequest, reply: FastifyReply, state: ScenarioState): readonly RouteEntry[];
}

/** The host the page metadata is made for: the request's, or outside production a valid `seo_host` cookie's. */
export function seoHostOf(request: FastifyRequest, cookies: Record<string, string>, production: boolean): string {
  const override = cookies[SEO_HOST_COOKIE];
  if (!production && override && HOST_PATTERN.test(override)) return override.toLowerCase();
  return String(request.headers.host ?? 'localhost');
}

/** The metadata request of a page of the site, for the first HTML or a call. */
export function pageRequestOf(options: SeoRoutesOptions, request: FastifyRequest, reply: FastifyReply, lang: string, path: string, query?: Partial<SeoQuery>): PageRequest {
  const scenario = options.stateOf(request);
  return {
    scenario,
    lang,
    path,
    protocol: request.protocol,
    host: seoHostOf(request, options.cookiesOf(request), options.production),
    routes: options.routesOf(request, reply, scenario),
    query,
  };
}

/** The SEO query of a call (schemas/seo.ts), or a problem with it. */
function parseQuery(raw: Record<string, unknown>): Partial<SeoQuery> | string {
  if (validateQuery(raw)) return raw as SeoQuery;
  const error = validateQuery.errors?.[0];
  return `${error?.instancePath.slice(1) || 'query'} ${error?.message ?? 'is malformed'}`;
}

/**
 * The page-metadata calls (page data, visual data, SEO content, the ISO language-code map, analytics counters), the
 * SEO text's picture, and per domain `robots.txt` and `sitemap.xml` made from the manifest's routes and what the
 * plugins list (the line's events and championships).
 */
export function registerSeoRoutes(app: FastifyInstance, options: SeoRoutesOptions): void {
  const { metadata } = options;

  const resolved = (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply: FastifyReply): ResolvedPage | FastifyReply => {
    const query = parseQuery(request.query);
    if (typeof query === 'string') return sendApiError(reply, 400, undefined, query);
    const state = options.stateOf(request);
    const lang = query.language ?? state.domain.config.lng.default;
    if (!state.domain.config.lng.available.includes(lang)) return sendApiError(reply, 400, undefined, 'language is not offered');
    const page = metadata.resolve(pageRequestOf(options, request, reply, lang, query.path!, query));
    return page ?? sendApiError(reply, 404, undefined, 'no such page');
  };
  const isPage = (value: ResolvedPage | FastifyReply): value is ResolvedPage => 'data' in value && 'content' in value;

  app.get<{ Querystring: Record<string, unknown> }>(`${SEO_API}/page-data`, async (request, reply) => {
    const page = resolved(request, reply);
    return isPage(page) ? reply.header('Cache-Control', 'no-cache').send(page.data) : page;
  });
  app.get<{ Querystring: Record<string, unknown> }>(`${SEO_API}/visual-data`, async (request, reply) => {
    const page = resolved(request, reply);
    return isPage(page) ? reply.header('Cache-Control', 'no-cache').send(page.visual) : page;
  });
  app.get<{ Querystring: Record<string, unknown> }>(`${SEO_API}/seo-content`, async (request, reply) => {
    const page = resolved(request, reply);
    return isPage(page) ? reply.header('Cache-Control', 'no-cache').send(page.content) : page;
  });

  app.get(`${SEO_API}/iso-languages`, async (request) => {
    const { available } = options.stateOf(request).domain.config.lng;
    return { data: Object.fromEntries(available.map((lang) => [lang, isoLanguageOf(lang)])) };
  });

  // By domain and project id: the domain is the request's host, and a project id that is not this site's has none here.
  app.get<{ Querystring: Record<string, unknown> }>(`${SEO_API}/counters`, async (request, reply) => {
    const query = parseQuery({ path: '/', ...request.query });
    if (typeof query === 'string') return sendApiError(reply, 400, undefined, query);
    const state = options.stateOf(request);
    if (query.projectId !== undefined && query.projectId !== String(state.domain.config.site.refId)) return sendApiError(reply, 404, undefined, 'no such project');
    return reply.header('Cache-Control', 'no-cache').send({ data: metadata.settingsOf(state).counters ?? [] });
  });

  app.get(`${SEO_API}/images/home.svg`, async (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(HOME_IMAGE_SVG));

  app.get('/robots.txt', async (request, reply) => {
    const state = options.stateOf(request);
    const host = seoHostOf(request, options.cookiesOf(request), options.production);
    const privatePaths = disallowedPaths(options.routesOf(request, reply, state));
    const lines = [
      'User-agent: *',
      ...['/bff-api/', '/web-api/', `${SEO_API}/`].map((path) => `Disallow: ${path}`),
      ...privatePaths.sort().map((path) => `Disallow: /*/${path}`),
      'Allow: /',
      '',
      `Sitemap: ${request.protocol}://${host}/sitemap.xml`,
    ];
    return reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const state = options.stateOf(request);
    const routes = options.routesOf(request, reply, state);
    const lang = state.domain.config.lng.default;
    const plugins = new Set(routes.map((route) => route.plugin));
    const pages = new Map<string, number | undefined>();
    for (const route of routes) {
      // Optional parameters are left out; a route with a required one is listed by its plugin, page by page.
      const path = route.path.replace(/(^|\/):[^/]+\?/g, '');
      if (!route.redirect && !route.requiresAuth && !route.guestOnly && !path.includes(':')) pages.set(normalizePath(path), undefined);
    }
    for (const [pluginId, describer] of options.describers) {
      if (!plugins.has(pluginId)) continue;
      for (const page of describer.sitemapPages?.(state) ?? []) pages.set(normalizePath(page.path), page.lastModified);
    }
    const host = seoHostOf(request, options.cookiesOf(request), options.production);
    const urls: string[] = [];
    for (const [path, lastModified] of pages) {
      if (urls.length >= SITEMAP_MAX_URLS) break;
      const page = metadata.resolve({ scenario: state, lang, path, protocol: request.protocol, host, routes });
      const ownUrl = `${request.protocol}://${host}/${lang}${path}`;
      // Only pages that are their own canonical and may be indexed belong in a sitemap.
      if (!page || page.data.canonical !== ownUrl || /noindex/i.test(page.data.metaRobots)) continue;
      const alternates = page.data.hrefLang.map(({ lang: hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`).join('');
      const lastmod = lastModified ? `<lastmod>${new Date(lastModified).toISOString()}</lastmod>` : '';
      urls.push(`<url><loc>${escapeXml(ownUrl)}</loc>${lastmod}${alternates}</url>`);
    }
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
  });
}

/**
 * The paths of pages only players see, for robots.txt: a whole first segment when every route under it needs
 * sign-in (`office/`), else each such route's path up to its first parameter.
 */
function disallowedPaths(routes: readonly RouteEntry[]): string[] {
  const pages = routes.filter((route) => !route.redirect);
  const firstSegment = (route: RouteEntry) => route.path.split('/')[0];
  const paths = new Set<string>();
  for (const route of pages.filter((candidate) => candidate.requiresAuth)) {
    const segment = firstSegment(route);
    const wholeSegment = pages.every((other) => firstSegment(other) !== segment || other.requiresAuth);
    paths.add(wholeSegment ? `${segment}/` : route.path.split('/:')[0]);
  }
  return [...paths].sort();
}
