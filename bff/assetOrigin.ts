import { ASSET_ORIGIN_PATTERN } from '../schemas/domainConfig.ts';
import type { DomainSettings } from './domainStore.ts';
import { PUBLIC_FOLDERS } from './publicFolders.ts';

/** The environment variable naming the asset origin of every domain whose file names none. */
export const ASSET_ORIGIN_VARIABLE = 'ASSET_ORIGIN';

const ORIGIN = new RegExp(ASSET_ORIGIN_PATTERN);

/** The server's asset origin (`ASSET_ORIGIN`), or null when unset; a value that is not an origin stops the start. */
export function assetOriginFromEnvironment(environment: NodeJS.ProcessEnv = process.env): string | null {
  const value = environment[ASSET_ORIGIN_VARIABLE];
  if (value === undefined || value === '') return null;
  if (!ORIGIN.test(value)) throw new Error(`${ASSET_ORIGIN_VARIABLE}="${value}" is not an origin such as https://cdn.example.com (no path, no trailing slash)`);
  return value;
}

/** Where a domain's pages load the build from: its domain file's origin, else the server's; null: the site itself. */
export const assetOriginOf = (domain: Pick<DomainSettings, 'assetOrigin'>, serverOrigin: string | null): string | null =>
  domain.assetOrigin ?? serverOrigin;

/**
 * A build file's URL on the asset origin. Only dist/'s public folders move (the origin holds a copy of them): a plugin
 * author's local build (/dev-plugins/) and a test's own bundles stay on the site.
 */
export function onAssetOrigin(url: string, origin: string | null): string {
  if (origin === null || !url.startsWith('/')) return url;
  return PUBLIC_FOLDERS.includes(url.split('/')[1]) ? `${origin}${url}` : url;
}

/** What the page loads first (dist/host.json): the import map with integrity, and SystemJS. */
interface HostBuild {
  importMap: { imports: Record<string, string>; integrity: Record<string, string> };
  system: { url: string; integrity: string };
}

/** The host build on the asset origin: SystemJS and each module of the import map, each keeping its integrity (now keyed by its new URL). */
export function hostBuildOnAssetOrigin<T extends HostBuild>(host: T, origin: string | null): T {
  if (origin === null) return host;
  const move = (entries: Record<string, string>, pair: (entry: [string, string]) => [string, string]) => Object.fromEntries(Object.entries(entries).map(pair));
  return {
    ...host,
    importMap: {
      imports: move(host.importMap.imports, ([name, url]) => [name, onAssetOrigin(url, origin)]),
      integrity: move(host.importMap.integrity, ([url, hash]) => [onAssetOrigin(url, origin), hash]),
    },
    system: { ...host.system, url: onAssetOrigin(host.system.url, origin) },
  };
}

/** The plugin feed with its bundles and stylesheets on the asset origin; integrity stays as the build wrote it. */
export function feedOnAssetOrigin(plugins: readonly unknown[], origin: string | null): unknown[] {
  if (origin === null) return [...plugins];
  return plugins.map((plugin) => {
    const { url, css } = plugin as { url?: unknown; css?: unknown };
    const moved: Record<string, unknown> = { ...(plugin as Record<string, unknown>) };
    if (typeof url === 'string') moved.url = onAssetOrigin(url, origin);
    if (Array.isArray(css)) {
      moved.css = css.map((style: { url?: unknown }) => (typeof style?.url === 'string' ? { ...style, url: onAssetOrigin(style.url, origin) } : style));
    }
    return moved;
  });
}
