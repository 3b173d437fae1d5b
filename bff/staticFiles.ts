import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILD_FEED_FILE } from './pluginVersions.ts';
import { PUBLIC_FOLDERS } from './publicFolders.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The BFF's own records of a build (its feed entry): read from disk, served only through the manifest. */
const PRIVATE_FILES = ['current.json', BUILD_FEED_FILE];

export interface StaticFile {
  body: Buffer;
  gzipped: Buffer | null;
  contentType: string;
  cacheControl: string;
}

/** Hashed names never change content, so they are cached for a year; the rest is revalidated. */
const isImmutable = (path: string) => /\.[0-9a-f]{8}(\.min)?\.(js|css)$/.test(path) || /^\/plugins\/[^/]+\/[^/]+-[0-9a-f]{8}\//.test(path);

export class StaticFiles {
  private readonly cache = new Map<string, { mtimeMs: number; file: StaticFile }>();

  /** `publicFolders`: the folders of `distDir` it serves (a plugin author's local builds are served apart, see pluginOverrides.ts). */
  constructor(
    private readonly distDir: string,
    private readonly publicFolders: readonly string[] = PUBLIC_FOLDERS,
  ) {}

  /** The file for a URL path, or null (also for paths that try to leave dist/). */
  get(urlPath: string): StaticFile | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    // Decode and normalise first, then decide: `/kernel/..%2Fhost.json` must not reach host.json.
    const full = normalize(join(this.distDir, decoded));
    const inside = relative(this.distDir, full).split(sep);
    if (!this.publicFolders.includes(inside[0]) || inside.includes('..') || PRIVATE_FILES.includes(inside.at(-1)!)) return null;
    if (!existsSync(full) || !statSync(full).isFile()) return null;
    const { mtimeMs } = statSync(full);
    const cached = this.cache.get(full);
    if (cached && cached.mtimeMs === mtimeMs) return cached.file;
    const body = readFileSync(full);
    const contentType = CONTENT_TYPES[extname(full)] ?? 'application/octet-stream';
    const file: StaticFile = {
      body,
      gzipped: /javascript|css|json/.test(contentType) ? gzipSync(body, { level: 9 }) : null,
      contentType,
      cacheControl: isImmutable(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    this.cache.set(full, { mtimeMs, file });
    return file;
  }
}
