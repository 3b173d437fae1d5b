import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { validate_blockResponse } from '../src/generated/validate_blockResponse.js';
import { validate_configGroupReply } from '../src/generated/validate_configGroupReply.js';
import { createTestBff, patchScenario, projectRoot, uniqueScenario } from '../tests/support/bffFetch.ts';

const app = createTestBff();
afterAll(() => app.close());
let name = '';

beforeEach(() => {
  name = uniqueScenario('server');
});

const hasBuild = existsSync(join(projectRoot, 'dist', 'host.json'));

function get(url: string, headers: Record<string, string> = {}, as = name) {
  return app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie: `bff_scenario=${as}`, ...headers } });
}

/** CSP header -> directive name -> its sources. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([directive, ...sources]) => [directive, sources]),
  );
}

describe('Content-Security-Policy', () => {
  it('lets pages run scripts from the site only: no inline scripts, no eval', async () => {
    if (!hasBuild) {
      // Pages need the build in dist/; without it the same rule is checked on the API replies: they run nothing at all.
      const reply = await get('/bff-api/config/all.json');
      expect(directives(reply.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
      return;
    }
    const reply = await get('/en/information/about');
    expect(reply.statusCode).toBe(200);
    expect(String(reply.headers['content-type'])).toMatch(/^text\/html/);
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(String(reply.headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it.each([
    ['the config', '/bff-api/config/all.json'],
    ['a config group', '/bff-api/config/group/get?groups=lng'],
    ['an API 404', '/bff-api/no-such-call'],
  ])('lets %s reply run and embed nothing', async (_, url) => {
    const reply = await get(url);
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('config', () => {
  it('answers the site config of the scenario', async () => {
    await patchScenario(app, name, { config: { site: { companyName: 'Scenario Bet' } } });
    const reply = await get('/bff-api/config/all.json');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ site: { companyName: 'Scenario Bet' }, lng: { default: 'en' } });
  });

  it('answers a raw config document as it is', async () => {
    await patchScenario(app, name, { configRaw: '{"site": ' });
    expect((await get('/bff-api/config/all.json')).body).toBe('{"site": ');
  });

  it('answers the requested groups that exist', async () => {
    await patchScenario(app, name, { config: { features: { paymentPage: false } } });
    const all = (await get('/bff-api/config/all.json')).json();
    const reply = await get('/bff-api/config/group/get?groups=lng,features,no-such-group&lang=en');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: { lng: all.lng, features: all.features } });
    expect(reply.json().data.features.paymentPage).toBe(false);
    expect(validate_configGroupReply(reply.json())).toBe(true);
  });

  it.each(['/bff-api/config/group/get', '/bff-api/config/group/get?groups=', '/bff-api/config/group/get?groups=,'])('answers 400 to %s', async (url) => {
    const reply = await get(url);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].detail).toEqual(expect.any(String));
  });
});

describe('block service', () => {
  const block = (as = name) =>
    app.inject({ method: 'POST', url: '/blocks-api/api/v2/block', payload: { auth: false, url: '/en/' }, headers: { host: 'localhost', cookie: `bff_scenario=${as}` } });

  it.each([1, 4, 16])('answers displayTypeId 1 with the scenario block reason %i as templateTypeId', async (reason) => {
    await patchScenario(app, name, { blockReason: reason });
    const reply = await block();
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ displayTypeId: 1, templateTypeId: reason });
    expect(validate_blockResponse(reply.json())).toBe(true);
  });

  it('answers displayTypeId 0 when no block applies', async () => {
    await patchScenario(app, name, { blockReason: null });
    expect((await block()).json()).toMatchObject({ displayTypeId: 0 });
  });
});

describe('fault injection', () => {
  const CONFIG = '/bff-api/config/all.json';

  it('answers the fault status and body', async () => {
    await patchScenario(app, name, { faults: [{ path: CONFIG, status: 503, body: '{"errors":[{"detail":"down"}]}' }] });
    const reply = await get(CONFIG);
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ errors: [{ detail: 'down' }] });
    expect((await get(CONFIG)).statusCode).toBe(503);
  });

  it('answers a JSON:API error when the fault has no body', async () => {
    await patchScenario(app, name, { faults: [{ path: CONFIG, status: 500 }] });
    const reply = await get(CONFIG);
    expect(reply.statusCode).toBe(500);
    expect(reply.json().errors[0].detail).toEqual(expect.any(String));
  });

  it('applies the fault to query variants of its path', async () => {
    await patchScenario(app, name, { faults: [{ path: '/bff-api/config/group/get', status: 502 }] });
    expect((await get('/bff-api/config/group/get?groups=lng&lang=en')).statusCode).toBe(502);
  });

  it('stops after `times` requests', async () => {
    await patchScenario(app, name, { faults: [{ path: CONFIG, status: 500, times: 2 }] });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await get(CONFIG)).statusCode);
    expect(statuses).toEqual([500, 500, 200, 200]);
  });

  it('delays the reply by delayMs and then answers normally', async () => {
    const delayMs = 60;
    await patchScenario(app, name, { faults: [{ path: CONFIG, delayMs }] });
    const started = performance.now();
    const reply = await get(CONFIG);
    // Node's timers count whole milliseconds, so the measured wait may be a fraction of one short.
    expect(performance.now() - started).toBeGreaterThanOrEqual(delayMs - 1);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().site.companyName).toEqual(expect.any(String));
  });

  it('leaves the other paths alone', async () => {
    await patchScenario(app, name, { faults: [{ path: CONFIG, status: 500 }] });
    expect((await get('/bff-api/config/group/get?groups=lng')).statusCode).toBe(200);
  });
});

describe('scenarios', () => {
  it('keep their config and faults to themselves', async () => {
    const other = `${name}-other`;
    await patchScenario(app, name, { config: { site: { companyName: 'Isolated Bet' } }, faults: [{ path: '/bff-api/config/group/get', status: 500 }] });
    const untouched = (await get('/bff-api/config/all.json', {}, other)).json();
    expect(untouched.site.companyName).not.toBe('Isolated Bet');
    expect((await get('/bff-api/config/group/get?groups=lng', {}, other)).statusCode).toBe(200);
    expect((await get('/bff-api/config/all.json')).json().site.companyName).toBe('Isolated Bet');
    expect((await get('/bff-api/config/group/get?groups=lng')).statusCode).toBe(500);
  });

  it('do not change the domain seen without a scenario', async () => {
    await patchScenario(app, name, { config: { site: { companyName: 'Scenario Only' } } });
    const plain = await app.inject({ method: 'GET', url: '/bff-api/config/all.json', headers: { host: 'localhost' } });
    expect(plain.json().site.companyName).not.toBe('Scenario Only');
  });

  it('refuse an unknown test plugin with 400', async () => {
    const reply = await app.inject({ method: 'POST', url: `/bff-test/scenario/${name}`, payload: { extraPlugins: ['nope'] }, headers: { host: 'localhost' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].detail).toContain('nope');
  });

  it('add a known test plugin to the manifest', async () => {
    await patchScenario(app, name, { extraPlugins: ['throwing'] });
    const manifest = (await get('/bff-api/manifest.json')).json();
    expect(manifest.plugins.map((entry: { id: string }) => entry.id)).toContain('throwing');
    expect(manifest.routes.map((route: { plugin: string }) => route.plugin)).toContain('throwing');
  });
});
