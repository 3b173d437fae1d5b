import { randomBytes, timingSafeEqual } from 'node:crypto';
import { join, posix } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCachedJsonFile } from './cachedJsonFile.ts';
import type { DomainSettings, ScenarioState } from './domainStore.ts';
import { sendApiError } from './jsonApiErrors.ts';
import type { PublishedPlugin } from './manifestBuilder.ts';
import { StaticFiles } from './staticFiles.ts';

/**
 * A plugin author's local build replacing the published one, for one browser (single-spa's import-map-overrides, on
 * the server). `npm run dev:plugin -- <id>` writes its builds into `dist/dev-plugins/<id>/` with a session token; a
 * browser that visits `/bff-dev/plugin-override/<id>?token=<token>` gets the cookie `plugin_override_<id>=<token>`,
 * and while the token is the running session's, the manifest it is served names the local build, with that build's
 * own sha384. The BFF serves the files from its own origin, so the page's `script-src 'self'` holds.
 *
 * Accepted only when the BFF runs with its dev flag AND the domain file sets `devPluginOverrides`; the cookie value
 * must be the session token itself: a URL, a path or anything else is refused, so a cookie can never point the page
 * at code the developer did not build here.
 */
export const PLUGIN_OVERRIDE_COOKIE_PREFIX = 'plugin_override_';
/** The folder of dist/ that holds local builds, and the URL path they are served under. */
export const DEV_PLUGINS_FOLDER = 'dev-plugins';
export const DEV_PLUGIN_OPT_IN_PATH = '/bff-dev/plugin-override';
/** Pages that load a local build reload when it is rebuilt: this script listens to the events of DEV_BUILD_EVENTS_PATH. */
export const DEV_LIVE_RELOAD_PATH = '/bff-dev/live-reload.js';
export const DEV_BUILD_EVENTS_PATH = '/bff-dev/plugin-builds';
/** How often a live-reload connection looks for a new local build (a stat of one file per overridden plugin). */
export const LIVE_RELOAD_POLL_MS = 250;
const LIVE_RELOAD_SCRIPT = `new EventSource(${JSON.stringify(DEV_BUILD_EVENTS_PATH)}).addEventListener('build', function () { location.reload(); });\n`;

const DEV_TOKEN_BYTES = 24;
/** base64url of DEV_TOKEN_BYTES random bytes. */
const DEV_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const INTEGRITY_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;
/** `<version>-<hash>`, the folders placePluginBuild writes (never `.staging`). */
const BUILD_FOLDER_PATTERN = /^[0-9A-Za-z.+-]+-[0-9a-f]{8}$/;

export const newDevToken = () => randomBytes(DEV_TOKEN_BYTES).toString('base64url');
export const devPluginDir = (distDir: string, id: string) => join(distDir, DEV_PLUGINS_FOLDER, id);
export const devPluginUrlBase = (id: string) => `/${DEV_PLUGINS_FOLDER}/${id}`;
export const overrideCookieName = (id: string) => `${PLUGIN_OVERRIDE_COOKIE_PREFIX}${id}`;

/** `dist/dev-plugins/<id>/current.json`: the latest local build of a dev:plugin session, and its token. */
export interface DevPluginBuild extends PublishedPlugin {
  token: string;
}

/** The running session's latest build of a plugin, or null (none, or a file that is not one of ours). */
export function readDevPluginBuild(distDir: string, id: string): DevPluginBuild | null {
  const candidate = readCachedJsonFile(join(devPluginDir(distDir, id), 'current.json')) as Partial<DevPluginBuild> | undefined;
  if (!candidate) return null;
  const { token, entry, routes } = candidate;
  const wellFormed =
    typeof token === 'string' &&
    DEV_TOKEN_PATTERN.test(token) &&
    entry?.id === id &&
    typeof entry.url === 'string' &&
    entry.url.startsWith(`${devPluginUrlBase(id)}/`) &&
    INTEGRITY_PATTERN.test(entry.integrity) &&
    Array.isArray(routes);
  return wellFormed ? (candidate as DevPluginBuild) : null;
}

