import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APP_VERSION_URL,
  APPLE_TOUCH_ICON_SIZES,
  OFFLINE_PAGE_BASE,
  SERVICE_WORKER_URL,
  WEB_APP_MANIFEST_URL,
} from '../../src/appServices/appServicesConstants.ts';
import { FALLBACK_LANGUAGE } from '../../src/router/routerConstants.ts';
import { hostBuildOnAssetOrigin } from '../assetOrigin.ts';
import type { ScenarioPatcher } from '../bffModule.ts';
import { readCachedJsonFile } from '../cachedJsonFile.ts';
import { sendApiError } from '../jsonApiErrors.ts';
import type { ScenarioState } from '../domainStore.ts';
import { IOS_SPLASH_SCREENS, renderAppIcon, renderSplashScreen, splashFileName } from './appArtwork.ts';
import { renderOfflinePage } from './offlinePage.ts';
import { appleTouchIconPath, themeColourOf } from './pwaHead.ts';
import { hostBuildVersion } from './hostBuildVersion.ts';
import { precacheEntries, revisionOf, serviceWorkerSource } from './serviceWorkerScript.ts';
import { appIconPath, webAppManifest } from './webAppManifest.ts';

export interface PwaRoutesOptions {
  distDir: string;
  testMode: boolean;
  stateOf(request: FastifyRequest): ScenarioState;
  /** The origin this visitor's pages load the build from (bff/assetOrigin.ts), null: the site's own. */
  assetOriginOf(request: FastifyRequest): string | null;
  /** The plugins of the manifest this visitor is served (their boot plugins are precached). */
  manifestPlugins(request: FastifyRequest, reply: FastifyReply): readonly unknown[];
  /** Where test control looks up scenario fields: `appVersion` simulates a new deployment. */
  scenarioFields: Map<string, ScenarioPatcher>;
}

/** The scenario field that makes the BFF report another deployed build to that scenario's browsers. */
export const APP_VERSION_SCENARIO_FIELD = 'appVersion';

/** Workers may fetch from the site and its asset origin only; the page's policy does not cover a worker script. */
const workerCsp = (assetOrigin: string | null) => `default-src 'self'${assetOrigin === null ? '' : ` ${assetOrigin}`}; object-src 'none'; base-uri 'none'`;

const kernelDictionaryFile = (distDir: string, lang: string) => join(distDir, 'kernel', 'i18n', `${lang}.json`);

/** The kernel's dictionary of a language, or the fallback language's where the kernel has none. */
function readDictionary(distDir: string, lang: string): Record<string, string> {
  const dictionary = readCachedJsonFile(kernelDictionaryFile(distDir, lang)) ?? readCachedJsonFile(kernelDictionaryFile(distDir, FALLBACK_LANGUAGE));
  return (dictionary as Record<string, string> | undefined) ?? {};
}

/**
 * The installable-app mode (site.pwa) and the app version in the reference BFF: the web app manifest, icons and iOS
 * splash images, the offline pages, the service worker with its precache list, and the deployed build's version.
 */
