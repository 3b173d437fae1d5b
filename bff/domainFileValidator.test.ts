import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { writePluginBuild } from '../tests/support/pluginBuilds.ts';
import { formatProblem, validateDomainFile, validateDomainFolder, type DomainFileResult } from './domainFileValidator.ts';
import { readPluginCatalog } from './pluginCatalog.ts';

const domainsDir = join(projectRoot, 'bff', 'domains');
// The plugins as their folders declare them (no build needed): what a domain may name.
const noBuild = mkdtempSync(join(tmpdir(), 'domain-validator-'));
afterAll(() => rmSync(noBuild, { recursive: true, force: true }));
const catalog = readPluginCatalog(join(projectRoot, 'plugins'), noBuild);

const demoText = readFileSync(join(domainsDir, 'demo.json'), 'utf8');
const demo = () => JSON.parse(demoText) as Record<string, unknown> & { plugins: Record<string, { enabled: boolean }>; config: { site: Record<string, unknown> } };
const FILE = 'bff/domains/demo.json';
const check = (document: unknown) => validateDomainFile(FILE, JSON.stringify(document, null, 2), catalog);
const problemsOf = (result: DomainFileResult) => (result.ok ? [] : result.problems.map(formatProblem));

describe('a domain file', () => {
  it('as shipped is valid', () => {
    expect(check(demo())).toMatchObject({ ok: true, domain: { name: 'demo' } });
  });

  it('with a syntax error is refused with the line and column', () => {
    const text = demoText.replace('"routesOff": [],', '"routesOff": [],,');
    const line = demoText.slice(0, demoText.indexOf('"routesOff"')).split('\n').length;
    expect(problemsOf(validateDomainFile(FILE, text, catalog))).toEqual([`${FILE}: (root): not valid JSON at line ${line}, column 19: unexpected ","`]);
    expect(problemsOf(validateDomainFile(FILE, demoText.slice(0, 40), catalog))).toEqual([expect.stringMatching(/: \(root\): not valid JSON at line \d+, column \d+: the file ends too early$/)]);
  });

  it.each([
    ['a wrong type', (document: ReturnType<typeof demo>) => (document.blockReason = 'soon'), '/blockReason: must be integer,null'],
    ['a missing field', (document: ReturnType<typeof demo>) => delete document.hosts, '/hosts: is required'],
    ['a field the schema does not have', (document: ReturnType<typeof demo>) => (document.plugin = {}), '/plugin: is not a field of this object'],
    ['an empty company name (the site config schema)', (document: ReturnType<typeof demo>) => (document.config.site.companyName = ''), '/config/site/companyName: must NOT have fewer than 1 characters'],
    ['a bookmaker rating on plain http', (document: ReturnType<typeof demo>) => Object.assign(document.config.site, { ratingBookmakersUrl: 'http://ratings.example/northbet' }), '/config/site/ratingBookmakersUrl: must match pattern "^https://[^\\s\"<>]+$"'],
    ['a frame cookie flag that is not a boolean', (document: ReturnType<typeof demo>) => Object.assign(document.config.site, { shouldPassPartitioned: 'yes' }), '/config/site/shouldPassPartitioned: must be boolean'],
    ['a plugin switch that is not a boolean', (document: ReturnType<typeof demo>) => (document.plugins.info = { enabled: 'yes' } as never), '/plugins/info/enabled: must be boolean'],
  ])('with %s is refused at its JSON pointer', (_, edit, expected) => {
    const document = demo();
    edit(document);
    expect(problemsOf(check(document))).toEqual([`${FILE}: ${expected}`]);
  });

  it("takes partners' frame origins over https only, without a path", () => {
    const withOrigins = (partnerFrameOrigins: string[]) => ({ ...demo(), config: { ...demo().config, site: { ...demo().config.site, partnerFrameOrigins } } });
    expect(check(withOrigins(['https://partner.example', 'https://partner.example:8443']))).toMatchObject({ ok: true });
    for (const origin of ['https://partner.example/embed', 'http://partner.example', '*']) {
      expect(problemsOf(check(withOrigins([origin])))).toEqual([expect.stringMatching(new RegExp(`^${FILE}: /config/site/partnerFrameOrigins/0: must match pattern`))]);
    }
  });

  it('takes an asset origin and refuses one with a path, a trailing slash or no scheme', () => {
    expect(check({ ...demo(), assetOrigin: 'https://cdn.example.com:8443' })).toMatchObject({ ok: true, domain: { assetOrigin: 'https://cdn.example.com:8443' } });
    for (const assetOrigin of ['https://cdn.example.com/build', 'https://cdn.example.com/', 'cdn.example.com', 'ftp://cdn.example.com']) {
      expect(problemsOf(check({ ...demo(), assetOrigin }))).toEqual([expect.stringMatching(new RegExp(`^${FILE}: /assetOrigin: must match pattern`))]);
    }
  });

  it('naming an unknown plugin is refused, also switched off, so a typo never passes', () => {
    for (const enabled of [true, false]) {
      const document = demo();
      document.plugins.sprots = { enabled };
      const [problem, ...others] = problemsOf(check(document));
      expect(others).toEqual([]);
      expect(problem).toMatch(new RegExp(`^${FILE}: /plugins/sprots: unknown plugin "sprots": no plugin folder and no build has this id \\(known: [a-z, ]*\\)$`));
      expect(problem).toContain('account, ');
    }
  });

  it('naming an unknown route in routesOff, pathOverrides, routeFlags or the hero\'s link is refused at each place', () => {
    const base = demo();
    const hero = { texts: { en: { title: 'Welcome' } }, callToActionRoute: 'information.hwobet' };
    const document = { ...base, routesOff: ['line', 'lnie'], pathOverrides: { 'information.abuot': 'about' }, routeFlags: { 'information.paymnet': { requiresAuth: true } }, config: { ...base.config, site: { ...base.config.site, hero } } };
    expect(problemsOf(check(document))).toEqual([
      `${FILE}: /routesOff/1: unknown route "lnie": no plugin has a route of this name`,
      `${FILE}: /pathOverrides/information.abuot: unknown route "information.abuot": no plugin has a route of this name`,
      `${FILE}: /routeFlags/information.paymnet: unknown route "information.paymnet": no plugin has a route of this name`,
      `${FILE}: /config/site/hero/callToActionRoute: unknown route "information.hwobet": no plugin has a route of this name`,
    ]);
  });

  it('with a path override onto another route of the domain is refused', () => {
    expect(problemsOf(check({ ...demo(), pathOverrides: { 'information.about': 'live' } }))).toEqual([
      `${FILE}: /pathOverrides/information.about: path "live" clashes with route "live" (sports) at "live"`,
    ]);
    // The same pattern with other parameter names is the same path to the router; so is a kernel page.
    expect(problemsOf(check({ ...demo(), pathOverrides: { 'information.about': 'line/:game' } }))).toEqual([
      `${FILE}: /pathOverrides/information.about: path "line/:game" clashes with route "line.sport" (sports) at "line/:sport"`,
    ]);
    expect(problemsOf(check({ ...demo(), pathOverrides: { 'information.about': 'maintenance' } }))[0]).toContain('clashes with route "maintenance" (kernel)');
  });

  it('may move a route onto a path that only a route switched off or of a plugin switched off has', () => {
    expect(check({ ...demo(), routesOff: ['live'], pathOverrides: { 'information.about': 'live' } }).ok).toBe(true);
    const sportsOff = demo();
    sportsOff.plugins.sports = { enabled: false };
    expect(check({ ...sportsOff, pathOverrides: { 'information.about': 'live' } }).ok).toBe(true);
  });

  it('may name the operator platform that answers each API prefix a plugin declares', () => {
    const upstreams = { '/web-api': 'http://platform:9090', '/line-api': 'https://line.operator.example/', '/bff-api/remote-view': 'http://10.0.0.7:9090' };
    expect(check({ ...demo(), upstreams })).toMatchObject({ ok: true, domain: { upstreams } });
  });

  it.each([
    ['a host and port without a scheme', 'platform:9090', 'must match pattern'],
    ['a path after the origin', 'http://platform:9090/api', 'must match pattern'],
    ['credentials', 'http://user:secret@platform:9090', 'must match pattern'],
    ['another scheme', 'ftp://platform', 'must match pattern'],
    ['a port out of range', 'http://platform:99999', '"http://platform:99999" is not a URL'],
  ])('naming an upstream with %s is refused at its prefix', (_, url, reason) => {
    const [problem, ...others] = problemsOf(check({ ...demo(), upstreams: { '/web-api': url } }));
    expect(others).toEqual([]);
    expect(problem).toContain(`${FILE}: /upstreams/~1web-api: ${reason}`);
  });

  it('naming an upstream for a prefix no plugin declares is refused', () => {
    expect(problemsOf(check({ ...demo(), upstreams: { '/wallet-api': 'http://platform:9090' } }))).toEqual([
      expect.stringMatching(new RegExp(`^${FILE}: /upstreams/~1wallet-api: "/wallet-api" is not an API prefix of any plugin \\(declared: .*/web-api.*\\)$`)),
    ]);
  });

  it('must be named after its domain', () => {
    expect(problemsOf(validateDomainFile('bff/domains/other.json', demoText, catalog))).toEqual(['bff/domains/other.json: /name: "demo" is not the file\'s name ("other")']);
  });
});

