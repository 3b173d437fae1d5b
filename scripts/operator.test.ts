import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { writePluginBuild } from '../tests/support/pluginBuilds.ts';
import { runOperator } from './operator.ts';

let work = '';
let domainsDir = '';
let distDir = '';
let jurisdictionsDir = '';

const INFO_INTEGRITY = `sha384-${'A'.repeat(64)}`;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'operator-'));
  domainsDir = join(work, 'domains');
  mkdirSync(domainsDir);
  for (const name of ['demo.json', 'sports.json']) cpSync(join(projectRoot, 'bff', 'domains', name), join(domainsDir, name));
  jurisdictionsDir = join(work, 'jurisdictions');
  cpSync(join(projectRoot, 'bff', 'jurisdictions'), jurisdictionsDir, { recursive: true });
  // A build of the info plugin only: what `list` reads versions and integrity from.
  distDir = join(work, 'dist');
  mkdirSync(join(distDir, 'plugins', 'info'), { recursive: true });
  const routes = JSON.parse(readFileSync(join(projectRoot, 'plugins', 'info', 'routes.json'), 'utf8'));
  const entry = { id: 'info', version: '1.4.2', url: '/plugins/info/1.4.2-0123abcd/index.js', integrity: INFO_INTEGRITY, hostApi: '^2.0.0', activation: 'route' };
  writeFileSync(join(distDir, 'plugins', 'info', 'current.json'), JSON.stringify({ entry, routes }));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function operator(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOperator(argv, { domainsDir, jurisdictionsDir, distDir, port: 8080, print: (line) => out.push(line), printError: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const fileText = (name: string) => readFileSync(join(domainsDir, name), 'utf8');
const edit = (name: string, change: (document: Record<string, unknown>) => void) => {
  const document = JSON.parse(fileText(name));
  change(document);
  writeFileSync(join(domainsDir, name), `${JSON.stringify(document, null, 2)}\n`);
};

describe('npm run operator -- check', () => {
  it('passes valid domain files', () => {
    expect(operator('check')).toEqual({ code: 0, out: '2 domain files, all valid', err: '' });
  });

  it('fails with every error as file, JSON pointer and reason', () => {
    writeFileSync(join(domainsDir, 'demo.json'), fileText('demo.json').replace('"routesOff": []', '"routesOff": [}'));
    edit('sports.json', (document) => {
      (document.plugins as Record<string, unknown>).lottery = { enabled: true };
      document.routesOff = ['resluts'];
    });
    const { code, err } = operator('check');
    expect(code).toBe(1);
    const lines = err.split('\n');
    expect(lines[0]).toMatch(/^\S*demo\.json: \(root\): not valid JSON at line \d+, column \d+: /);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^\S*sports\.json: \/plugins\/lottery: unknown plugin "lottery"/),
      expect.stringMatching(/^\S*sports\.json: \/routesOff\/0: unknown route "resluts"/),
      '2 domain files, 2 with errors',
    ]);
  });

  it('checks the jurisdiction profiles: a value without its source fails the check, and so does a domain naming no profile', () => {
    const profile = JSON.parse(readFileSync(join(jurisdictionsDir, 'ukgc.json'), 'utf8'));
    delete profile.rules.withdrawalReversible.source;
    writeFileSync(join(jurisdictionsDir, 'ukgc.json'), JSON.stringify(profile));
    edit('sports.json', (document) => (document.jurisdiction = 'ukgc'));
    const { code, err } = operator('check');
    expect([code, err.split('\n')]).toEqual([
      1,
      [
        expect.stringMatching(/^\S*ukgc\.json: \/rules\/withdrawalReversible: must have required property 'source'$/),
        expect.stringMatching(/^\S*sports\.json: \/jurisdiction: unknown or invalid profile "ukgc"/),
        '2 domain files, 1 with errors; 1 jurisdiction profiles with errors',
      ],
    ]);
  });

  it('refuses a domain file that writes the jurisdiction group itself: it is served from the profile', () => {
    edit('sports.json', (document) => ((document.config as Record<string, unknown>).jurisdiction = { minimumAge: 16 }));
    expect(operator('check').err).toMatch(/sports\.json: \/config\/jurisdiction: is served from the profile the domain names/);
  });

  it('refuses an upstream that is not a URL, and passes one that is', () => {
    edit('sports.json', (document) => (document.upstreams = { '/web-api': 'http://platform:9090', '/line-api': 'platform:9090' }));
    const { code, err } = operator('check');
    expect([code, err.split('\n')]).toEqual([1, [expect.stringMatching(/^\S*sports\.json: \/upstreams\/~1line-api: must match pattern/), '2 domain files, 1 with errors']]);
    edit('sports.json', (document) => (document.upstreams = { '/web-api': 'http://platform:9090', '/line-api': 'http://platform:9090' }));
    expect(operator('check').code).toBe(0);
  });

  it('exits 1 from the command line', async () => {
    edit('sports.json', (document) => (document.blockReason = 'soon'));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', join(projectRoot, 'scripts', 'operator.ts'), 'check', '--domains-dir', domainsDir], { cwd: projectRoot });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/sports\.json: \/blockReason: must be integer,null/) });
  });
});

