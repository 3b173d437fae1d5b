import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../tests/support/bffFetch.ts';
import { createHttpClient } from '../http/httpClient.ts';
import { CONFIG_RETRIES, CONFIG_RETRY_DELAY_MS, LAST_KNOWN_GOOD_KEY } from './configConstants.ts';
import { saveLastKnownGood } from './lastKnownGood.ts';
import { loadBootDocuments, MANIFEST_DOCUMENT } from './loadBootDocuments.ts';
import { NoSiteConfigError } from './NoSiteConfigError.ts';
import { SchemaError } from './validate.ts';

const app = createTestBff();
afterAll(() => app.close());
let name = '';

function client() {
  const delays: number[] = [];
  const http = createHttpClient(bffFetch(app, name), async (ms) => void delays.push(ms));
  return { http, delays };
}

const manifest = { version: '1', plugins: [], routes: [] };

beforeEach(async () => {
  name = uniqueScenario('config');
  localStorage.clear();
  await patchScenario(app, name, { manifestRaw: JSON.stringify(manifest) });
});

describe('boot documents', () => {
  it('loads and validates the config and the manifest', async () => {
    const { http } = client();
    const documents = await loadBootDocuments(http, 'en', localStorage, vi.fn());
    expect(documents.config.site.companyName).toBe('Northbet');
    expect(documents.manifest).toEqual(manifest);
    expect(documents.fromLastKnownGood).toEqual([]);
  });

  it.each([
    ['a wrong pattern', { lng: { default: 'english', available: ['en'] } }, '/lng/default', 'pattern'],
    ['a wrong type', { maintenance: { isActive: 'yes' } }, '/maintenance/isActive', 'type'],
    ['an empty list', { lng: { default: 'en', available: [] } }, '/lng/available', 'minItems'],
  ])('names the JSON path and rule of %s', async (_, patch, path, rule) => {
    await patchScenario(app, name, { config: patch });
    const error = await loadBootDocuments(client().http, 'en', localStorage, vi.fn()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SchemaError);
    expect(error).toMatchObject({ path, rule });
  });

  it('names a missing group', async () => {
    const config = { site: { companyName: 'X', notFoundUrls: [] }, lng: { default: 'en', available: ['en'] }, features: {} };
    await patchScenario(app, name, { configRaw: JSON.stringify(config) });
    await expect(loadBootDocuments(client().http, 'en', localStorage, vi.fn())).rejects.toMatchObject({ path: '/maintenance', rule: 'required' });
  });

  it('treats a reply that is not JSON as invalid', async () => {
    await patchScenario(app, name, { configRaw: '{"site": ' });
    await expect(loadBootDocuments(client().http, 'en', localStorage, vi.fn())).rejects.toMatchObject({ rule: 'json', path: '/' });
  });

  it('treats a manifest that is not JSON as an invalid route manifest, and logs why', async () => {
    await patchScenario(app, name, { manifestRaw: '{"routes": [' });
    const log = vi.fn();
    const error = await loadBootDocuments(client().http, 'en', localStorage, log).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SchemaError);
    expect(error).toMatchObject({ document: MANIFEST_DOCUMENT, path: '/', rule: 'json' });
    expect(log).toHaveBeenCalledWith('route manifest rejected', expect.stringContaining('not JSON'));
  });

  it('names the route manifest and the JSON path of a manifest that breaks its schema', async () => {
    await patchScenario(app, name, { manifestRaw: JSON.stringify({ ...manifest, routes: 'all' }) });
    await expect(loadBootDocuments(client().http, 'en', localStorage, vi.fn())).rejects.toMatchObject({ document: MANIFEST_DOCUMENT, path: '/routes', rule: 'type' });
  });

  it('raises the no-site-config error when the site group is missing', async () => {
    await patchScenario(app, name, { configRaw: '{}' });
    await expect(loadBootDocuments(client().http, 'en', localStorage, vi.fn())).rejects.toBeInstanceOf(NoSiteConfigError);
  });

  it(`retries a failing config ${CONFIG_RETRIES} times, ${CONFIG_RETRY_DELAY_MS} ms apart, then raises no-site-config`, async () => {
    await patchScenario(app, name, { faults: [{ path: '/bff-api/config/all.json', status: 503 }] });
    const { http, delays } = client();
    await expect(loadBootDocuments(http, 'en', localStorage, vi.fn())).rejects.toBeInstanceOf(NoSiteConfigError);
    expect(delays).toEqual(Array(5).fill(1000));
  });

  it('recovers when the server answers again within the retries', async () => {
    await patchScenario(app, name, { faults: [{ path: '/bff-api/config/all.json', status: 500, times: 2 }] });
    const { http, delays } = client();
    const documents = await loadBootDocuments(http, 'en', localStorage, vi.fn());
    expect(documents.config.site.companyName).toBe('Northbet');
    expect(delays).toHaveLength(2);
  });

  it('boots on the last known good copy when the config is invalid', async () => {
    const good = (await loadBootDocuments(client().http, 'en', localStorage, vi.fn())).config;
    saveLastKnownGood(localStorage, { ...good, site: { ...good.site, companyName: 'Saved Bet' } }, manifest, 1);
    await patchScenario(app, name, { config: { lng: { default: 'EN' } } });
    const log = vi.fn();
    const documents = await loadBootDocuments(client().http, 'en', localStorage, log);
    expect(documents.config.site.companyName).toBe('Saved Bet');
    expect(documents.fromLastKnownGood).toEqual(['config']);
    expect(log).toHaveBeenCalledWith('site config rejected', expect.stringContaining('/lng/default'));
  });

  it('uses the saved manifest when the served one is invalid', async () => {
    const good = (await loadBootDocuments(client().http, 'en', localStorage, vi.fn())).config;
    saveLastKnownGood(localStorage, good, { version: 'saved', plugins: [], routes: [] }, 1);
    await patchScenario(app, name, { manifestRaw: '{"version": 3}' });
    const documents = await loadBootDocuments(client().http, 'en', localStorage, vi.fn());
    expect(documents.manifest).toMatchObject({ version: 'saved' });
    expect(documents.fromLastKnownGood).toEqual(['manifest']);
  });

  it('drops a corrupt saved copy instead of trusting it', async () => {
    localStorage.setItem(LAST_KNOWN_GOOD_KEY, '{not json');
    await patchScenario(app, name, { config: { lng: { default: 'EN' } } });
    const log = vi.fn();
    await expect(loadBootDocuments(client().http, 'en', localStorage, log)).rejects.toBeInstanceOf(SchemaError);
    expect(localStorage.getItem(LAST_KNOWN_GOOD_KEY)).toBeNull();
    expect(log).toHaveBeenCalledWith('last known good config dropped', expect.any(String));
  });
});
