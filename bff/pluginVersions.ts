import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildVersionSchema } from '../schemas/domainConfig.ts';
import { readCachedJsonFile } from './cachedJsonFile.ts';
import { readPublishedPlugin, type PublishedPlugin } from './manifestBuilder.ts';

/**
 * Every build of a plugin stays in `dist/plugins/<id>/<version>-<hash>/` (immutable: the hash is its content's), with
 * its own feed entry and routes in `feed.json`, so that a domain can pin it, roll another out, and roll back to it.
 * The folder name is the version a domain file names.
 */
export const BUILD_FEED_FILE = 'feed.json';
/** `<plugin.json version>-<8 hex of the content>`, the folders scripts/build.ts writes (never `.staging`). */
export const BUILD_FOLDER_PATTERN = new RegExp(buildVersionSchema.pattern);

export const pluginBuildsDir = (distDir: string, id: string) => join(distDir, 'plugins', id);

/** The version (folder name) a feed entry's bundle sits in: `/plugins/<id>/<version>/index.js`. */
export const buildFolderOf = (entry: { url: string }) => entry.url.split('/')[3] ?? '';

function readFeedFile(file: string, id: string): PublishedPlugin | null {
  const candidate = readCachedJsonFile(file) as Partial<PublishedPlugin> | undefined;
  return candidate?.entry?.id === id && Array.isArray(candidate.routes) ? (candidate as PublishedPlugin) : null;
}

/**
 * One published build of a plugin by its version (`0.1.0-4faece03`), or null when dist has none. A folder written
 * before builds carried their own feed entry is readable while it is the current build.
 */
export function readPluginVersion(distDir: string, id: string, version: string): PublishedPlugin | null {
  if (!BUILD_FOLDER_PATTERN.test(version)) return null;
  const own = readFeedFile(join(pluginBuildsDir(distDir, id), version, BUILD_FEED_FILE), id);
  if (own) return own;
  let current: PublishedPlugin | null;
  try {
    current = readPublishedPlugin(distDir, id);
  } catch {
    return null;
  }
  return current && buildFolderOf(current.entry) === version ? current : null;
}

/** The versions of a plugin dist can serve, newest folder first. */
export function publishedVersions(distDir: string, id: string): string[] {
  const dir = pluginBuildsDir(distDir, id);
  if (!existsSync(dir)) return [];
  return buildFolders(dir)
    .filter(({ name }) => readPluginVersion(distDir, id, name) !== null)
    .map(({ name }) => name);
}

/** The build folders of `dir` (a plugin's builds) with their modification time, newest first. */
export function buildFolders(dir: string): Array<{ name: string; mtimeMs: number }> {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && BUILD_FOLDER_PATTERN.test(entry.name))
    .flatMap((entry) => {
      try {
        return [{ name: entry.name, mtimeMs: statSync(join(dir, entry.name)).mtimeMs }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.mtimeMs - a.mtimeMs || b.name.localeCompare(a.name));
}