describe('the domains folder', () => {
  const entries = readdirSync(domainsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, text: readFileSync(join(domainsDir, name), 'utf8') }));

  it('has at least five valid demo domains, each reachable on this machine and each its own brand', () => {
    const pass = validateDomainFolder(entries, catalog, (name) => `bff/domains/${name}`);
    expect(pass.refused.flatMap((entry) => entry.problems.map(formatProblem))).toEqual([]);
    const domains = [...pass.files.values()].map((file) => file.domain!);
    expect(domains.length).toBeGreaterThanOrEqual(5);
    for (const domain of domains) expect(domain.hosts.some((host) => host === 'localhost' || host.endsWith('.localhost')), domain.name).toBe(true);
    const brands = domains.map((domain) => JSON.stringify([domain.config.site.companyName, domain.config.brandbook]));
    expect(new Set(brands).size).toBe(domains.length);
  });

  it('refuses a host that an earlier file already has, and keeps the earlier domain', () => {
    const sports = entries.find((entry) => entry.name === 'sports.json')!;
    const stealing = { name: 'sports.json', text: sports.text.replace('"sports.localhost"', '"localhost"') };
    const pass = validateDomainFolder([...entries.filter((entry) => entry !== sports), stealing], catalog, (name) => `bff/domains/${name}`);
    expect(pass.refused.flatMap((entry) => entry.problems.map(formatProblem))).toEqual(['bff/domains/sports.json: /hosts/0: host "localhost" is already a host of bff/domains/demo.json']);
    expect(pass.files.get('demo.json')?.domain?.hosts).toContain('localhost');
  });
});

