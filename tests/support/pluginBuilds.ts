import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublishedPlugin } from '../../bff/manifestBuilder.ts';
import { BUILD_FEED_FILE, pluginBuildsDir } from '../../bff/pluginVersions.ts';
import { integrityOf } from '../../scripts/build.ts';
import { projectRoot } from './bffFetch.ts';

const sourceRoutes = (id: string) => JSON.parse(readFileSync(join(projectRoot, 'plugins', id, 'routes.json'), 'utf8')) as PublishedPlugin['routes'];

/**
 * A build of plugin `id` in `distDir` as scripts/build.ts leaves one: the folder `<version>/` (a bundle that is only a
 * comment) with its feed entry and the plugin's own routes; `current` also makes it the latest build. `ageS` dates the
 * folder that many seconds back, for what sorts builds by time.
 */
export function writePluginBuild(distDir: string, id: string, version: string, { current = false, ageS = 0 } = {}): PublishedPlugin {
  const folder = join(pluginBuildsDir(distDir, id), version);
  mkdirSync(folder, { recursive: true });
  const bundle = `// ${id} ${version}\n`;
  writeFileSync(join(folder, 'index.js'), bundle);
  const entry = { id, version: version.replace(/-[0-9a-f]{8}$/, ''), url: `/plugins/${id}/${version}/index.js`, integrity: integrityOf(bundle), hostApi: '^3.0.0', activation: 'route' as const };
  const feed: PublishedPlugin = { entry, routes: sourceRoutes(id) };
  writeFileSync(join(folder, BUILD_FEED_FILE), JSON.stringify(feed));
  if (current) writeFileSync(join(pluginBuildsDir(distDir, id), 'current.json'), JSON.stringify(feed));
  const time = new Date(Date.now() - ageS * 1000);
  utimesSync(folder, time, time);
  return feed;
}

/**
 * Another version of the plugin's current build in `distDir`: the same files, its bundle with `marker` appended as a
 * comment (so another hash, folder and integrity), published beside it as `build:plugin` would. Returns its version.
 */
export function publishVariantOfCurrentBuild(distDir: string, id: string, marker: string): string {
  const current = JSON.parse(readFileSync(join(pluginBuildsDir(distDir, id), 'current.json'), 'utf8')) as PublishedPlugin;
  const currentFolder = current.entry.url.split('/')[3];
  const bundle = Buffer.concat([readFileSync(join(distDir, current.entry.url)), Buffer.from(`\n// ${marker}\n`)]);
  const version = `${current.entry.version}-${createHash('sha256').update(bundle).digest('hex').slice(0, 8)}`;
  const folder = join(pluginBuildsDir(distDir, id), version);
  cpSync(join(pluginBuildsDir(distDir, id), currentFolder), folder, { recursive: true });
  writeFileSync(join(folder, 'index.js'), bundle);
  const rebase = (url: string) => url.replace(`/${currentFolder}/`, `/${version}/`);
  const entry = { ...current.entry, url: rebase(current.entry.url), integrity: integrityOf(bundle), css: current.entry.css?.map((sheet) => ({ ...sheet, url: rebase(sheet.url) })) };
  writeFileSync(join(folder, BUILD_FEED_FILE), JSON.stringify({ entry, routes: current.routes }));
  return version;
}
