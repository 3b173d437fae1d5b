import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bffFetch, createTestBff, patchScenario, uniqueScenario } from '../../tests/support/bffFetch.ts';
import { createHttpClient } from '../http/httpClient.ts';
import { HttpError } from '../http/HttpError.ts';
import { cacheLifetimeMs, CONFIG_GROUP_URL, createConfigGroupLoader } from './configGroups.ts';

const app = createTestBff();
afterAll(() => app.close());
let name = '';

beforeEach(() => {
  name = uniqueScenario('groups');
});

/** The whole site config of the scenario, as the BFF serves it: what the groups must come from. */
async function siteConfig(): Promise<Record<string, unknown>> {
  return (await (await bffFetch(app, name)('/bff-api/config/all.json')).json()) as Record<string, unknown>;
}

function loader(options: { now?: () => number; random?: () => number } = {}) {
  const requests: string[] = [];
  const inner = bffFetch(app, name);
  const fetchImpl: typeof fetch = (input, init) => {
    requests.push(String(input));
    return inner(input, init);
  };
  const log = vi.fn();
  const groups = createConfigGroupLoader(createHttpClient(fetchImpl, async () => {}), log, options.now ?? (() => 0), options.random ?? (() => 0.5));
  return { groups, requests, log };
}

describe('config group loader', () => {
  it('returns the requested groups from the server', async () => {
    const config = await siteConfig();
    const { groups } = loader();
    await expect(groups.load(['lng', 'features'], 'en')).resolves.toEqual({ lng: config.lng, features: config.features });
  });

  it('leaves out the groups the server does not have', async () => {
    const config = await siteConfig();
    const { groups } = loader();
    await expect(groups.load(['lng', 'no-such-group'], 'en')).resolves.toEqual({ lng: config.lng });
  });

  it('asks for several groups in one request, with the language', async () => {
    const { groups, requests } = loader();
    await groups.load(['lng', 'features'], 'ru');
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0], 'http://localhost');
    expect(url.pathname).toBe(CONFIG_GROUP_URL);
    expect(url.searchParams.get('groups')).toBe('lng,features');
    expect(url.searchParams.get('lang')).toBe('ru');
  });

  it.each([0, 0.5, 1])('serves the groups from cache for 600 + random * 300 s (random %s), then fetches them again', async (random) => {
    let time = 1_000_000;
    const lifetimeMs = (600 + random * 300) * 1000;
    const { groups, requests } = loader({ now: () => time, random: () => random });
    const first = await groups.load(['lng'], 'en');
    time += lifetimeMs - 1;
    await expect(groups.load(['lng'], 'en')).resolves.toEqual(first);
    expect(requests).toHaveLength(1);
    time += 1;
    await expect(groups.load(['lng'], 'en')).resolves.toEqual(first);
    expect(requests).toHaveLength(2);
  });

  it('shows a changed group only after the cache lifetime', async () => {
    let time = 0;
    const { groups } = loader({ now: () => time, random: () => 0 });
    const before = await groups.load(['features'], 'en');
    await patchScenario(app, name, { config: { features: { rulesSection: false } } });
    time = 599_999;
    await expect(groups.load(['features'], 'en')).resolves.toEqual(before);
    time = 600_000;
    await expect(groups.load(['features'], 'en')).resolves.toMatchObject({ features: { rulesSection: false } });
  });

  it('asks only for the groups that are not cached', async () => {
    const config = await siteConfig();
    const { groups, requests } = loader();
    await groups.load(['lng'], 'en');
    await expect(groups.load(['lng', 'features'], 'en')).resolves.toEqual({ lng: config.lng, features: config.features });
    expect(requests).toHaveLength(2);
    expect(new URL(requests[1], 'http://localhost').searchParams.get('groups')).toBe('features');
  });

  it('caches per language', async () => {
    const { groups, requests } = loader();
    await groups.load(['lng'], 'en');
    await groups.load(['lng'], 'ru');
    await groups.load(['lng'], 'en');
    expect(requests).toHaveLength(2);
  });

  it('logs a failed request and gives no groups', async () => {
    await patchScenario(app, name, { faults: [{ path: CONFIG_GROUP_URL, status: 500 }] });
    const { groups, log } = loader();
    await expect(groups.load(['lng', 'features'], 'en')).resolves.toEqual({});
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('lng,features'), expect.any(HttpError));
  });

  it('does not cache a failure', async () => {
    await patchScenario(app, name, { faults: [{ path: CONFIG_GROUP_URL, status: 500, times: 1 }] });
    const config = await siteConfig();
    const { groups } = loader();
    await expect(groups.load(['lng'], 'en')).resolves.toEqual({});
    await expect(groups.load(['lng'], 'en')).resolves.toEqual({ lng: config.lng });
  });

  it('logs a reply that breaks the schema and gives no groups', async () => {
    await patchScenario(app, name, { faults: [{ path: CONFIG_GROUP_URL, body: '{"data":{"lng":"en"}}' }] });
    const { groups, log } = loader();
    await expect(groups.load(['lng'], 'en')).resolves.toEqual({});
    expect(log).toHaveBeenCalledWith(expect.stringContaining('lng'), expect.objectContaining({ kind: 'invalid-reply' }));
  });
});

describe('cache lifetime', () => {
  it('is 600 s at the lowest random value and 900 s at the highest', () => {
    expect(cacheLifetimeMs(() => 0)).toBe(600_000);
    expect(cacheLifetimeMs(() => 1)).toBe(900_000);
    expect(cacheLifetimeMs(() => 0.5)).toBe(750_000);
  });
});
