import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validate_pluginFeedEntry } from '../src/generated/validate_pluginFeedEntry.js';
import { placePluginBuild } from './build.ts';

const work = mkdtempSync(join(tmpdir(), 'place-plugin-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A plugin folder with this plugin.json and a staged bundle, placed as the build places it. */
function placed(id: string, meta: Record<string, unknown>) {
  const pluginsDir = join(work, 'plugins');
  mkdirSync(join(pluginsDir, id), { recursive: true });
  writeFileSync(join(pluginsDir, id, 'plugin.json'), JSON.stringify({ id, version: '1.0.0', hostApi: '^3.0.0', activation: 'route', ...meta }));
  writeFileSync(join(pluginsDir, id, 'routes.json'), '[]');
  const stagedDir = join(work, 'staged', id);
  mkdirSync(stagedDir, { recursive: true });
  writeFileSync(join(stagedDir, 'index.js'), `System.register([], function () { return { execute: function () {} }; }); // ${id}`);
  return placePluginBuild(id, pluginsDir, { stagedDir, targetDir: join(work, 'dist', id), urlBase: `/plugins/${id}` }).entry;
}

describe('the feed entry of a plugin that offers gambling areas', () => {
  it('carries the areas of plugin.json, and passes the kernel validator of the feed', () => {
    const entry = placed('dice', { gamblingAreas: ['dice'] });
    expect(entry.gamblingAreas).toEqual(['dice']);
    expect(validate_pluginFeedEntry(entry)).toBe(true);
  });

  it('has no areas field for a plugin that offers none', () => {
    const entry = placed('news', {});
    expect('gamblingAreas' in entry).toBe(false);
    expect(validate_pluginFeedEntry(entry)).toBe(true);
  });
});

describe('the feed entry of a plugin that draws part of the header', () => {
  it('carries inHeader of plugin.json, so the kernel retries its load as the header remote app', () => {
    const entry = placed('badge', { inHeader: true });
    expect(entry.inHeader).toBe(true);
    expect(validate_pluginFeedEntry(entry)).toBe(true);
  });

  it('has no inHeader field for a plugin elsewhere on the page', () => {
    expect('inHeader' in placed('footer-note', {})).toBe(false);
  });
});