describe('npm run operator -- list', () => {
  it('shows each domain with its address, its jurisdiction profile, its plugins with version and integrity, and its routes off', () => {
    edit('sports.json', (document) => {
      document.routesOff = ['results', 'express-day'];
      document.jurisdiction = 'se';
    });
    const { code, out } = operator('list');
    expect(code).toBe(0);
    const [demo, sports] = out.split('\n\n');
    expect(demo).toContain('demo: Northbet, open, http://localhost:8080/');
    expect(demo).toMatch(new RegExp(`\\n {4}info +on +1\\.4\\.2 +${INFO_INTEGRITY}`));
    expect(demo).toMatch(/\n {4}sports +on +not built/);
    expect(demo).toContain('routes off: none');
    expect(demo).toContain("jurisdiction: none (No regulator: the specification's rules)");
    expect(sports).toContain('jurisdiction: se (Spelinspektionen)');
    expect(sports).toContain('sports: Strikeline, open, http://sports.localhost:8080/');
    expect(sports).toContain('routes off: results, express-day');
  });

  it('says which domain file is not valid', () => {
    writeFileSync(join(domainsDir, 'sports.json'), '{');
    expect(operator('list').out).toContain('sports: not valid (npm run operator -- check)');
  });
});

describe('npm run operator -- enable / disable', () => {
  it('switches a plugin off and on in the domain file', () => {
    expect(operator('disable', 'sports', '--domain', 'sports')).toMatchObject({ code: 0 });
    expect(JSON.parse(fileText('sports.json')).plugins.sports).toEqual({ enabled: false });
    expect(operator('list').out).toMatch(/\n {4}sports +off/);
    expect(operator('enable', 'sports', '--domain', 'sports')).toMatchObject({ code: 0 });
    expect(JSON.parse(fileText('sports.json')).plugins.sports).toEqual({ enabled: true });
    expect(readdirSync(domainsDir).sort()).toEqual(['demo.json', 'sports.json']);
  });

  it('adds a known plugin the domain did not list', () => {
    expect(operator('enable', 'info', '--domain', 'sports').code).toBe(0);
    expect(JSON.parse(fileText('sports.json')).plugins.info).toEqual({ enabled: true });
  });

  it('refuses an unknown plugin and leaves the file untouched', () => {
    const before = fileText('sports.json');
    const { code, err } = operator('enable', 'lottery', '--domain', 'sports');
    expect(code).toBe(1);
    expect(err).toMatch(/sports\.json: \/plugins\/lottery: unknown plugin "lottery"/);
    expect(err).toMatch(/refused: \S*sports\.json is left as it was/);
    expect(fileText('sports.json')).toBe(before);
  });

  it('refuses a switch whose result clashes, and leaves the file untouched', () => {
    // "about" is free while info is off; switching info on would put two routes on one path.
    edit('sports.json', (document) => (document.pathOverrides = { results: 'information/about' }));
    const before = fileText('sports.json');
    const { code, err } = operator('enable', 'info', '--domain', 'sports');
    expect(code).toBe(1);
    expect(err).toMatch(/sports\.json: \/pathOverrides\/results: path "information\/about" clashes with route "information\.about" \(info\)/);
    expect(fileText('sports.json')).toBe(before);
  });

  it('refuses an unknown domain and wrong usage', () => {
    expect(operator('enable', 'info', '--domain', 'nowhere')).toMatchObject({ code: 1, err: expect.stringContaining('no domain "nowhere"') });
    expect(operator('enable', 'info')).toMatchObject({ code: 2, err: expect.stringContaining('usage: npm run operator -- enable <plugin> --domain <name>') });
    expect(operator('enable', 'info', '--domian', 'sports')).toMatchObject({ code: 2 });
    expect(operator('promote')).toMatchObject({ code: 2, err: expect.stringContaining('unknown command "promote"') });
  });
});