export type OverrideRefusal = 'dev-flag-off' | 'domain-refuses' | 'malformed-value' | 'plugin-not-on-domain' | 'no-local-build' | 'wrong-token';

export type OverrideDecision = { accepted: true; build: PublishedPlugin } | { accepted: false; reason: OverrideRefusal };

export interface OverrideContext {
  /** The BFF's dev flag (`BFF_DEV=1` or `--dev`). */
  devMode: boolean;
  domain: DomainSettings;
  localBuildOf: (id: string) => DevPluginBuild | null;
}

/** What the developer is told when the opt-in address refuses (never shown to a visitor: only dev sites answer it). */
export const REFUSAL_TEXT: Readonly<Record<Exclude<OverrideRefusal, 'dev-flag-off'>, (id: string, domain: string) => string>> = {
  'domain-refuses': (_, domain) => `domain "${domain}" does not accept plugin overrides (its domain file does not set devPluginOverrides)`,
  'malformed-value': () => 'the token is not one npm run dev:plugin prints',
  'plugin-not-on-domain': (id, domain) => `plugin "${id}" is not enabled on domain "${domain}"`,
  'no-local-build': (id) => `no npm run dev:plugin -- ${id} session has built into this site's build folder`,
  'wrong-token': (id) => `the token is not the one of the running npm run dev:plugin -- ${id} session (it changes at every start)`,
};

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether a browser's override value for plugin `id` replaces its published build here, and with what. */
export function decidePluginOverride(id: string, value: string, { devMode, domain, localBuildOf }: OverrideContext): OverrideDecision {
  if (!devMode) return { accepted: false, reason: 'dev-flag-off' };
  if (domain.devPluginOverrides !== true) return { accepted: false, reason: 'domain-refuses' };
  if (!DEV_TOKEN_PATTERN.test(value)) return { accepted: false, reason: 'malformed-value' };
  if (!Object.hasOwn(domain.plugins, id) || !domain.plugins[id].enabled) return { accepted: false, reason: 'plugin-not-on-domain' };
  const build = localBuildOf(id);
  if (!build) return { accepted: false, reason: 'no-local-build' };
  if (!sameToken(value, build.token)) return { accepted: false, reason: 'wrong-token' };
  return { accepted: true, build: { entry: build.entry, routes: build.routes } };
}

/** Every override cookie of a request that is accepted: plugin id -> the local build its manifest names. */
export function acceptedOverrides(cookies: Readonly<Record<string, string>>, context: OverrideContext): Record<string, PublishedPlugin> {
  const accepted: Record<string, PublishedPlugin> = {};
  if (!context.devMode) return accepted;
  for (const [name, value] of Object.entries(cookies)) {
    if (!name.startsWith(PLUGIN_OVERRIDE_COOKIE_PREFIX)) continue;
    const id = name.slice(PLUGIN_OVERRIDE_COOKIE_PREFIX.length);
    const decision = decidePluginOverride(id, value, context);
    if (decision.accepted) accepted[id] = decision.build;
  }
  return accepted;
}

export interface PluginOverridesOptions {
  devMode: boolean;
  distDir: string;
  stateOf: (request: FastifyRequest) => ScenarioState;
  cookiesOf: (request: FastifyRequest) => Record<string, string>;
}

/** The URL path decoded, or null when it does not decode or is not already normal (`..`, `//`, backslashes). */
function decodedPath(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\\') || posix.normalize(decoded) !== decoded ? null : decoded;
  } catch {
    return null;
  }
}

const notFound = (reply: FastifyReply) => sendApiError(reply, 404, undefined, 'not found');

/** The override's server side: the opt-in and opt-out addresses, the local builds' files, and the builds a request may see. */
export class PluginOverrides {
  private readonly localFiles: StaticFiles;

  constructor(private readonly options: PluginOverridesOptions) {
    this.localFiles = new StaticFiles(options.distDir, [DEV_PLUGINS_FOLDER]);
  }

  private contextOf(request: FastifyRequest): OverrideContext {
    const { devMode, distDir } = this.options;
    return { devMode, domain: this.options.stateOf(request).domain, localBuildOf: (id) => readDevPluginBuild(distDir, id) };
  }

