import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from '../jsonApiErrors.ts';

/** The mobile UI stylesheet's version (second document), one stylesheet per theme of the site (the document's `data-theme`). */
const SYS_UI_VERSION = '2.3.230';
const SYS_UI_THEMES = ['light', 'dark'] as const;
/**
 * The icon set's default version (second document), the set the pages use (host.css draws the breadcrumbs' home icon
 * from it); other versions are served when their folder exists.
 */
const SYS_ICONS_DEFAULT_VERSION = '1.0.637';

/** Versioned addresses never change: a year, immutable. */
const LONG_CACHE = 'public, max-age=31536000, immutable';
const ICON_FILE = /^[a-z0-9][a-z0-9-]{0,63}\.svg$/;
const ICON_VERSION = /^[0-9]{1,4}\.[0-9]{1,4}\.[0-9]{1,6}$/;

// A path, not a URL: the BFF also runs inside jsdom tests, whose URL class node:fs does not take.
const ASSETS_DIR = dirname(fileURLToPath(import.meta.url));

/** Every file is read once at start, into a table by name: an address only ever picks a key, never a path on disk. */
function readIcons(): ReadonlyMap<string, ReadonlyMap<string, string>> {
  const versions = new Map<string, ReadonlyMap<string, string>>();
  for (const version of readdirSync(join(ASSETS_DIR, 'icons')).filter((name) => ICON_VERSION.test(name))) {
    const dir = join(ASSETS_DIR, 'icons', version);
    versions.set(version, new Map(readdirSync(dir).filter((name) => ICON_FILE.test(name)).map((name) => [name, readFileSync(join(dir, name), 'utf8')])));
  }
  return versions;
}

/**
 * The platform's static assets (second document): the mobile UI stylesheet of each of the site's themes at
 * `/sys-ui/2.3.230/Mobile/{theme}/client.css`, and the icon set at `/sys-icons/{version}/{file}` (the demo set of
 * version 1.0.637, the default). Anything else under them is a 404.
 */
export function registerSysAssetRoutes(app: FastifyInstance): void {
  const stylesheets = new Map<string, string>(SYS_UI_THEMES.map((theme) => [theme, readFileSync(join(ASSETS_DIR, 'ui', `${theme}.css`), 'utf8')]));
  const icons = readIcons();
  if (!icons.has(SYS_ICONS_DEFAULT_VERSION)) throw new Error(`the icon set ${SYS_ICONS_DEFAULT_VERSION} is missing from bff/sysAssets/icons`);

  app.get<{ Params: { theme: string } }>(`/sys-ui/${SYS_UI_VERSION}/Mobile/:theme/client.css`, async (request, reply) => {
    const css = stylesheets.get(request.params.theme);
    if (css === undefined) return sendApiError(reply, 404, undefined, 'no such theme');
    return reply.header('Cache-Control', LONG_CACHE).type('text/css; charset=utf-8').send(css);
  });

  // Any other address under either is a missing asset, not a page of the site.
  for (const prefix of ['/sys-ui/*', '/sys-icons/*']) app.get(prefix, async (_request, reply) => sendApiError(reply, 404, undefined, 'no such asset'));

  app.get<{ Params: { version: string; file: string } }>('/sys-icons/:version/:file', async (request, reply) => {
    const { version, file } = request.params;
    const svg = ICON_VERSION.test(version) && ICON_FILE.test(file) ? icons.get(version)?.get(file) : undefined;
    if (svg === undefined) return sendApiError(reply, 404, undefined, 'no such icon');
    return reply.header('Cache-Control', LONG_CACHE).header('X-Content-Type-Options', 'nosniff').type('image/svg+xml').send(svg);
  });
}