describe('npm run operator -- rollout', () => {
  const OLD = '1.0.0-aaaaaaaa';
  const NEW = '1.1.0-bbbbbbbb';
  const infoOn = (name: string) => JSON.parse(fileText(name)).plugins.info;
  beforeEach(() => {
    writePluginBuild(distDir, 'info', OLD, { current: true });
    writePluginBuild(distDir, 'info', NEW);
  });

  it('rolls a build out to a share of the visitors, pinning what the domain served, then promotes it', () => {
    expect(operator('rollout', 'info', NEW, '--domain', 'demo', '--percent', '10')).toMatchObject({ code: 0, out: expect.stringContaining(`info ${NEW} rolled out to 10 % of the visitors; the others keep ${OLD}`) });
    expect(infoOn('demo.json')).toEqual({ enabled: true, version: OLD, rollout: { version: NEW, percent: 10 } });
    expect(operator('list').out).toContain(`pinned ${OLD}, rolling out ${NEW} to 10 %`);
    expect(operator('rollout', 'info', NEW, '--domain', 'demo', '--percent', '50').code).toBe(0);
    expect(infoOn('demo.json').rollout).toEqual({ version: NEW, percent: 50 });
    expect(operator('rollout', 'info', NEW, '--domain', 'demo', '--percent', '100')).toMatchObject({ code: 0, out: expect.stringContaining(`info ${NEW} promoted`) });
    expect(infoOn('demo.json')).toEqual({ enabled: true, version: NEW });
  });

  it('rolls back with --rollback or --percent 0: the rollout is removed, the pin stays', () => {
    for (const rollback of [['--rollback'], [NEW, '--percent', '0']]) {
      expect(operator('rollout', 'info', NEW, '--domain', 'demo', '--percent', '30').code).toBe(0);
      expect(operator('rollout', 'info', ...rollback, '--domain', 'demo')).toMatchObject({ code: 0, out: expect.stringContaining(`info rolled back: everyone gets ${OLD} again`) });
      expect(infoOn('demo.json')).toEqual({ enabled: true, version: OLD });
    }
    expect(operator('rollout', 'info', '--rollback', '--domain', 'demo')).toMatchObject({ code: 0, out: expect.stringContaining('info has no rollout') });
  });

  it('refuses a build dist does not have, a percent out of range, and a rollout of the latest build without a pin', () => {
    const before = fileText('demo.json');
    expect(operator('rollout', 'info', '1.2.0-deadbeef', '--domain', 'demo', '--percent', '10')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/demo\.json: \/plugins\/info\/rollout\/version: unknown version "1\.2\.0-deadbeef" of plugin "info"[^]*refused: \S*demo\.json is left as it was/),
    });
    expect(operator('rollout', 'info', NEW, '--domain', 'demo', '--percent', '101')).toMatchObject({ code: 2, err: expect.stringContaining('--percent must be a whole number from 0 to 100') });
    expect(operator('rollout', 'info', NEW, '--domain', 'demo', '--percent', '-5').code).toBe(2);
    expect(operator('rollout', 'info', OLD, '--domain', 'demo', '--percent', '10')).toMatchObject({ code: 1, err: expect.stringContaining('serves the latest build of info') });
    expect(operator('rollout', 'info', NEW, '--domain', 'demo')).toMatchObject({ code: 2, err: expect.stringContaining('usage: npm run operator -- rollout') });
    expect(fileText('demo.json')).toBe(before);
  });
});

describe('npm run operator -- prune', () => {
  const buildsOf = (id: string) => readdirSync(join(distDir, 'plugins', id)).filter((name) => name !== 'current.json').sort();

  it('keeps the newest N builds of each plugin, the current one and every pinned or rolled-out one', () => {
    const versions = ['1.0.0-00000001', '1.0.0-00000002', '1.0.0-00000003', '1.0.0-00000004', '1.0.0-00000005', '1.0.0-00000006'];
    // 00000001 is the oldest; 00000006 the newest.
    versions.forEach((version, index) => writePluginBuild(distDir, 'info', version, { ageS: (versions.length - index) * 60, current: version === '1.0.0-00000002' }));
    edit('sports.json', (document) => ((document.plugins as Record<string, unknown>).info = { enabled: true, version: '1.0.0-00000001', rollout: { version: '1.0.0-00000003', percent: 5 } }));

    expect(operator('prune', '--keep', '2')).toMatchObject({ code: 0, out: expect.stringContaining('1 old build(s) removed') });
    expect(buildsOf('info')).toEqual(['1.0.0-00000001', '1.0.0-00000002', '1.0.0-00000003', '1.0.0-00000005', '1.0.0-00000006']);

    edit('sports.json', (document) => ((document.plugins as Record<string, unknown>).info = { enabled: true }));
    expect(operator('prune').code).toBe(0);
    expect(buildsOf('info')).toEqual(['1.0.0-00000002', '1.0.0-00000003', '1.0.0-00000005', '1.0.0-00000006']);
    expect(existsSync(join(distDir, 'plugins', 'info', 'current.json'))).toBe(true);
  });

  it('deletes nothing while a domain file is not valid', () => {
    writePluginBuild(distDir, 'info', '1.0.0-00000001', { ageS: 600 });
    for (const version of ['1.0.0-00000002', '1.0.0-00000003', '1.0.0-00000004']) writePluginBuild(distDir, 'info', version);
    writeFileSync(join(domainsDir, 'sports.json'), '{');
    expect(operator('prune', '--keep', '1')).toMatchObject({ code: 1, err: expect.stringContaining('nothing was deleted') });
    expect(buildsOf('info')).toHaveLength(4);
  });
});