  /** The local builds that replace published ones in this request's manifest (none without the dev flag). */
  acceptedFor(request: FastifyRequest): Record<string, PublishedPlugin> {
    if (!this.options.devMode) return {};
    return acceptedOverrides(this.options.cookiesOf(request), this.contextOf(request));
  }

  /** A page for a browser with an accepted override gets the live-reload script (from this origin, as the CSP wants). */
  withLiveReload(html: string, request: FastifyRequest): string {
    if (Object.keys(this.acceptedFor(request)).length === 0) return html;
    return html.replace('</body>', `<script src="${DEV_LIVE_RELOAD_PATH}" defer></script>\n</body>`);
  }

  register(app: FastifyInstance): void {
    // Without the dev flag these addresses do not exist, as on any production site.
    app.get<{ Params: { id: string }; Querystring: { token?: string } }>(`${DEV_PLUGIN_OPT_IN_PATH}/:id`, async (request, reply) => {
      if (!this.options.devMode) return notFound(reply);
      const { id } = request.params;
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const context = this.contextOf(request);
      const decision = decidePluginOverride(id, token, context);
      if (!decision.accepted) {
        if (decision.reason === 'dev-flag-off') return notFound(reply);
        return reply.code(403).type('text/plain; charset=utf-8').send(`Plugin override refused: ${REFUSAL_TEXT[decision.reason](id, context.domain.name)}.\n`);
      }
      return reply
        .header('Set-Cookie', `${overrideCookieName(id)}=${token}; Path=/; HttpOnly; SameSite=Lax`)
        .header('Cache-Control', 'no-store')
        .redirect('/', 303);
    });

    app.get<{ Params: { id: string } }>(`${DEV_PLUGIN_OPT_IN_PATH}/:id/off`, async (request, reply) => {
      if (!this.options.devMode || !Object.hasOwn(this.options.stateOf(request).domain.plugins, request.params.id)) return notFound(reply);
      return reply
        .header('Set-Cookie', `${overrideCookieName(request.params.id)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`)
        .header('Cache-Control', 'no-store')
        .redirect('/', 303);
    });

    app.get(DEV_LIVE_RELOAD_PATH, async (_request, reply) => {
      if (!this.options.devMode) return notFound(reply);
      return reply.header('Cache-Control', 'no-store').type('text/javascript; charset=utf-8').send(LIVE_RELOAD_SCRIPT);
    });

    // One event per new local build (or its end) of a plugin this browser overrides.
    app.get(DEV_BUILD_EVENTS_PATH, (request, reply) => {
      const ids = Object.keys(this.acceptedFor(request));
      if (ids.length === 0) {
        notFound(reply);
        return;
      }
      const integrityNow = () => ids.map((id) => readDevPluginBuild(this.options.distDir, id)?.entry.integrity ?? '').join(' ');
      let seen = integrityNow();
      reply.hijack();
      reply.raw.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      reply.raw.write(': watching\n\n');
      const timer = setInterval(() => {
        const now = integrityNow();
        if (now === seen) return;
        seen = now;
        reply.raw.write('event: build\ndata: {}\n\n');
      }, LIVE_RELOAD_POLL_MS);
      reply.raw.on('close', () => clearInterval(timer));
    });

    // A local build's files go only to a browser whose override of that plugin is accepted.
    app.get(`/${DEV_PLUGINS_FOLDER}/*`, async (request, reply) => {
      const path = request.url.split('?')[0];
      // Decided on the decoded path, so that `..%2F` cannot reach another plugin's build.
      const decoded = decodedPath(path);
      const [, , id, folder] = decoded?.split('/') ?? [];
      if (!decoded || !id || !folder || !BUILD_FOLDER_PATTERN.test(folder) || !Object.hasOwn(this.acceptedFor(request), id)) return notFound(reply);
      const file = this.localFiles.get(path);
      if (!file) return notFound(reply);
      reply.header('Cache-Control', file.cacheControl).type(file.contentType);
      if (file.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').header('Vary', 'Accept-Encoding').send(file.gzipped);
      }
      return reply.send(file.body);
    });
  }
}
