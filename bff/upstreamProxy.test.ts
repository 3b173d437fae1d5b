import type { FastifyInstance, RouteOptions } from 'fastify';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, uniqueScenario } from '../tests/support/bffFetch.ts';
import { testDatabase } from '../tests/support/databaseTemplate.ts';
import { defineBffModule } from './bffModule.ts';
import { createServer } from './createServer.ts';
import { importBffModules } from './mountBffModules.ts';
import { readPluginCatalog } from './pluginCatalog.ts';
import { SERVED_HOST_CONFIG } from './servedHosts.ts';
import { SIGN_INS_PER_MINUTE } from '../plugins/account/bff/signInRateLimit.ts';

const HOST = '127.0.0.1';
const database = testDatabase();
const domainsDir = mkdtempSync(join(tmpdir(), 'upstream-domains-'));
const catalog = readPluginCatalog(join(projectRoot, 'plugins'), join(projectRoot, 'dist'));
const declaredPrefixes = [...new Set([...catalog.values()].flatMap((plugin) => plugin.apiPrefixes))];

/** A call of the platform that answers what reached it: the address it sees and the headers it got. */
const echoModule = defineBffModule({
  id: 'echo',
  register(app) {
    app.get('/web-api/test-echo', async (request) => ({ ip: request.ip, protocol: request.protocol, headers: request.headers }));
  },
});

/** Every route a module adds, kept to be read once the server is ready (served hosts mark theirs while registering). */
const moduleRoutes: Array<{ module: string; route: RouteOptions }> = [];
const realModules = async () =>
  (await importBffModules(join(projectRoot, 'plugins'))).map((module) => ({
    ...module,
    register: (scope: FastifyInstance, context: Parameters<typeof module.register>[1]) => {
      scope.addHook('onRoute', (route) => void moduleRoutes.push({ module: module.id, route }));
      return module.register(scope, context);
    },
  }));

// The platform behind its shells trusts one hop (the shell); one shell trusts the balancer in front of it (played
// here by the test, which writes X-Forwarded-For), the other trusts nothing.
const platform = createServer({ root: projectRoot, testMode: true, database, role: 'platform', trustProxy: 1, modules: async () => [...(await realModules()), echoModule] });
let shell: FastifyInstance;
let trustingShell: FastifyInstance;
const hanging: Server = createHttpServer(() => undefined);
const origin = (app: FastifyInstance | Server) => `http://${HOST}:${((app instanceof Server ? app : app.server).address() as AddressInfo).port}`;

