import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StaticFiles } from './staticFiles.ts';

const dist = mkdtempSync(join(tmpdir(), 'static-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, 'kernel'), { recursive: true });
mkdirSync(join(dist, 'plugins', 'info', '1.0.0-0123abcd'), { recursive: true });
writeFileSync(join(dist, 'host.json'), '{"secret":true}');
writeFileSync(join(dist, 'kernel', 'kernel.0123abcd.js'), 'System.register([], function () { return { execute() {} }; });');
writeFileSync(join(dist, 'plugins', 'info', 'current.json'), '{}');
writeFileSync(join(dist, 'plugins', 'info', '1.0.0-0123abcd', 'index.js'), '/* plugin */');
writeFileSync(join(dist, 'plugins', 'info', '1.0.0-0123abcd', 'feed.json'), '{}');
const files = new StaticFiles(dist);

describe('static files of the build', () => {
  it('serves public files, hashed ones as immutable, gzipped', () => {
    const file = files.get('/kernel/kernel.0123abcd.js');
    expect(file?.contentType).toBe('text/javascript; charset=utf-8');
    expect(file?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(file?.gzipped?.length).toBeGreaterThan(0);
    expect(files.get('/plugins/info/1.0.0-0123abcd/index.js')?.cacheControl).toContain('immutable');
  });

  it.each([
    '/host.json',
    '/kernel/..%2Fhost.json',
    '/kernel/%2e%2e/host.json',
    '/plugins/info/current.json',
    '/plugins/info/current%2Ejson',
    '/plugins/info/1.0.0-0123abcd/feed.json',
    '/plugins/..%2F..%2Fetc%2Fpasswd',
    '/kernel/%E0%A4%A',
    '/kernel/missing.js',
  ])('never serves %s', (path) => {
    expect(files.get(path)).toBeNull();
  });
});
