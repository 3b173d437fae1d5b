import { describe, expect, it, vi } from 'vitest';
import { parseManifest } from './parseManifest.ts';
import { PluginLoadError } from './PluginLoadError.ts';

const INTEGRITY = `sha384-${'A'.repeat(60)}abc+`;

const plugin = (id: string, changes: Record<string, unknown> = {}) => ({
  id,
  version: '1.2.3',
  url: `/plugins/${id}/index.js`,
  integrity: INTEGRITY,
  hostApi: '^1.0.0',
  activation: 'route',
  ...changes,
});

const route = (name: string, owner: string, changes: Record<string, unknown> = {}) => ({ name, plugin: owner, path: name.replace('.', '/'), page: 'main', ...changes });

const withoutKey = (entry: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(entry).filter(([name]) => name !== key));

describe('parseManifest', () => {
  it('passes valid entries through', () => {
    const document = {
      plugins: [plugin('info'), plugin('sports', { activation: 'boot', css: [{ url: '/plugins/sports/a.css', integrity: INTEGRITY }] })],
      routes: [route('info.about', 'info'), route('sports.home', 'sports', { requiresAuth: false, layout: 'default' })],
    };
    const log = vi.fn();
    expect(parseManifest(document, log)).toEqual({ plugins: document.plugins, routes: document.routes, rejected: [] });
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['a malformed integrity', plugin('info', { integrity: 'sha384-short' })],
    ['a sha256 integrity', plugin('info', { integrity: `sha256-${'A'.repeat(43)}=` })],
    ['a missing integrity', withoutKey(plugin('info'), 'integrity')],
  ])('rejects a plugin with %s as an integrity failure and keeps its routes', (_, entry) => {
    const log = vi.fn();
    const parsed = parseManifest({ plugins: [entry, plugin('sports')], routes: [route('info.about', 'info'), route('sports.home', 'sports')] }, log);
    expect(parsed.plugins.map((listed) => listed.id)).toEqual(['sports']);
    expect(parsed.rejected).toHaveLength(1);
    expect(parsed.rejected[0]).toBeInstanceOf(PluginLoadError);
    expect(parsed.rejected[0]).toMatchObject({ type: 'integrity', pluginId: 'info', version: '1.2.3' });
    expect(parsed.routes.map((listed) => listed.name)).toEqual(['info.about', 'sports.home']);
    expect(log).toHaveBeenCalledWith(parsed.rejected[0].message);
  });

  it.each([
    ['a bad version', plugin('info', { version: '1.0' })],
    ['a missing url', withoutKey(plugin('info'), 'url')],
    ['an external url', plugin('info', { url: '//evil.example/index.js' })],
    ['an unknown activation', plugin('info', { activation: 'always' })],
    ['an unknown field', plugin('info', { extra: true })],
  ])('rejects a plugin with %s as an invalid manifest', (_, entry) => {
    const parsed = parseManifest({ plugins: [entry], routes: [route('info.about', 'info')] }, vi.fn());
    expect(parsed.plugins).toEqual([]);
    expect(parsed.rejected.map((error) => [error.pluginId, error.type])).toEqual([['info', 'invalid-manifest']]);
    expect(parsed.routes.map((listed) => listed.name)).toEqual(['info.about']);
  });

  it('rejects only the plugin that owns a malformed route', () => {
    const log = vi.fn();
    const parsed = parseManifest(
      {
        plugins: [plugin('info'), plugin('sports')],
        routes: [route('info.about', 'info'), route('info.bad', 'info', { path: '/absolute' }), route('sports.home', 'sports')],
      },
      log,
    );
    expect(parsed.plugins.map((listed) => listed.id)).toEqual(['sports']);
    expect(parsed.rejected.map((error) => [error.pluginId, error.type, error.version])).toEqual([['info', 'invalid-manifest', '1.2.3']]);
    expect(parsed.routes.map((listed) => listed.name)).toEqual(['info.about', 'sports.home']);
    expect(log).toHaveBeenCalledWith(parsed.rejected[0].message);
  });

  it('drops and logs a route that names an unknown plugin', () => {
    const log = vi.fn();
    const parsed = parseManifest({ plugins: [plugin('info')], routes: [route('info.about', 'info'), route('ghost.page', 'ghost')] }, log);
    expect(parsed.routes.map((listed) => listed.name)).toEqual(['info.about']);
    expect(parsed.plugins.map((listed) => listed.id)).toEqual(['info']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('ghost.page'));
  });

  it('drops and logs a malformed route of an unknown plugin without rejecting anything', () => {
    const log = vi.fn();
    const parsed = parseManifest({ plugins: [plugin('info')], routes: [{ plugin: 'ghost', path: 'x' }, route('info.about', 'info')] }, log);
    expect(parsed.routes.map((listed) => listed.name)).toEqual(['info.about']);
    expect(parsed.rejected).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('ignores and logs the second plugin with an id already listed', () => {
    const log = vi.fn();
    const first = plugin('info', { version: '1.0.0' });
    const parsed = parseManifest({ plugins: [first, plugin('info', { version: '2.0.0' })], routes: [] }, log);
    expect(parsed.plugins).toEqual([first]);
    expect(parsed.rejected).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('info'));
  });

  it('ignores and logs a malformed second plugin with an id already listed', () => {
    const log = vi.fn();
    const first = plugin('info', { version: '1.0.0' });
    const parsed = parseManifest({ plugins: [first, plugin('info', { integrity: 'broken' })], routes: [route('info.about', 'info')] }, log);
    expect(parsed.plugins).toEqual([first]);
    expect(parsed.rejected).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('info'));
  });

  it.each([
    ['an entry without an id', withoutKey(plugin('info'), 'id')],
    ['an entry whose id is not a string', plugin('info', { id: 7 })],
    ['an entry that is not an object', 'info'],
    ['null', null],
  ])('logs and ignores %s', (_, entry) => {
    const log = vi.fn();
    const parsed = parseManifest({ plugins: [entry, plugin('sports')], routes: [] }, log);
    expect(parsed.plugins.map((listed) => listed.id)).toEqual(['sports']);
    expect(parsed.rejected).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