describe('a domain file pinning and rolling out plugin builds', () => {
  const distDir = join(noBuild, 'versions');
  writePluginBuild(distDir, 'info', '1.0.0-aaaaaaaa');
  writePluginBuild(distDir, 'info', '1.1.0-bbbbbbbb', { current: true });
  const versionsCatalog = readPluginCatalog(join(projectRoot, 'plugins'), distDir);
  const withInfo = (info: Record<string, unknown>) => {
    const document = demo();
    document.plugins.info = info as never;
    return validateDomainFile(FILE, JSON.stringify(document, null, 2), versionsCatalog);
  };

  it('is valid when both builds are published', () => {
    expect(withInfo({ enabled: true, version: '1.0.0-aaaaaaaa', rollout: { version: '1.1.0-bbbbbbbb', percent: 10 } }).ok).toBe(true);
  });

  it('naming a build dist does not have is refused at the pin and at the rollout', () => {
    const unknown = (version: string) => `unknown version "${version}" of plugin "info": dist/plugins/info/ has no such build (published: 1.1.0-bbbbbbbb, 1.0.0-aaaaaaaa)`;
    expect(problemsOf(withInfo({ enabled: true, version: '1.0.0-deadbeef', rollout: { version: '2.0.0-cafebabe', percent: 10 } }))).toEqual([
      `${FILE}: /plugins/info/version: ${unknown('1.0.0-deadbeef')}`,
      `${FILE}: /plugins/info/rollout/version: ${unknown('2.0.0-cafebabe')}`,
    ]);
  });

  it.each([
    [101, 'must be <= 100'],
    [-1, 'must be >= 0'],
    [12.5, 'must be integer'],
  ])('with a rollout percent of %s is refused', (percent, reason) => {
    expect(problemsOf(withInfo({ enabled: true, version: '1.0.0-aaaaaaaa', rollout: { version: '1.1.0-bbbbbbbb', percent } }))).toEqual([`${FILE}: /plugins/info/rollout/percent: ${reason}`]);
  });

  it('with a version that is not a build folder name, or a rollout without a pin, is refused', () => {
    expect(problemsOf(withInfo({ enabled: true, version: '../sports' }))).toEqual([`${FILE}: /plugins/info/version: must match pattern "^[0-9A-Za-z.+-]+-[0-9a-f]{8}$"`]);
    expect(problemsOf(withInfo({ enabled: true, rollout: { version: '1.1.0-bbbbbbbb', percent: 10 } }))).toEqual([
      `${FILE}: /plugins/info/rollout: a rollout needs a pinned "version": the build the other visitors keep`,
    ]);
  });
});
