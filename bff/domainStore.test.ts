import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from './createServer.ts';
import { DOMAIN_RELOAD_DEBOUNCE_MS, DomainStore } from './domainStore.ts';
import { readPluginCatalog } from './pluginCatalog.ts';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';

/** The promise: a saved domain file reaches new requests within a second. */
const LIVE_WITHIN_MS = 1000;

let dir = '';
let reports: string[] = [];
let store: DomainStore | null = null;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'domains-'));
  for (const name of ['demo.json', 'sports.json']) cpSync(join(projectRoot, 'bff', 'domains', name), join(dir, name));
  reports = [];
});
afterEach(() => {
  store?.close();
  store = null;
  rmSync(dir, { recursive: true, force: true });
});

const catalog = () => readPluginCatalog(join(projectRoot, 'plugins'), join(projectRoot, 'dist'));
const open = () => (store = new DomainStore(dir, { catalog, report: (message) => reports.push(message) }));
const read = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const write = (name: string, document: unknown) => writeFileSync(join(dir, name), `${JSON.stringify(document, null, 2)}\n`);

/** Polls until `condition` holds; answers how long it took. */
async function within(ms: number, condition: () => boolean): Promise<number> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - started;
}

async function withinAsync(ms: number, condition: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, DOMAIN_RELOAD_DEBOUNCE_MS * 4));

