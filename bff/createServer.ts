import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { compressReplies } from './compressedReplies.ts';
import { sendApiError } from './jsonApiErrors.ts';
import { requestValidatorCompiler } from './requestValidation.ts';
import { registerHealthRoutes } from './healthRoutes.ts';
import { assetOriginFromEnvironment, assetOriginOf } from './assetOrigin.ts';
import { REQUEST_IDS } from './serverLogging.ts';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import type { PluginFeedEntry } from '../schemas/manifest.ts';
import { splitLanguage } from '../src/router/languages.ts';
import { PLATFORM_TYPE_QUERY } from '../src/router/routerConstants.ts';
import { parseCookies } from '../src/http/cookies.ts';
import { DomainStore, type ScenarioState } from './domainStore.ts';
import { pluginFirstScreen, type FirstScreenRenderer, type PluginFirstScreen } from './firstScreens.ts';
import { matchRoute } from './routeMatch.ts';
import { ManifestCache, type ServedManifest } from './manifestCache.ts';
import { IndexHtml } from './indexHtml.ts';
import { maintenanceAnswer } from './maintenanceAnswer.ts';
import { servedConfig } from './servedConfig.ts';
import { windowWidthOf } from './windowWidth.ts';
import { siteCookieAttributes } from './siteCookieAttributes.ts';
import { readPluginCatalog } from './pluginCatalog.ts';
import { RolloutBuckets } from './pluginRollout.ts';
import { registerPluginErrorReports } from './pluginErrorReports.ts';
import { registerCookieAgreements } from './cookieAgreements.ts';
import { PluginOverrides } from './pluginOverrides.ts';
import { PUBLIC_FOLDERS } from './publicFolders.ts';
import { StaticFiles } from './staticFiles.ts';
import type { BffModule, ScenarioPatcher } from './bffModule.ts';
import { BffServices, remoteViewService } from './bffServices.ts';
import { importBffModules, mountBffModules } from './mountBffModules.ts';
import { isUnsupportedBrowser } from './browserSupport.ts';
import { MailLinks } from './mailLinks.ts';
import { MailOutbox } from './mailOutbox.ts';
import { registerTestControl, SCENARIO_COOKIE, takeFault } from './testControl.ts';
import { AttemptLimits } from './attemptLimits.ts';
import { isUnavailable, type Database } from './database/database.ts';
import { lazyDatabase, openDatabase, platformDatabase } from './database/openDatabase.ts';
import { hostnameOf, SERVED_HOST_CONFIG, ServedHosts } from './servedHosts.ts';
import { registerPwaRoutes } from './pwa/registerPwaRoutes.ts';
import { geoCountryIdOf, registerPolicyLogo } from './policyLogo.ts';
import { registerRedirectLight, resolveRedirect } from './redirectLight.ts';
import { fastifyTrustProxy, type ServerRole, type TrustProxy } from './serverRole.ts';
import { registerUpstreamProxy } from './upstreamProxy.ts';
import type { PageDescriber } from './seo/pageDescription.ts';
import { PageMetadata, readSeoSettings } from './seo/pageMetadata.ts';
import { pageRequestOf, registerSeoRoutes, type SeoRoutesOptions } from './seo/seoRoutes.ts';
import { registerSysAssetRoutes } from './sysAssets/sysAssetRoutes.ts';
import { trimTrailingSlashes } from './trimSlashes.ts';

export interface ServerOptions {
  root: string;
  distDir?: string;
  testMode?: boolean;
  /** The dev flag: browsers may load plugin authors' local builds on domains that allow it (bff/pluginOverrides.ts). */
  devMode?: boolean;
  /** Fastify's pino logger (bff/serverLogging.ts); default off. */
  logger?: FastifyServerOptions['logger'];
  /** The origin of the build for domains whose file names none (bff/assetOrigin.ts); default ASSET_ORIGIN, else the site's own. */
  assetOrigin?: string | null;
  /** The domain files (default bff/domains under root), watched while the server runs. */
  domainsDir?: string;
  /** Where the server keeps what outlives a restart (PGlite's folder, `pglite/`); none: memory only. */
  stateDir?: string;
  /**
   * The player platform's database. Absent: PostgreSQL at `DATABASE_URL` when set, else PGlite in `<stateDir>/pglite`
   * (in memory without a stateDir). A database handed in is the caller's to close.
   */
  database?: Database;
  /** Whose players this server serves (BffContext.realmOf); default '' outside test mode, a fresh one per server under it. */
  realm?: string;
  /** The plugins' BFF modules to mount; by default every plugins/<id>/bff/index.ts under root. */
  modules?: () => Promise<readonly BffModule[]>;
  /** What the server serves (bff/serverRole.ts); default `embedded`, the shell and the demo platform in one. */
  role?: ServerRole;
  /** The proxies in front whose X-Forwarded-* headers are believed (Fastify's trustProxy); default none. */
  trustProxy?: TrustProxy;
  /** The shell role's timeouts towards the platform (defaults in bff/upstreamProxy.ts). */
  upstreamTimeouts?: { connectMs?: number; replyMs?: number };
}

