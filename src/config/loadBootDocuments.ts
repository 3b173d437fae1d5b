import type { SiteConfig } from '../../schemas/siteConfig.ts';
import { validate_manifest } from '../generated/validate_manifest.js';
import { validate_siteConfig } from '../generated/validate_siteConfig.js';
import { HttpError, SchemaError, validateDocument, type HttpClient } from '@host/sdk';
import { CONFIG_RETRIES, CONFIG_RETRY_DELAY_MS } from './configConstants.ts';
import { readLastKnownGood } from './lastKnownGood.ts';
import { NoSiteConfigError } from './NoSiteConfigError.ts';

export const SITE_CONFIG_URL = '/bff-api/config/all.json';
export const MANIFEST_URL = '/bff-api/manifest.json';
/** The names the boot documents go by in errors (SchemaError.document) and logs. */
export const SITE_CONFIG_DOCUMENT = 'site config';
export const MANIFEST_DOCUMENT = 'route manifest';

export interface BootDocuments {
  config: SiteConfig;
  /** The manifest as served; entries are checked one by one later (parseManifest). */
  manifest: unknown;
  /** Which documents came from the last known good copy instead of the server. */
  fromLastKnownGood: Array<'config' | 'manifest'>;
}

type Log = (message: string, detail?: unknown) => void;

function isMissing(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.kind === 'network' || error.status >= 500);
}

const isNotJson = (error: unknown) => error instanceof HttpError && error.kind === 'invalid-reply';
const notJson = (document: string) => new SchemaError(document, { instancePath: '', keyword: 'json', message: 'is not valid JSON' });

/**
 * Fetches the site config and the route manifest in parallel and validates both. A document that is missing or
 * invalid is replaced by the last known good copy; with none, the error says what failed: the spec's
 * no-site-config error for a missing config, a SchemaError naming the document and the JSON path for an invalid
 * one (a reply that is not JSON is invalid at `/`, rule `json`).
 */
export async function loadBootDocuments(http: HttpClient, lang: string, storage: Storage, log: Log): Promise<BootDocuments> {
  const retry = { retries: CONFIG_RETRIES, delayMs: CONFIG_RETRY_DELAY_MS };
  const [config, manifest] = await Promise.allSettled([
    http.request(`${SITE_CONFIG_URL}?lang=${encodeURIComponent(lang)}`, { retry }).then((data) => {
      if (data === null || typeof data !== 'object' || !('site' in data)) {
        throw new NoSiteConfigError('the server sent no site group');
      }
      return validateDocument<SiteConfig>(validate_siteConfig, data, SITE_CONFIG_DOCUMENT);
    }),
    http.request(MANIFEST_URL, { retry }).then((data) => validateDocument<unknown>(validate_manifest, data, MANIFEST_DOCUMENT)),
  ]);

  const fromLastKnownGood: BootDocuments['fromLastKnownGood'] = [];
  let saved: ReturnType<typeof readLastKnownGood> | undefined;
  const fallback = () => (saved === undefined ? (saved = readLastKnownGood(storage, log)) : saved);

  let siteConfig: SiteConfig;
  if (config.status === 'fulfilled') {
    siteConfig = config.value;
  } else {
    log('site config rejected', config.reason instanceof Error ? config.reason.message : config.reason);
    const copy = fallback();
    if (!copy) {
      if (config.reason instanceof SchemaError || config.reason instanceof NoSiteConfigError) throw config.reason;
      if (isNotJson(config.reason)) throw notJson(SITE_CONFIG_DOCUMENT);
      throw new NoSiteConfigError(isMissing(config.reason) ? 'the config could not be fetched' : String(config.reason));
    }
    siteConfig = copy.config;
    fromLastKnownGood.push('config');
  }

  let manifestDocument: unknown;
  if (manifest.status === 'fulfilled') {
    manifestDocument = manifest.value;
  } else {
    log('route manifest rejected', manifest.reason instanceof Error ? manifest.reason.message : manifest.reason);
    const copy = fallback();
    if (!copy) throw isNotJson(manifest.reason) ? notJson(MANIFEST_DOCUMENT) : manifest.reason;
    manifestDocument = copy.manifest;
    fromLastKnownGood.push('manifest');
  }
  return { config: siteConfig, manifest: manifestDocument, fromLastKnownGood };
}