describe('DomainStore', () => {
  it('serves each domain by its host, and the demo domain to unknown hosts', () => {
    open();
    expect(store!.domainFor('sports.localhost:8080').name).toBe('sports');
    expect(store!.domainFor('localhost:8080').name).toBe('demo');
    expect(store!.domainFor('elsewhere.example').name).toBe('demo');
  });

  it('does not serve a file that is invalid at start, and says why', () => {
    const sports = read('sports.json');
    sports.plugins.lottery = { enabled: true };
    write('sports.json', sports);
    open();
    expect(store!.domainFor('sports.localhost').name).toBe('demo');
    expect(reports.join('\n')).toMatch(/sports\.json refused; this domain is not served:\n {2}\S*sports\.json: \/plugins\/lottery: unknown plugin "lottery"/);
  });

  it('applies a saved change within a second', async () => {
    open();
    const sports = read('sports.json');
    sports.config.site.companyName = 'Strikeline Live';
    write('sports.json', sports);
    await within(LIVE_WITHIN_MS, () => store!.domainFor('sports.localhost').config.site.companyName === 'Strikeline Live');
    expect(reports).toEqual([expect.stringMatching(/sports\.json reloaded$/)]);
  });

  it('applies a file saved by renaming a new one over it (how many editors save)', async () => {
    open();
    const sports = read('sports.json');
    sports.routesOff = ['results'];
    writeFileSync(join(dir, '.sports.json.swp'), JSON.stringify(sports));
    renameSync(join(dir, '.sports.json.swp'), join(dir, 'sports.json'));
    await within(LIVE_WITHIN_MS, () => store!.domainFor('sports.localhost').routesOff.includes('results'));
  });

  it('serves a domain file added, and stops serving one removed', async () => {
    open();
    const vip = { ...read('sports.json'), name: 'vip', hosts: ['vip.localhost'] };
    write('vip.json', vip);
    await within(LIVE_WITHIN_MS, () => store!.domainFor('vip.localhost').name === 'vip');
    unlinkSync(join(dir, 'vip.json'));
    await within(LIVE_WITHIN_MS, () => store!.domainFor('vip.localhost').name === 'demo');
  });

  it.each([
    ['a syntax error', (text: string) => text.replace('"routesOff"', '"routesOff'), /\(root\): not valid JSON at line \d+, column \d+/],
    ['a schema error', (text: string) => text.replace('"blockReason": null', '"blockReason": "soon"'), /\/blockReason: must be integer,null/],
    ['an unknown plugin', (text: string) => text.replace('"sports": {', '"lottery": {"enabled": true}, "sports": {'), /\/plugins\/lottery: unknown plugin "lottery"/],
    ['an unknown route', (text: string) => text.replace('"routesOff": []', '"routesOff": ["line", "resluts"]'), /\/routesOff\/1: unknown route "resluts"/],
    ['a clashing path override', (text: string) => text.replace('"pathOverrides": {}', '"pathOverrides": {"results": "live"}'), /\/pathOverrides\/results: path "live" clashes with route "live"/],
    ['an upstream that is not a URL', (text: string) => text.replace('"pathOverrides": {}', '"upstreams": {"/web-api": "platform:9090"}, "pathOverrides": {}'), /\/upstreams\/~1web-api: must match pattern/],
  ])('refuses an edit with %s and keeps serving the last valid version', async (_, edit, reason) => {
    open();
    const before = store!.domainFor('sports.localhost');
    writeFileSync(join(dir, 'sports.json'), edit(readFileSync(join(dir, 'sports.json'), 'utf8')));
    await within(LIVE_WITHIN_MS, () => reports.length > 0);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/sports\.json refused; the domain keeps its last valid version:/);
    expect(reports[0]).toMatch(reason);
    expect(store!.domainFor('sports.localhost')).toBe(before);
  });

  it('refuses half a file written in place, and takes the whole one when it is complete', async () => {
    open();
    const sports = read('sports.json');
    sports.config.site.companyName = 'Strikeline Two';
    const text = `${JSON.stringify(sports, null, 2)}\n`;
    writeFileSync(join(dir, 'sports.json'), text.slice(0, text.length / 2));
    await within(LIVE_WITHIN_MS, () => reports.length > 0);
    expect(store!.domainFor('sports.localhost').config.site.companyName).toBe('Strikeline');
    writeFileSync(join(dir, 'sports.json'), text);
    await within(LIVE_WITHIN_MS, () => store!.domainFor('sports.localhost').config.site.companyName === 'Strikeline Two');
  });

  it('keeps the domains when every file is removed', async () => {
    open();
    unlinkSync(join(dir, 'demo.json'));
    unlinkSync(join(dir, 'sports.json'));
    await within(LIVE_WITHIN_MS, () => reports.some((report) => report.includes('no valid domain file left')));
    expect(store!.domainFor('sports.localhost').name).toBe('sports');
  });

  it('keeps a test scenario\'s changes on top of the new version of its domain', async () => {
    open();
    store!.patchScenarioDomain('sports.localhost', 'scenario-1', (domain) => (domain.blockReason = 4));
    const copy = store!.stateFor('sports.localhost', 'scenario-1').domain;
    const sports = read('sports.json');
    sports.config.site.companyName = 'Strikeline Rebased';
    write('sports.json', sports);
    await within(LIVE_WITHIN_MS, () => store!.stateFor('sports.localhost', 'scenario-1').domain.config.site.companyName === 'Strikeline Rebased');
    const state = store!.stateFor('sports.localhost', 'scenario-1');
    expect(state.domain.blockReason).toBe(4);
    // Modules key their per-scenario state by the copy, so it stays the same object.
    expect(state.domain).toBe(copy);
    expect(store!.domainFor('sports.localhost').blockReason).toBeNull();
  });

  it('stops watching when closed', async () => {
    open();
    store!.close();
    const sports = read('sports.json');
    sports.config.site.companyName = 'Unseen';
    write('sports.json', sports);
    await settle();
    expect(store!.domainFor('sports.localhost').config.site.companyName).toBe('Strikeline');
  });
});

describe('the BFF with a changed domain file', () => {
  it('answers the new manifest and config to new requests within a second, and survives a broken file', async () => {
    // Published builds of its own: the test must not depend on a build of this checkout having been made.
    const distDir = mkdtempSync(join(tmpdir(), 'dist-'));
    for (const id of ['account', 'sports']) {
      const entry = { id, version: '0.1.0', url: `/plugins/${id}/0.1.0-00000000/index.js`, integrity: `sha384-${'A'.repeat(64)}`, hostApi: '^3.0.0', activation: 'boot' };
      mkdirSync(join(distDir, 'plugins', id), { recursive: true });
      writeFileSync(join(distDir, 'plugins', id, 'current.json'), JSON.stringify({ entry, routes: [] }));
    }
    const app = createServer({ root: projectRoot, database: testDatabase(), distDir, domainsDir: dir, testMode: true });
    try {
      const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'sports.localhost:8080' } });
      const pluginsOf = async () => ((await get('/bff-api/manifest.json')).json().plugins as Array<{ id: string }>).map((plugin) => plugin.id);
      expect(await pluginsOf()).toContain('sports');

      const sports = read('sports.json');
      sports.plugins.sports = { enabled: false };
      sports.config.site.companyName = 'Strikeline Closed';
      write('sports.json', sports);
      await withinAsync(LIVE_WITHIN_MS, async () => !(await pluginsOf()).includes('sports'));
      expect((await get('/bff-api/config/all.json')).json().site.companyName).toBe('Strikeline Closed');

      writeFileSync(join(dir, 'sports.json'), '{ "name": "sports", ');
      await settle();
      expect((await get('/bff-api/config/all.json')).json().site.companyName).toBe('Strikeline Closed');
      expect(await pluginsOf()).not.toContain('sports');
    } finally {
      await app.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});

