import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PluginFeedEntry } from '../schemas/manifest.ts';
import { createTestBff, projectRoot, uniqueScenario } from '../tests/support/bffFetch.ts';

const app = createTestBff();
afterAll(() => app.close());
const scenario = uniqueScenario('cache');
const get = (url: string) => app.inject({ url, headers: { host: 'localhost', cookie: `bff_scenario=${scenario}`, origin: 'https://northbet.example' } });

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A boot plugin's files: its bundle, a lazy chunk beside it and its stylesheet, all in its versioned folder. */
async function versionedFiles() {
  const sports = ((await get('/bff-api/manifest.json')).json().plugins as PluginFeedEntry[]).find((plugin) => plugin.id === 'sports')!;
  const folder = sports.url.slice(0, sports.url.lastIndexOf('/'));
  const chunk = readdirSync(join(projectRoot, 'dist', folder)).find((name) => name.endsWith('.js') && name !== 'index.js')!;
  return { bundle: sports.url, chunk: `${folder}/${chunk}`, stylesheet: sports.css![0].url };
}

describe('cache headers', () => {
  it('a versioned build file (plugin bundle, chunk, stylesheet; hashed kernel, shared library, SystemJS) is cached for a year and readable from any origin', async () => {
    const { bundle, chunk, stylesheet } = await versionedFiles();
    const page = (await get('/en/')).body;
    const [system] = /\/system\/s\.[0-9a-f]{8}\.min\.js/.exec(page)!;
    const [kernel] = /\/kernel\/kernel\.[0-9a-f]{8}\.js/.exec(page)!;
    const [react] = /\/shared\/react\.[0-9a-f]{8}\.js/.exec(page)!;
    for (const url of [bundle, chunk, stylesheet, system, kernel, react]) {
      const reply = await get(url);
      expect([url, reply.statusCode, reply.headers['cache-control'], reply.headers['access-control-allow-origin']]).toEqual([url, 200, IMMUTABLE, '*']);
    }
  });

  it.each([
    ['a page', '/en/', 'no-cache'],
    ['the site config', '/bff-api/config/all.json', 'no-cache'],
    ['a config group', '/bff-api/config/group/get?groups=lng', 'no-cache'],
    ['an unversioned build file (the kernel dictionary)', '/kernel/i18n/en.json', 'no-cache'],
    // Per visitor (rollout bucket, local builds): no shared cache may keep it, which no-cache alone would allow.
    ['the manifest', '/bff-api/manifest.json', 'private, no-store'],
  ])('%s (%s) is revalidated at every use: %s', async (_, url, expected) => {
    const reply = await get(url);
    expect([reply.statusCode, reply.headers['cache-control']]).toEqual([200, expected]);
  });
});