/** Replies that are not pages (JSON, scripts, styles) may run or embed nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A state-changing call with cookies and no bearer token, that its browser says comes from another site. */
export function isCrossSiteCookieCall(request: FastifyRequest): boolean {
  if (!STATE_CHANGING_METHODS.has(request.method) || !request.headers.cookie || request.headers.authorization) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/** The page for browsers the build cannot run (first document 2.9, route name `oldBrowser`), where a domain has it. */
const OLD_BROWSER_ROUTE = 'oldBrowser';

/** Paths under the API prefixes and the build's folders are never pages: a miss there is a 404, not the app shell. */
const NOT_A_PAGE = new RegExp(`^/(${['bff-api', 'bff-test', 'blocks-api', 'redirects-api', 'web-api', 'seo-api', ...PUBLIC_FOLDERS].join('|')})/`);


/**
 * The reference BFF: serves the build and every call the front end makes, per domain (by Host header), with
 * demo data. Under test mode it also takes test-control calls and injects faults per scenario.
 */
export function createServer(options: ServerOptions): FastifyInstance {
  const { root, distDir = join(root, 'dist'), testMode = false, devMode = false, logger = false, domainsDir = join(root, 'bff', 'domains'), stateDir, modules, database: givenDatabase } = options;
  const { realm = testMode ? randomUUID() : '', role = 'embedded', trustProxy = false, assetOrigin = assetOriginFromEnvironment() } = options;
  // The modules register after the database is open and migrated: creating an embedded PGlite takes about 9 s here,
  // and longer on a busy machine, which Fastify's 10 s limit for a plugin's start would refuse.
  const app = Fastify({ logger, pluginTimeout: 120_000, trustProxy: fastifyTrustProxy(trustProxy), ...REQUEST_IDS });
  app.setValidatorCompiler(requestValidatorCompiler);
  compressReplies(app);
  const databaseChoice = platformDatabase(stateDir);
  const database = givenDatabase ?? lazyDatabase(() => openDatabase(databaseChoice), databaseChoice.url ? 'postgres' : 'pglite');
  const mail = new MailOutbox(database, { keepsTokens: testMode || devMode, shown: devMode ? (sent) => app.log.info({ mail: sent }, 'mail kept in the outbox (dev mode shows its links)') : undefined });
  if (!givenDatabase) app.addHook('onClose', async () => database.close());
  // A database that is down fails the call, never the server: 503 with a JSON:API error the pages show.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (isUnavailable(error)) {
      request.log.error(error);
      return sendApiError(reply, 503, 'service_unavailable', 'The service is unavailable, please try again shortly');
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // A refusal that carries its JSON:API errors (the rate limits') is sent as it is.
    const { errors } = error as { errors?: unknown };
    if (Array.isArray(errors) && status < 500) return reply.code(status).send({ errors });
    // Otherwise Fastify's own reply (its schema and body errors keep their shape).
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({ statusCode: status, code: (error as { code?: string }).code, error: STATUS_CODES[status], message: status >= 500 ? 'Internal Server Error' : error.message });
  });
  const store = new DomainStore(domainsDir, { catalog: () => readPluginCatalog(join(root, 'plugins'), distDir), jurisdictionsDir: join(root, 'bff', 'jurisdictions') });
  app.addHook('onClose', async () => store.close());
  const staticFiles = new StaticFiles(distDir);
  const indexHtml = new IndexHtml(root, distDir, testMode, assetOrigin);
  const manifests = new ManifestCache(distDir, (state) => store.isShared(state));
  const requestManifests = new WeakMap<FastifyRequest, { domain: ScenarioState['domain']; served: ServedManifest }>();
  const services = new BffServices();
  const scenarioFields = new Map<string, ScenarioPatcher>();
  const servedHosts = new ServedHosts();
  /** A page's policy: the domain's asset origin, and the served hosts the domain's pages may frame and load scripts from. */
  const pageCsp = (request: FastifyRequest, domain: ScenarioState['domain'], firstScreenCss = '') =>
    indexHtml.contentSecurityPolicy(domain, servedHosts.framedOrigins(request, domain), firstScreenCss, servedHosts.scriptOrigins(request, domain));
  const pageDescribers = new Map<string, PageDescriber>();
  const firstScreens = new Map<string, FirstScreenRenderer>();
  const pageMetadata = new PageMetadata(pageDescribers, readSeoSettings);

  const cookiesOf = (request: FastifyRequest) => parseCookies(request.headers.cookie ?? '');
  const realmOfScenario = (scenario: string | undefined) => (testMode ? `${realm}|${scenario ?? ''}` : realm);
  const realmOf = (request: FastifyRequest): string => realmOfScenario(cookiesOf(request)[SCENARIO_COOKIE]);
  const stateOf = (request: FastifyRequest): ScenarioState => {
    const scenario = testMode ? cookiesOf(request)[SCENARIO_COOKIE] : undefined;
    return store.stateFor(request.headers.host, scenario);
  };
  const assetOriginFor = (request: FastifyRequest) => assetOriginOf(stateOf(request).domain, assetOrigin);
  const pluginOverrides = new PluginOverrides({ devMode, distDir, stateOf, cookiesOf });
  if (role !== 'platform') pluginOverrides.register(app);
  const rolloutBuckets = new RolloutBuckets(cookiesOf);
  /** The first screen of a page renders the remote view of its path, when a module provides them. */
  const remoteViewFor = (lang: string, path: string, state: ScenarioState) => services.find(remoteViewService)?.render(lang, path, state) ?? null;

  // A host a module serves (bff/servedHosts.ts) answers that module's routes for it and nothing of the site.
  app.addHook('onRequest', async (request, reply) => {
    const hostname = hostnameOf(request.headers.host);
    if (!servedHosts.isServed(hostname)) return;
    if ((request.routeOptions.config as { [SERVED_HOST_CONFIG]?: string } | undefined)?.[SERVED_HOST_CONFIG] !== hostname) return sendApiError(reply, 404, undefined, 'not found');
  });

  // A call that changes state on the strength of a cookie alone must come from the site's own pages (CSRF): a browser
  // names the calling site in Origin and Sec-Fetch-Site. Calls with a bearer token carry what no other site can send.
  app.addHook('onRequest', async (request, reply) => {
    if (!isCrossSiteCookieCall(request) || servedHosts.isServed(hostnameOf(request.headers.host))) return;
    return reply.code(403).send({ errors: [{ status: '403', code: 'cross_site_refused', detail: 'this call is accepted from the site itself only' }] });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    // A page of a served host comes with its own policy.
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', isPage ? pageCsp(request, stateOf(request).domain) : API_CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    // A served host's page may say less (the identity provider's says nothing of where it sends the browser).
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    return payload;
  });

  if (testMode) {
    registerTestControl(app, store, scenarioFields, realmOfScenario, mail);
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/bff-test/')) return;
      const fault = takeFault(stateOf(request).faults, request.url.split('?')[0]);
      if (!fault) return;
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status !== undefined || fault.body !== undefined) {
        return reply.code(fault.status ?? 200).type('application/json').send(fault.body ?? JSON.stringify({ errors: [{ detail: 'injected fault' }] }));
      }
    });
  }

  // Every plugin's calls: each plugins/<id>/bff/index.ts, providers first (the domain's plugin switches decide what the
  // manifest offers, not which calls exist). The shell role mounts none: its calls go to the platform its domain names
  // (bff/upstreamProxy.ts), and only core's migrations run, for the load-failure reports it keeps.
  const loadModules = role === 'shell' ? async () => [] : (modules ?? (() => importBffModules(join(root, 'plugins'))));
  mountBffModules(app, loadModules, { testMode, stateOf, stateFor: (host, scenario) => store.stateFor(host, testMode ? (scenario ?? undefined) : undefined), cookiesOf, database, realmOf, attempts: new AttemptLimits(database), mail, mailLinks: new MailLinks(database), services, scenarioFields, servedHosts, pageDescribers, firstScreens });
  registerHealthRoutes(app, { database, distDir: role === 'platform' ? undefined : distDir, domainCount: () => store.domainCount });
  if (role === 'shell') {
    const prefixes = [...new Set([...readPluginCatalog(join(root, 'plugins'), distDir).values()].flatMap((plugin) => plugin.apiPrefixes))];
    const { connectMs, replyMs } = options.upstreamTimeouts ?? {};
    registerUpstreamProxy(app, { prefixes, upstreamOf: (request, prefix) => stateOf(request).domain.upstreams?.[prefix], connectTimeoutMs: connectMs, replyTimeoutMs: replyMs });
  }
  // The platform role serves calls only: no pages, no build, no reports. The rest is the product, the shell's.
  if (role === 'platform') {
    app.setNotFoundHandler((_request, reply) => sendApiError(reply, 404, undefined, 'not found'));
    return app;
  }

  if (testMode) scenarioFields.set('seo', (scenario, patch) => pageMetadata.patchScenario(scenario, patch));
  const seo: SeoRoutesOptions = {
    metadata: pageMetadata,
    describers: pageDescribers,
    production: !testMode && !devMode,
    stateOf,
    cookiesOf,
    routesOf: (request, reply, state) => visitorManifest(request, reply, state).routes,
  };
  registerSeoRoutes(app, seo);
  registerSysAssetRoutes(app);

  registerPluginErrorReports(app, { testMode, database, realmOf });
  registerCookieAgreements(app, { testMode, database, realmOf });
  registerPwaRoutes(app, {
    distDir,
    testMode,
    stateOf,
    scenarioFields,
    assetOriginOf: assetOriginFor,
    manifestPlugins: (request, reply) => manifests.get(stateOf(request), pluginOverrides.acceptedFor(request), rolloutBuckets.bucketOf(request, reply), assetOriginFor(request)).manifest.plugins,
  });

  app.get('/bff-api/config/all.json', async (request, reply) => {
    const state = stateOf(request);
    if (state.rawDocuments.config !== undefined) return reply.type('application/json').send(state.rawDocuments.config);
    return reply.header('Cache-Control', 'no-cache').send(servedConfig(state.domain.config, { today: new Date(), geoCountryId: geoCountryIdOf(request.headers) }));
  });

  app.get<{ Querystring: { groups?: string; lang?: string } }>('/bff-api/config/group/get', async (request, reply) => {
    const groups = (request.query.groups ?? '').split(',').filter(Boolean);
    if (groups.length === 0) return sendApiError(reply, 400, undefined, 'groups is required');
    const config = servedConfig(stateOf(request).domain.config, { today: new Date(), geoCountryId: geoCountryIdOf(request.headers) }) as Record<string, unknown>;
    reply.header('Cache-Control', 'no-cache');
    return { data: Object.fromEntries(groups.filter((group) => config[group] !== undefined).map((group) => [group, config[group]])) };
  });

  app.get('/bff-api/manifest.json', async (request, reply) => {
    const state = stateOf(request);
    if (state.rawDocuments.manifest !== undefined) return reply.type('application/json').send(state.rawDocuments.manifest);
    const bucket = rolloutBuckets.bucketOf(request, reply);
    // Per visitor (their rollout bucket, their local builds): no shared cache may keep it.
    // Sent as the JSON Fastify would make of it, made once per kept manifest.
    const manifest = manifests.get(state, pluginOverrides.acceptedFor(request), bucket, assetOriginFor(request));
    return reply.header('Cache-Control', 'private, no-store').type('application/json; charset=utf-8').send(manifest.json());
  });

  registerPolicyLogo(app);
  registerRedirectLight(app, (request) => stateOf(request).domain);

  app.post('/blocks-api/api/v2/block', async (request) => {
    const reason = stateOf(request).domain.blockReason;
    return reason === null ? { displayTypeId: 0, templateTypeId: 0 } : { displayTypeId: 1, templateTypeId: reason };
  });

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    const file = staticFiles.get(path);
    if (file) {
      // Any origin may read the build (public files, no credentials): a page whose build comes from a CDN that copies
      // this server loads each file with crossorigin and integrity, which needs CORS.
      reply.header('Cache-Control', file.cacheControl).header('Access-Control-Allow-Origin', '*').type(file.contentType);
      if (file.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').header('Vary', 'Accept-Encoding').send(file.gzipped);
      }
      return reply.send(file.body);
    }
    if (NOT_A_PAGE.test(path)) return sendApiError(reply, 404, undefined, 'not found');
    const state = stateOf(request);
    // An address the operator moved answers its redirect before any page is made of it (crawlers keep the new one).
    const moved = resolveRedirect(state.domain.redirects, request.url, state.domain.config.lng.available);
    if (moved.redirect) return reply.header('Cache-Control', 'no-cache').redirect(moved.url!, moved.code);
    const { lang, rest } = splitLanguage(path);
    const language = lang && state.domain.config.lng.available.includes(lang) ? lang : state.domain.config.lng.default;
    const routes = lang === null ? [] : visitorManifest(request, reply, state).routes;
    const route = lang === null ? null : (matchRoute(routes, rest, state.domain)?.route ?? null);
    // A browser known to fail on the build is sent to the page that says so, whose text comes in its HTML.
    const oldBrowserPage = route && route.name !== OLD_BROWSER_ROUTE && isUnsupportedBrowser(request.headers['user-agent']) ? routes.find((candidate) => candidate.name === OLD_BROWSER_ROUTE) : undefined;
    if (oldBrowserPage) return reply.header('Cache-Control', 'no-store').header('Vary', 'User-Agent').redirect(`/${language}/${oldBrowserPage.path}`, 302);
    // An unknown address with platform_type is sent home by the kernel, so it is not a 404 (first document, 2.10).
    const status = lang !== null && !route && !new URL(request.url, 'http://host').searchParams.has(PLATFORM_TYPE_QUERY) ? 404 : 200;
    const viewPath = trimTrailingSlashes(rest);
    // Pages for signed-in users are never rendered into the HTML: the guards decide who sees them.
    const view = route?.page && !route.redirect && !route.requiresAuth ? remoteViewFor(language, viewPath, state) : null;
    // Views with a header of their own (the rules tags) are rendered by their plugin only, so nothing shifts.
    const firstScreen =
      viewPath === '' ? { kind: 'home' as const } : view && !view.tags ? { kind: 'remote-view' as const, path: viewPath, view } : { kind: 'skeleton' as const };
    // A page whose plugin draws its first screen (bff/firstScreens.ts) opens with it instead of the skeleton.
    const pluginScreen = firstScreen.kind === 'skeleton' && route?.page && !route.redirect && !route.requiresAuth && firstScreens.has(route.plugin) ? await firstScreenOf(request, reply, state, language, rest) : null;
    if (pluginScreen) reply.header('Content-Security-Policy', pageCsp(request, state.domain, pluginScreen.css));
    // Crawlers get the page's head and SEO text without JavaScript; the client keeps the same (bff/seo).
    const page = status === 200 && lang !== null ? pageMetadata.resolve(pageRequestOf(seo, request, reply, language, viewPath || '/')) : null;
    const html = pluginOverrides.withLiveReload(indexHtml.render(language, state.domain, pluginScreen ? { kind: 'plugin', ...pluginScreen } : firstScreen, page, { userAgent: request.headers['user-agent'], geoCountryId: geoCountryIdOf(request.headers), cookieAttributes: siteCookieAttributes(request, state) }), request);
    const maintenance = maintenanceAnswer(state.domain.config.maintenance, route, Date.now());
    if (maintenance?.retryAfterSeconds !== undefined) reply.header('Retry-After', String(maintenance.retryAfterSeconds));
    return reply.code(maintenance?.status ?? status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  /** The first screen the page's plugin draws, styled by the stylesheets of the plugin build this visitor gets. */
  async function firstScreenOf(request: FastifyRequest, reply: FastifyReply, state: ScenarioState, lang: string, rest: string): Promise<PluginFirstScreen | null> {
    const { manifest, routes } = visitorManifest(request, reply, state);
    const match = matchRoute(routes, rest, state.domain);
    const plugin = match && (manifest.plugins as readonly PluginFeedEntry[]).find((entry) => entry.id === match.route.plugin);
    if (!match || !plugin) return null;
    const query = new URL(request.url, 'http://host').searchParams;
    const readCss = (url: string) => staticFiles.get(url)?.body.toString('utf8') ?? null;
    return pluginFirstScreen(firstScreens, { lang, route: match.route, params: match.params, query, state, request, windowWidth: windowWidthOf(cookiesOf(request)) }, (plugin.css ?? []).map((css) => css.url), readCss);
  }

  /**
   * The manifest of the request's visitor (their rollout bucket, their local builds; the site's own origin), with every
   * route of the domain for them, the kernel's and the manifest's: what the route-exists check, the page metadata and a
   * plugin's first screen each ask for, looked up once per request.
   */
  function visitorManifest(request: FastifyRequest, reply: FastifyReply, state: ScenarioState): ServedManifest {
    const kept = requestManifests.get(request);
    if (kept?.domain === state.domain) return kept.served;
    const served = manifests.get(state, pluginOverrides.acceptedFor(request), rolloutBuckets.bucketOf(request, reply));
    requestManifests.set(request, { domain: state.domain, served });
    return served;
  }

  return app;
}