describe('the jurisdiction profile a domain names', () => {
  let profilesDir = '';
  beforeEach(() => {
    profilesDir = mkdtempSync(join(tmpdir(), 'jurisdictions-'));
    cpSync(join(projectRoot, 'bff', 'jurisdictions'), profilesDir, { recursive: true });
  });
  afterEach(() => rmSync(profilesDir, { recursive: true, force: true }));

  const jurisdictionOf = (host: string) => store!.domainFor(host).config.jurisdiction as Record<string, unknown>;
  const writeProfile = (id: string, change: (profile: { rules: Record<string, { value: unknown }> }) => void) => {
    const profile = JSON.parse(readFileSync(join(profilesDir, `${id}.json`), 'utf8'));
    change(profile);
    writeFileSync(join(profilesDir, `${id}.json`), JSON.stringify(profile));
  };

  it('serves its values, without their sources, as the jurisdiction group; none by default; a changed profile within a second', async () => {
    write('sports.json', { ...read('sports.json'), jurisdiction: 'se' });
    store = new DomainStore(dir, { catalog, jurisdictionsDir: profilesDir, report: (message) => reports.push(message) });
    expect(jurisdictionOf('sports.localhost')).toMatchObject({ regulator: 'Spelinspektionen', country: 'SE', increaseCoolingOffHours: 72, minimumAge: 18 });
    expect(jurisdictionOf('localhost')).toMatchObject({ increaseCoolingOffHours: 24, withdrawalReversible: true });
    expect(JSON.stringify(jurisdictionOf('sports.localhost'))).not.toContain('source');

    writeProfile('se', (profile) => (profile.rules.increaseCoolingOffHours.value = 96));
    await within(LIVE_WITHIN_MS, () => jurisdictionOf('sports.localhost').increaseCoolingOffHours === 96);
  });

  it('keeps the last valid version of a domain whose profile turns invalid, and says why', async () => {
    write('sports.json', { ...read('sports.json'), jurisdiction: 'se' });
    store = new DomainStore(dir, { catalog, jurisdictionsDir: profilesDir, report: (message) => reports.push(message) });
    writeProfile('se', (profile) => (profile.rules.increaseCoolingOffHours.value = 12));
    await within(LIVE_WITHIN_MS, () => reports.some((report) => report.includes('se.json: /rules/increaseCoolingOffHours/value: must be >= 24')));
    expect(jurisdictionOf('sports.localhost').increaseCoolingOffHours).toBe(72);
  });

  it('reaches the page through the config calls', async () => {
    const app = createServer({ root: projectRoot, database: testDatabase(), domainsDir: dir, testMode: true });
    try {
      const reply = await app.inject({ url: '/bff-api/config/group/get?groups=jurisdiction', headers: { host: 'localhost' } });
      expect(reply.json().data.jurisdiction).toMatchObject({ regulator: "No regulator: the specification's rules", minimumAge: 18, sessionClock: false });
    } finally {
      await app.close();
    }
  });
});

describe('the demo brands', () => {
  it.each([
    ['uk.localhost', 'Albion Bet', 'UK Gambling Commission'],
    ['se.localhost', 'Nordvik Spel', 'Spelinspektionen'],
    ['de.localhost', 'Rheinwette', 'Gemeinsame Glücksspielbehörde der Länder (GGL)'],
    ['localhost', 'Northbet', "No regulator: the specification's rules"],
  ])('%s is %s, under %s', (host, companyName, regulator) => {
    store = new DomainStore(join(projectRoot, 'bff', 'domains'), { catalog, watch: false });
    const domain = store.domainFor(host);
    expect([domain.config.site.companyName, (domain.config.jurisdiction as { regulator: string }).regulator]).toEqual([companyName, regulator]);
  });
});
