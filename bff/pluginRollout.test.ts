import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/support/bffFetch.ts';
import { writePluginBuild } from '../tests/support/pluginBuilds.ts';
import { createServer } from './createServer.ts';
import { parseBucket, ROLLOUT_BUCKET_COOKIE, ROLLOUT_BUCKET_MAX_AGE_S, ROLLOUT_BUCKETS, servedVersion } from './pluginRollout.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';

const OLD = '1.0.0-aaaaaaaa';
const NEW = '1.1.0-bbbbbbbb';
const LATEST = '1.2.0-cccccccc';

describe('rollout buckets', () => {
  it('are 100, kept for a year in the cookie rollout_bucket', () => {
    expect([ROLLOUT_BUCKETS, ROLLOUT_BUCKET_MAX_AGE_S, ROLLOUT_BUCKET_COOKIE]).toEqual([100, 31_536_000, 'rollout_bucket']);
  });

  it('are read from a plain integer 0–99 only', () => {
    expect(['0', '7', '50', '99'].map(parseBucket)).toEqual([0, 7, 50, 99]);
    for (const hostile of [undefined, '', '100', '-1', '07', '5.0', '1e1', ' 5', '5;x', 'NaN', '9'.repeat(400)]) expect(parseBucket(hostile), String(hostile)).toBeNull();
  });

  it('below the percent get the rollout, the others the pin, and no pin means the latest build', () => {
    const settings = { enabled: true, version: OLD, rollout: { version: NEW, percent: 50 } };
    expect([0, 49, 50, 99].map((bucket) => servedVersion(settings, bucket))).toEqual([NEW, NEW, OLD, OLD]);
    expect(servedVersion({ ...settings, rollout: { version: NEW, percent: 0 } }, 0)).toBe(OLD);
    expect(servedVersion({ ...settings, rollout: { version: NEW, percent: 100 } }, 99)).toBe(NEW);
    expect(servedVersion(settings, null)).toBe(OLD);
    expect(servedVersion({ enabled: true }, 3)).toBeNull();
  });
});

describe('the manifest of a domain with a rollout', () => {
  let work = '';
  let app: ReturnType<typeof createServer>;
  const urlOf = (version: string) => `/plugins/info/${version}/index.js`;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'rollout-'));
    const distDir = join(work, 'dist');
    writePluginBuild(distDir, 'info', OLD);
    writePluginBuild(distDir, 'info', NEW);
    writePluginBuild(distDir, 'info', LATEST, { current: true });
    const domainsDir = join(work, 'domains');
    mkdirSync(domainsDir);
    cpSync(join(projectRoot, 'bff', 'domains', 'demo.json'), join(domainsDir, 'demo.json'));
    const demo = JSON.parse(readFileSync(join(domainsDir, 'demo.json'), 'utf8'));
    const plugins = { info: { enabled: true, version: OLD, rollout: { version: NEW, percent: 50 } } };
    writeFileSync(join(domainsDir, 'rollout.json'), JSON.stringify({ ...demo, name: 'rollout', hosts: ['rollout.localhost'], plugins }));
    writeFileSync(join(domainsDir, 'latest.json'), JSON.stringify({ ...demo, name: 'latest', hosts: ['latest.localhost'], plugins: { info: { enabled: true } } }));
    app = createServer({ root: projectRoot, database: testDatabase(), distDir, domainsDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  });

  const manifest = (host: string, cookie?: string) => app.inject({ url: '/bff-api/manifest.json', headers: { host, ...(cookie === undefined ? {} : { cookie }) } });
  const infoUrl = (reply: Awaited<ReturnType<typeof manifest>>) => (reply.json().plugins as Array<{ id: string; url: string }>).find((entry) => entry.id === 'info')?.url;

  it('serves the rollout below the percent and the pin above it, per visitor and never from a shared cache', async () => {
    const low = await manifest('rollout.localhost', `${ROLLOUT_BUCKET_COOKIE}=10`);
    const high = await manifest('rollout.localhost', `${ROLLOUT_BUCKET_COOKIE}=90`);
    expect([infoUrl(low), infoUrl(high)]).toEqual([urlOf(NEW), urlOf(OLD)]);
    expect(low.headers['cache-control']).toBe('private, no-store');
    expect(low.headers['set-cookie']).toBeUndefined();
  });

  it('serves the latest build to a domain without a pin', async () => {
    expect(infoUrl(await manifest('latest.localhost', `${ROLLOUT_BUCKET_COOKIE}=10`))).toBe(urlOf(LATEST));
  });

  it('gives a visitor without a bucket (or with a malformed one) a new bucket cookie, and the version of that bucket', async () => {
    for (const cookie of [undefined, `${ROLLOUT_BUCKET_COOKIE}=100`, `${ROLLOUT_BUCKET_COOKIE}=<script>`, `${ROLLOUT_BUCKET_COOKIE}=-5`]) {
      const reply = await manifest('rollout.localhost', cookie);
      const setCookie = String(reply.headers['set-cookie']);
      expect(setCookie, String(cookie)).toMatch(new RegExp(`^${ROLLOUT_BUCKET_COOKIE}=(\\d{1,2}); Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`));
      const bucket = Number(/=(\d+);/.exec(setCookie)![1]);
      expect(infoUrl(reply)).toBe(urlOf(bucket < 50 ? NEW : OLD));
    }
  });

  it('sets the bucket on the first page too', async () => {
    const page = await app.inject({ url: '/en/', headers: { host: 'rollout.localhost' } });
    expect(String(page.headers['set-cookie'])).toMatch(new RegExp(`^${ROLLOUT_BUCKET_COOKIE}=\\d{1,2};`));
  });
});
