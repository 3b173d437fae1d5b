import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../bff/createServer.ts';
import type { DevPluginBuild } from '../bff/pluginOverrides.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { chunkIntegrityOf, integrityOf } from './build.ts';
import { optInUrl, parseDevPluginArgs, startDevPlugin } from './devPlugin.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';

const work = mkdtempSync(join(tmpdir(), 'dev-plugin-'));
const paths = { distDir: join(work, 'dist'), pluginsDir: join(work, 'plugins') };
cpSync(join(projectRoot, 'plugins', 'info'), join(paths.pluginsDir, 'info'), { recursive: true });
const site = createServer({ root: projectRoot, database: testDatabase(), distDir: paths.distDir, devMode: true });
afterAll(async () => {
  await site.close();
  rmSync(work, { recursive: true, force: true });
});

/** Each published build, in order, as a promise to wait for. */
function buildQueue() {
  const ready: DevPluginBuild[] = [];
  const waiting: Array<(build: DevPluginBuild) => void> = [];
  return {
    push: (build: DevPluginBuild) => (waiting.length > 0 ? waiting.shift()!(build) : ready.push(build)),
    next: () => (ready.length > 0 ? Promise.resolve(ready.shift()!) : new Promise<DevPluginBuild>((resolve) => waiting.push(resolve))),
  };
}

const edit = (file: string, from: string, to: string) => {
  const path = join(paths.pluginsDir, 'info', file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
};

describe('npm run dev:plugin -- <id>', () => {
  it('serves each saved change as a new local build, hashed, to the browser that opted in, until it stops', { timeout: 90_000 }, async () => {
    const builds = buildQueue();
    const errors: string[] = [];
    const session = await startDevPlugin('info', paths, { onBuild: builds.push, onError: (message) => errors.push(message) });
    const cookie = `plugin_override_info=${session.token}`;
    const get = (url: string) => site.inject({ url, headers: { host: 'localhost', cookie } });
    const infoEntry = async () => ((await get('/bff-api/manifest.json')).json().plugins as Array<{ id: string; url: string; integrity: string }>).find((plugin) => plugin.id === 'info');
    try {
      const first = await builds.next();
      expect(await session.firstBuild).toBe(first);
      expect(await infoEntry()).toMatchObject({ url: first.entry.url, integrity: first.entry.integrity });
      expect(integrityOf((await get(first.entry.url)).rawPayload)).toBe(first.entry.integrity);

      edit('src/InfoPage.tsx', 'className="info-page"', 'className="info-page info-page--edited"');
      // On a busy machine the watcher may also report a rebuild of the unchanged sources (the same bundle, the same
      // address): the edit's build is the first one with another address, and its chunk must hold the edit (below).
      let second = await builds.next();
      while (second.entry.url === first.entry.url) second = await builds.next();
      const entry = await infoEntry();
      expect(entry).toMatchObject({ url: second.entry.url, integrity: second.entry.integrity });
      const bundle = await get(second.entry.url);
      expect(integrityOf(bundle.rawPayload)).toBe(entry?.integrity);
      // The page is a lazy chunk: served beside the bundle, which names the chunk's own hash.
      const folder = second.entry.url.replace(/index\.js$/, '');
      const chunk = readdirSync(join(paths.distDir, folder)).find((name) => name.endsWith('.js') && readFileSync(join(paths.distDir, folder, name), 'utf8').includes('info-page--edited'));
      const servedChunk = await get(`${folder}${chunk}`);
      expect(servedChunk.statusCode).toBe(200);
      expect(bundle.body).toContain(chunkIntegrityOf(servedChunk.rawPayload));

      edit('i18n/en.json', '"Rules sections"', '"Sections of the rules"');
      const third = await builds.next();
      expect((await get(third.entry.url.replace(/index\.js$/, 'i18n/en.json'))).json()).toMatchObject({ rules_sections: 'Sections of the rules' });
      expect(errors).toEqual([]);
    } finally {
      await session.stop();
    }
    expect(existsSync(join(paths.distDir, 'dev-plugins', 'info'))).toBe(false);
    expect(await infoEntry()).toBeUndefined();
  });

  it('prints the opt-in address of the session', () => {
    expect(optInUrl('http://localhost:8080', 'info', 'abc')).toBe('http://localhost:8080/bff-dev/plugin-override/info?token=abc');
  });

  it('takes a plugin id and the site address', () => {
    expect(parseDevPluginArgs(['info', '--site', 'http://127.0.0.1:9000/'], paths.pluginsDir)).toEqual({ id: 'info', site: 'http://127.0.0.1:9000' });
    expect(parseDevPluginArgs(['info'], paths.pluginsDir).site).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it.each([
    [['nope'], 'no plugin "nope" (known: info)'],
    [[], 'usage: npm run dev:plugin -- <id>'],
    [['info', '--site', 'localhost:8080'], 'is not an http(s) address'],
    [['info', '--site', 'not a url'], 'is not an address'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseDevPluginArgs(argv, paths.pluginsDir)).toThrow(message);
  });
});
