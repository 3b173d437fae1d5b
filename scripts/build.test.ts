import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../bff/createServer.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { build, integrityOf, withSortedChunkIntegrity } from './build.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';

const work = mkdtempSync(join(tmpdir(), 'plugin-build-'));
const paths = { distDir: join(work, 'dist'), pluginsDir: join(work, 'plugins') };
afterAll(() => rmSync(work, { recursive: true, force: true }));

function setVersion(version: string): void {
  const file = join(paths.pluginsDir, 'info', 'plugin.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), version }));
}

describe('npm run build:plugin -- <id>', () => {
  cpSync(join(projectRoot, 'plugins', 'info'), join(paths.pluginsDir, 'info'), { recursive: true });

  it('builds only the plugin, into a versioned folder, and the BFF serves the new version', { timeout: 60_000 }, async () => {
    setVersion('1.0.0');
    await build(['--plugin', 'info'], paths);
    const first = JSON.parse(readFileSync(join(paths.distDir, 'plugins', 'info', 'current.json'), 'utf8'));
    expect(existsSync(join(paths.distDir, 'kernel'))).toBe(false);
    expect(existsSync(join(paths.distDir, 'shared'))).toBe(false);

    setVersion('1.0.1');
    const page = join(paths.pluginsDir, 'info', 'src', 'InfoPage.tsx');
    writeFileSync(page, readFileSync(page, 'utf8').replace('className="info-page"', 'className="info-page info-page--next"'));
    await build(['--plugin', 'info'], paths);
    const second = JSON.parse(readFileSync(join(paths.distDir, 'plugins', 'info', 'current.json'), 'utf8'));
    expect(second.entry.version).toBe('1.0.1');
    expect(second.entry.url).toMatch(/^\/plugins\/info\/1\.0\.1-[0-9a-f]{8}\/index\.js$/);
    expect(second.entry.integrity).not.toBe(first.entry.integrity);
    expect(readdirSync(join(paths.distDir, 'plugins', 'info')).filter((name) => name !== 'current.json')).toHaveLength(2);
    // The earlier build stays whole, with its own feed entry, for a domain that pins it or rolls back to it.
    const firstFolder = first.entry.url.split('/')[3];
    expect(JSON.parse(readFileSync(join(paths.distDir, 'plugins', 'info', firstFolder, 'feed.json'), 'utf8'))).toEqual(first);
    expect(integrityOf(readFileSync(join(paths.distDir, first.entry.url)))).toBe(first.entry.integrity);

    const bundle = readFileSync(join(paths.distDir, second.entry.url));
    expect(integrityOf(bundle)).toBe(second.entry.integrity);
    for (const stylesheet of second.entry.css) expect(integrityOf(readFileSync(join(paths.distDir, stylesheet.url)))).toBe(stylesheet.integrity);

    const app = createServer({ root: projectRoot, database: testDatabase(), distDir: paths.distDir });
    const manifest = (await app.inject({ url: '/bff-api/manifest.json', headers: { host: 'localhost' } })).json();
    expect(manifest.plugins).toEqual([expect.objectContaining({ id: 'info', version: '1.0.1', url: second.entry.url, integrity: second.entry.integrity })]);
    const served = await app.inject({ url: second.entry.url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(integrityOf(served.rawPayload)).toBe(second.entry.integrity);
    await app.close();
  });

  it('refuses an unknown plugin id', async () => {
    await expect(build(['--plugin', 'nope'], paths)).rejects.toThrow('no plugin "nope"');
  });
});

describe('npm run build', () => {
  const full = { distDir: join(work, 'full-dist'), pluginsDir: join(projectRoot, 'plugins') };

  it('ships no eval, no new Function and no ajv compiler, and the import map hashes match the files', { timeout: 120_000 }, async () => {
    await build([], full);
    const scripts = readdirSync(full.distDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const file of scripts) {
      const source = readFileSync(join(full.distDir, file), 'utf8');
      expect(source, file).not.toMatch(/\beval\(|\bFunction\(|new Function/);
      expect(source, file).not.toMatch(/ajv\/dist\/compile|new Ajv/);
    }
    const host = JSON.parse(readFileSync(join(full.distDir, 'host.json'), 'utf8'));
    for (const [url, integrity] of Object.entries(host.importMap.integrity)) {
      expect(integrityOf(readFileSync(join(full.distDir, url))), url).toBe(integrity);
    }
    expect(new Set(Object.values(host.importMap.imports)).size).toBe(Object.keys(host.importMap.integrity).length);
  });
});

/** Every file under `dir`, by its path relative to it, with its bytes. */
function tree(dir: string, prefix = ''): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) for (const [inner, bytes] of tree(dir, path)) files.set(inner, bytes);
    else files.set(path, readFileSync(join(dir, path)));
  }
  return files;
}

describe('reproducible plugin builds', () => {
  it('sort the table of chunk hashes by chunk id, whatever order the chunks were finished in', () => {
    const table = (order: string[]) => `m.p="",m.sriHashes={${order.join(',')}},m.x=1`;
    const entries = ['699:"sha256-b"', '339:"sha256-a"', '1024:"sha256-d"', '742:"sha256-c"'];
    expect(withSortedChunkIntegrity(table(entries))).toBe(table(['339:"sha256-a"', '699:"sha256-b"', '742:"sha256-c"', '1024:"sha256-d"']));
    expect(withSortedChunkIntegrity(table([...entries].reverse()))).toBe(withSortedChunkIntegrity(table(entries)));
  });

  it('give byte-identical trees and the same version for two builds of the same source', { timeout: 120_000 }, async () => {
    const builds = ['first', 'second'].map((name) => ({ distDir: join(work, `${name}-dist`), pluginsDir: join(projectRoot, 'plugins') }));
    for (const target of builds) await build(['--plugin', 'casino'], target);
    const [first, second] = builds.map(({ distDir }) => tree(join(distDir, 'plugins', 'casino')));
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [path, bytes] of first) expect(second.get(path)?.equals(bytes), path).toBe(true);
  });
});
