import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DomainSettings, ScenarioState } from './domainStore.ts';
import { buildManifest } from './manifestBuilder.ts';
import { ManifestCache } from './manifestCache.ts';

let distDir = '';
let stamp = 1_700_000_000;

/** A plugin's current build (dist/plugins/<id>/current.json) with one route, written with a new modification time. */
function publish(id: string, routePath: string, folder = '1.0.0-aaaaaaaa'): void {
  const dir = join(distDir, 'plugins', id);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'current.json');
  const entry = { id, version: '1.0.0', url: `/plugins/${id}/${folder}/index.js`, integrity: 'sha384-x', activation: 'route' };
  writeFileSync(file, JSON.stringify({ entry, routes: [{ name: `${id}.page`, plugin: id, path: routePath, page: 'page', layout: 'default' }] }));
  stamp += 10;
  utimesSync(file, stamp, stamp);
}

function domainWith(overrides: Partial<DomainSettings> = {}): DomainSettings {
  return {
    name: 'test',
    hosts: ['localhost'],
    plugins: { alpha: { enabled: true } },
    routesOff: [],
    pathOverrides: {},
    blockReason: null,
    config: {} as DomainSettings['config'],
    ...overrides,
  };
}

const stateOf = (domain: DomainSettings): ScenarioState => ({ domain, rawDocuments: {}, pluginOverrides: {}, extraPlugins: [], faults: [] });
const pathsOf = (routes: readonly unknown[]) => (routes as Array<{ path: string }>).map((route) => route.path);

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'manifest-cache-'));
});

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('ManifestCache', () => {
  it('gives the manifest buildManifest makes, the same object while nothing changes', () => {
    publish('alpha', 'alpha');
    const cache = new ManifestCache(distDir, () => true);
    const state = stateOf(domainWith());
    const first = cache.get(state, {}, 3, null);
    expect(JSON.parse(first.json())).toEqual(buildManifest(distDir, state, {}, 3, null));
    expect(cache.get(stateOf(state.domain), {}, 3, null)).toBe(first);
    expect(pathsOf(first.routes)).toContain('alpha');
  });

  it('makes it again when a build lands', () => {
    publish('alpha', 'alpha');
    const cache = new ManifestCache(distDir, () => true);
    const domain = domainWith();
    expect(pathsOf(cache.get(stateOf(domain)).manifest.routes)).toEqual(['alpha']);
    publish('alpha', 'alpha-renamed', '1.0.1-bbbbbbbb');
    expect(pathsOf(cache.get(stateOf(domain)).manifest.routes)).toEqual(['alpha-renamed']);
  });

  it('makes it again for a new version of the domain (the watcher gives a changed file a new object)', () => {
    publish('alpha', 'alpha');
    publish('beta', 'beta');
    const cache = new ManifestCache(distDir, () => true);
    const before = domainWith({ plugins: { alpha: { enabled: true }, beta: { enabled: true } } });
    expect(pathsOf(cache.get(stateOf(before)).manifest.routes)).toEqual(['alpha', 'beta']);
    const after = domainWith({ plugins: { alpha: { enabled: true }, beta: { enabled: true } }, routesOff: ['beta.page'], pathOverrides: { 'alpha.page': 'renamed' } });
    expect(pathsOf(cache.get(stateOf(after)).manifest.routes)).toEqual(['renamed']);
  });

  it('never keeps one for a scenario state or a local build, which may change in place', () => {
    publish('alpha', 'alpha');
    const cache = new ManifestCache(distDir, () => false);
    const state = stateOf(domainWith());
    const first = cache.get(state);
    state.domain.routesOff = ['alpha.page'];
    expect(cache.get(state)).not.toBe(first);
    expect(pathsOf(cache.get(state).manifest.routes)).toEqual([]);
  });

  it('keeps one manifest per rollout side, not one per bucket, and freezes what it shares', () => {
    publish('alpha', 'alpha');
    const cache = new ManifestCache(distDir, () => true);
    const domain = domainWith({ plugins: { alpha: { enabled: true, rollout: { version: '1.0.0-aaaaaaaa', percent: 50 } } } });
    const served = new Set(Array.from({ length: 100 }, (_, bucket) => cache.get(stateOf(domain), {}, bucket)));
    expect(served.size).toBe(2);
    const [one] = served;
    expect(Object.isFrozen(one.manifest.routes)).toBe(true);
    expect(() => (one.manifest.routes as unknown[]).push({})).toThrow();
  });
});