export function registerPwaRoutes(app: FastifyInstance, { distDir, testMode, stateOf, assetOriginOf, manifestPlugins, scenarioFields }: PwaRoutesOptions): void {
  const reportedVersions = new WeakMap<ScenarioState, string>();
  const workerFile = join(distDir, 'service-worker', 'service-worker.js');
  let workerCode: { mtimeMs: number; code: string } | null = null;
  const readWorkerCode = () => {
    const { mtimeMs } = statSync(workerFile);
    if (workerCode?.mtimeMs !== mtimeMs) workerCode = { mtimeMs, code: readFileSync(workerFile, 'utf8') };
    return workerCode.code;
  };
  const notFound = (reply: FastifyReply) => sendApiError(reply, 404, undefined, 'not found');
  const pwaState = (request: FastifyRequest) => {
    const state = stateOf(request);
    return state.domain.config.site.pwa === true ? state : null;
  };
  const languageOf = (state: ScenarioState, lang: unknown) => {
    const { available, default: fallback } = state.domain.config.lng;
    return typeof lang === 'string' && available.includes(lang) ? lang : fallback;
  };
  const png = (reply: FastifyReply, body: Buffer) => reply.header('Cache-Control', 'no-cache').type('image/png').send(body);

  app.get(APP_VERSION_URL, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ version: reportedVersions.get(stateOf(request)) ?? hostBuildVersion(distDir) }),
  );
  if (testMode) {
    scenarioFields.set(APP_VERSION_SCENARIO_FIELD, (state, version) => {
      if (typeof version !== 'string' || version === '') return `${APP_VERSION_SCENARIO_FIELD} must be a non-empty string`;
      reportedVersions.set(state, version);
      return null;
    });
  }

  app.get<{ Querystring: { lang?: string } }>(WEB_APP_MANIFEST_URL, async (request, reply) => {
    const state = pwaState(request);
    if (!state) return notFound(reply);
    return reply.header('Cache-Control', 'no-cache').type('application/manifest+json').send(JSON.stringify(webAppManifest(state.domain, languageOf(state, request.query.lang))));
  });

  const iconRoutes = APPLE_TOUCH_ICON_SIZES.flatMap((size) => [appIconPath(size), appleTouchIconPath(size, false), appleTouchIconPath(size, true)].map((path) => ({ path, size })));
  // iOS asks for these without a size when the page names none.
  iconRoutes.push({ path: '/apple-touch-icon.png', size: 192 }, { path: '/apple-touch-icon-precomposed.png', size: 192 });
  for (const { path, size } of iconRoutes) {
    app.get(path, async (request, reply) => {
      const state = pwaState(request);
      return state ? png(reply, renderAppIcon(size, themeColourOf(state.domain))) : notFound(reply);
    });
  }
  for (const screen of IOS_SPLASH_SCREENS) {
    app.get(`/pwa/splash/${splashFileName(screen)}`, async (request, reply) => {
      const state = pwaState(request);
      return state ? png(reply, renderSplashScreen(screen.width * screen.ratio, screen.height * screen.ratio, themeColourOf(state.domain))) : notFound(reply);
    });
  }

  const offlinePageOf = (state: ScenarioState, lang: string) => renderOfflinePage(state.domain, lang, readDictionary(distDir, lang));
  app.get<{ Params: { file: string } }>(`${OFFLINE_PAGE_BASE}/:file`, async (request, reply) => {
    const state = pwaState(request);
    const lang = /^([a-z]{2})\.html$/.exec(request.params.file)?.[1];
    if (!state || !lang || !state.domain.config.lng.available.includes(lang)) return notFound(reply);
    const page = offlinePageOf(state, lang);
    return reply.header('Cache-Control', 'no-cache').header('Content-Security-Policy', page.contentSecurityPolicy).type('text/html; charset=utf-8').send(page.html);
  });

  app.get(SERVICE_WORKER_URL, async (request, reply) => {
    const state = pwaState(request);
    if (!state || !existsSync(workerFile)) return notFound(reply);
    const { available, default: defaultLanguage } = state.domain.config.lng;
    const offlinePages = Object.fromEntries(available.map((lang) => [lang, `${OFFLINE_PAGE_BASE}/${lang}.html`]));
    // A failed precache request fails the worker's install: only the dictionaries the kernel has.
    const extra = available.flatMap((lang) => [
      { url: offlinePages[lang], revision: revisionOf(offlinePageOf(state, lang).html) },
      ...(existsSync(kernelDictionaryFile(distDir, lang)) ? [{ url: `/kernel/i18n/${lang}.json`, revision: revisionOf(JSON.stringify(readDictionary(distDir, lang))) }] : []),
    ]);
    // The build files by the URLs the pages load them from, so the precache answers them.
    const assetOrigin = assetOriginOf(request);
    const host = hostBuildOnAssetOrigin(readCachedJsonFile(join(distDir, 'host.json')) as Parameters<typeof precacheEntries>[0], assetOrigin);
    const settings = { precache: precacheEntries(host, manifestPlugins(request, reply), extra), offlinePages, defaultLanguage };
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', workerCsp(assetOrigin))
      .type('text/javascript; charset=utf-8')
      .send(serviceWorkerSource(readWorkerCode(), settings));
  });
}
