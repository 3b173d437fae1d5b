import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { defineBffModule, type BffModule } from './bffModule.ts';
import { createServer } from './createServer.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';

const hasBuild = existsSync(join(projectRoot, 'dist', 'host.json'));

/** A module with a host of its own: a page there (with its own policy) and a call. */
const tiles = (name = 'tiles.localhost', framedBySite = true): BffModule =>
  defineBffModule({
    id: 'tiles',
    register(_app, { serveHost }) {
      const host = serveHost({ name, framedBySite }, (scope) => {
        scope.get('/tile', async (request) => ({ origin: host.originFor(request) }));
        scope.get('/page', async (_request, reply) => reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors http://localhost:9000").type('text/html').send('<p>tile</p>'));
      });
    },
  });

const app = createServer({ root: projectRoot, database: testDatabase(), testMode: true, modules: async () => [tiles()] });
afterAll(() => app.close());
const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

describe('hosts a module serves', () => {
  it('answers the module’s routes for its host at any port, with the origin of that port', async () => {
    const reply = await get('/tile', 'tiles.localhost:9000');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ origin: 'http://tiles.localhost:9000' });
    expect((await get('/tile', 'TILES.localhost')).json()).toEqual({ origin: 'http://tiles.localhost' });
  });

  it('serves nothing of the site on that host', async () => {
    for (const url of ['/bff-api/config/all.json', '/bff-api/manifest.json', '/en/', '/no-such-path']) expect((await get(url, 'tiles.localhost:9000')).statusCode, url).toBe(404);
  });

  it('does not answer the module’s host routes on the site’s host', async () => {
    const reply = await get('/tile', 'localhost:9000');
    expect(reply.body).not.toContain('tiles.localhost');
  });

  it('keeps the policy a page of that host sets', async () => {
    expect((await get('/page', 'tiles.localhost:9000')).headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors http://localhost:9000");
  });

  it('lets the site’s pages frame a host that asks for it, on the page’s port, and nothing wider', async () => {
    if (!hasBuild) return;
    const csp = String((await get('/en/', 'localhost:9000')).headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' http://tiles.localhost:9000;");
    const closed = createServer({ root: projectRoot, database: testDatabase(), testMode: true, modules: async () => [tiles('tiles.localhost', false)] });
    expect(String((await closed.inject({ method: 'GET', url: '/en/', headers: { host: 'localhost:9000' } })).headers['content-security-policy'])).toContain("frame-src 'self';");
    await closed.close();
  });

  it('refuses a host two modules claim, and a name that is not a host name', async () => {
    const twice = createServer({ root: projectRoot, database: testDatabase(), testMode: true, modules: async () => [tiles(), { ...tiles(), id: 'other' }] });
    await expect(twice.ready()).rejects.toThrow(/served by module "tiles" already/);
    await twice.close().catch(() => undefined);
    const bad = createServer({ root: projectRoot, database: testDatabase(), testMode: true, modules: async () => [tiles('tiles.localhost; script-src *')] });
    await expect(bad.ready()).rejects.toThrow(/not a host name/);
    await bad.close().catch(() => undefined);
  });
});
