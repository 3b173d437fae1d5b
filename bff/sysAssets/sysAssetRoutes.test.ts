import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../tests/support/bffFetch.ts';

const app = createTestBff();
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

describe('the platform\'s static assets', () => {
  it('serves the mobile UI stylesheet of each of the site\'s themes, cached for a year', async () => {
    for (const theme of ['light', 'dark']) {
      const reply = await get(`/sys-ui/2.3.230/Mobile/${theme}/client.css`);
      expect([reply.statusCode, reply.headers['content-type'], reply.headers['cache-control']]).toEqual([200, 'text/css; charset=utf-8', 'public, max-age=31536000, immutable']);
      expect(reply.body).toContain('--sys-ui-bg');
    }
    expect((await get('/sys-ui/2.3.230/Mobile/light/client.css')).body).not.toBe((await get('/sys-ui/2.3.230/Mobile/dark/client.css')).body);
  });

  it('serves the icon set of the default version 1.0.637 as SVG', async () => {
    const reply = await get('/sys-icons/1.0.637/home.svg');
    expect([reply.statusCode, reply.headers['content-type'], reply.headers['cache-control'], reply.headers['x-content-type-options']]).toEqual([200, 'image/svg+xml', 'public, max-age=31536000, immutable', 'nosniff']);
    expect(reply.body).toMatch(/^<svg /);
  });

  it('answers 404 for another theme, version or file, and for any way out of the set', async () => {
    for (const url of [
      '/sys-ui/2.3.230/Mobile/blue/client.css',
      '/sys-ui/2.3.230/Mobile/__proto__/client.css',
      '/sys-ui/2.3.229/Mobile/light/client.css',
      '/sys-icons/1.0.636/home.svg',
      '/sys-icons/1.0.637/nope.svg',
      '/sys-icons/1.0.637/home.png',
      '/sys-icons/1.0.637/..%2F..%2Fui%2Flight.css',
      '/sys-icons/1.0.637/%2E%2E%2FsysAssetRoutes.ts',
      '/sys-icons/..%2F..%2Fseo/seoSettings.json',
    ]) {
      const reply = await get(url);
      expect([url, reply.statusCode]).toEqual([url, 404]);
      expect(reply.body).not.toContain('registerSysAssetRoutes');
    }
    // Dot segments are resolved before routing (as a browser does): what is left is no asset, and no file of the server.
    expect((await get('/sys-icons/1.0.637/../../sysAssets/sysAssetRoutes.ts')).body).not.toContain('registerSysAssetRoutes');
  });
});