/** A port nothing listens on: one a server had a moment ago. */
async function closedPort(): Promise<number> {
  const probe = createHttpServer();
  await new Promise<void>((resolve) => probe.listen(0, HOST, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  await platform.listen({ port: 0, host: HOST });
  await new Promise<void>((resolve) => hanging.listen(0, HOST, resolve));
  cpSync(join(projectRoot, 'bff', 'domains'), domainsDir, { recursive: true });
  // The demo domain (any unknown host, 127.0.0.1 here) sends its calls to the platform, its line to a platform that
  // is down, its coupon desk to one that never answers, and names none for the office.
  const demo = JSON.parse(readFileSync(join(domainsDir, 'demo.json'), 'utf8'));
  const upstreams = Object.fromEntries(declaredPrefixes.filter((prefix) => prefix !== '/office-api').map((prefix) => [prefix, origin(platform)]));
  demo.upstreams = { ...upstreams, '/line-api': `http://${HOST}:${await closedPort()}`, '/coupon-api': `${origin(hanging)}/` };
  writeFileSync(join(domainsDir, 'demo.json'), JSON.stringify(demo));
  const shellOptions = { root: projectRoot, testMode: true, database, domainsDir, role: 'shell' as const, upstreamTimeouts: { replyMs: 300 } };
  shell = createServer(shellOptions);
  trustingShell = createServer({ ...shellOptions, trustProxy: 1 });
  await Promise.all([shell.listen({ port: 0, host: HOST }), trustingShell.listen({ port: 0, host: HOST })]);
}, 120_000);

afterAll(async () => {
  hanging.closeAllConnections();
  await Promise.all([shell?.close(), trustingShell?.close(), platform.close(), new Promise((resolve) => hanging.close(resolve))]);
  rmSync(domainsDir, { recursive: true, force: true });
});

const json = async (reply: Response) => ({ status: reply.status, body: (await reply.json()) as { errors?: Array<{ status: string; code?: string }> } });

describe('a shell in front of the platform', () => {
  it('passes a sign-in and the calls after it to the platform, and hands back its replies and cookies', async () => {
    const cookie = `bff_scenario=${uniqueScenario('proxy')}`;
    const signedIn = await fetch(`${origin(shell)}/web-api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ login: 'demo@northbet.example', password: 'demo1234' }) });
    expect(signedIn.status).toBe(200);
    const session = signedIn.headers.getSetCookie()[0].split(';')[0];
    const token = await fetch(`${origin(shell)}/web-api/user/gettoken`, { headers: { cookie: `${cookie}; ${session}` } });
    const { data } = (await token.json()) as { data: { token: string } };
    const accounts = await json(await fetch(`${origin(shell)}/web-api/user/accounts`, { headers: { cookie, authorization: `Bearer ${data.token}` } }));
    expect(accounts.status).toBe(200);
    expect(accounts.body).toMatchObject({ accounts: expect.arrayContaining([expect.objectContaining({ isActive: true, currencyId: expect.any(Number) })]) });
    // The shell itself answers no call of the platform.
    expect((await shell.inject({ url: '/web-api/user/accounts', headers: { host: 'sports.localhost' } })).statusCode).toBe(502);
  });

  it('forwards the headers the specification names, the Host, and the client address as it judged it', async () => {
    const headers = { 'x-requested-with': 'XMLHttpRequest', 'x-app-n': '7', 'x-language': 'de', authorization: 'Bearer t0ken', cookie: 'user_token=t0ken; bff_scenario=echo', 'x-forwarded-for': '203.0.113.9' };
    const throughTrusting = (await (await fetch(`${origin(trustingShell)}/web-api/test-echo`, { headers })).json()) as { ip: string; protocol: string; headers: Record<string, string> };
    const { 'x-forwarded-for': _, ...named } = headers;
    expect(throughTrusting.headers).toMatchObject({ ...named, host: new URL(origin(trustingShell)).host, 'x-forwarded-host': new URL(origin(trustingShell)).host, 'x-forwarded-proto': 'http' });
    expect([throughTrusting.ip, throughTrusting.protocol]).toEqual(['203.0.113.9', 'http']);
    // A shell that trusts no proxy in front passes on the address that called it, never what the caller wrote.
    const throughShell = (await (await fetch(`${origin(shell)}/web-api/test-echo`, { headers })).json()) as { ip: string; headers: Record<string, string> };
    expect([throughShell.ip, throughShell.headers['x-forwarded-for']]).toEqual([HOST, HOST]);
  });

  it('answers 502 as a JSON:API error when the platform is down, and stays up', async () => {
    const reply = await json(await fetch(`${origin(shell)}/line-api/v1/sports?lang=en`));
    expect(reply).toEqual({ status: 502, body: { errors: [{ status: '502', code: 'upstream_unavailable', detail: expect.any(String) }] } });
    expect((await fetch(`${origin(shell)}/healthz`)).status).toBe(200);
    expect((await fetch(`${origin(shell)}/bff-api/config/all.json`)).status).toBe(200);
  });

  it('answers 502 for a prefix the domain names no platform for', async () => {
    const reply = await json(await fetch(`${origin(shell)}/office-api/v1/messages`));
    expect(reply).toMatchObject({ status: 502, body: { errors: [{ status: '502', code: 'upstream_unavailable' }] } });
  });

  it('answers 504 as a JSON:API error when the platform does not answer in time', async () => {
    const reply = await json(await fetch(`${origin(shell)}/coupon-api/v1/coupon`));
    expect(reply).toEqual({ status: 504, body: { errors: [{ status: '504', code: 'upstream_timeout', detail: expect.any(String) }] } });
    expect((await fetch(`${origin(shell)}/healthz`)).status).toBe(200);
  });
});

describe('the sign-in limit per address behind a shell', () => {
  const signIn = (app: FastifyInstance, scenario: string, clientAddress: string) =>
    fetch(`${origin(app)}/web-api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `bff_scenario=${scenario}`, 'x-forwarded-for': clientAddress },
      body: JSON.stringify({ login: 'nobody@northbet.example', password: 'wrong' }),
    }).then(json);

  it('gives each client its own budget when the shell trusts the proxy that names them', async () => {
    const scenario = uniqueScenario('budget');
    for (let attempt = 1; attempt <= SIGN_INS_PER_MINUTE; attempt++) expect((await signIn(trustingShell, scenario, '198.51.100.1')).status).not.toBe(429);
    expect((await signIn(trustingShell, scenario, '198.51.100.1')).body.errors?.[0].code).toBe('too_many_sign_ins');
    expect((await signIn(trustingShell, scenario, '198.51.100.2')).status).not.toBe(429);
  });

  it('is not escaped by an X-Forwarded-For the client writes itself', async () => {
    const scenario = uniqueScenario('spoof');
    for (let attempt = 1; attempt <= SIGN_INS_PER_MINUTE; attempt++) expect((await signIn(shell, scenario, `198.51.100.${attempt}`)).status).not.toBe(429);
    expect((await signIn(shell, scenario, '198.51.100.99')).body.errors?.[0].code).toBe('too_many_sign_ins');
  });
});

describe('the roles', () => {
  it('the platform serves no pages, and no build', async () => {
    expect(await json(await fetch(`${origin(platform)}/en/`))).toMatchObject({ status: 404, body: { errors: [{ status: '404' }] } });
    expect(await json(await fetch(`${origin(platform)}/readyz`))).toEqual({ status: 200, body: { status: 'ready', checks: { domains: true, database: true } } });
  });

  it('the shell serves the pages, config and manifest itself, and the information views through the platform', async () => {
    const page = await fetch(`${origin(shell)}/en/information/about`);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect((await fetch(`${origin(shell)}/bff-api/manifest.json`)).status).toBe(200);
    const view = await fetch(`${origin(shell)}/bff-api/remote-view/en/information/about`, { headers: { 'x-render-mode': 'json', 'x-api-version': 'v2' } });
    expect(view.status).toBe(200);
    expect(await view.json()).toHaveProperty('title');
  });

  it('every call a module answers on the site lies under an API prefix its plugin declares, so a shell proxies them all', () => {
    const siteRoutes = moduleRoutes.filter(({ module, route }) => module !== 'echo' && !(route.config as Record<string, unknown> | undefined)?.[SERVED_HOST_CONFIG] && !route.url.startsWith('/bff-test/'));
    expect(siteRoutes.length).toBeGreaterThan(100);
    const outside = siteRoutes.filter(({ module, route }) => !(catalog.get(module)?.apiPrefixes ?? []).some((prefix) => route.url.startsWith(`${prefix}/`)));
    expect(outside.map(({ module, route }) => `${module} ${route.url}`)).toEqual([]);
  });
});
