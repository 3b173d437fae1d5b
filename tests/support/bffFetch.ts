import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ServerOptions } from '../../bff/createServer.ts';
import { switchableTestDatabase, testDatabase } from './databaseTemplate.ts';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The reference BFF in test mode, in process: the network edge that unit tests talk to (`options` as a deploy sets them). */
export function createTestBff(options: Pick<ServerOptions, 'trustProxy'> = {}): FastifyInstance {
  return createServer({ root: projectRoot, testMode: true, database: testDatabase(), ...options });
}

/** A test BFF whose database can be taken down and brought back (switchableTestDatabase). */
export function createTestBffWithSwitchableDatabase(): { app: FastifyInstance; setDatabaseDown(down: boolean): void } {
  const { database, setDown } = switchableTestDatabase();
  return { app: createServer({ root: projectRoot, testMode: true, database }), setDatabaseDown: setDown };
}

/**
 * A fetch that answers from the reference BFF (fastify inject), with the scenario cookie set (and `cookie`, e.g. a
 * signed-in session's, when given) and the headers a balancer adds for the visitor (`visitorHeaders`, e.g. the geo
 * country), so unit tests go through the same replies and fault injection as the browser.
 */
export function bffFetch(app: FastifyInstance, scenario: string, cookie?: string, visitorHeaders: Record<string, string> = {}): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const headers: Record<string, string> = { ...visitorHeaders, cookie: `bff_scenario=${scenario}${cookie ? `; ${cookie}` : ''}`, host: 'localhost' };
    // What fetch does with a string body sent without a type (sendBeacon too).
    if (typeof init?.body === 'string') headers['content-type'] = 'text/plain;charset=UTF-8';
    new Headers(init?.headers).forEach((value, key) => (headers[key] = value));
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(reply.statusCode === 204 ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: reply.headers as Record<string, string>,
    });
  };
}

/** One call a page sent through `browserFetch`, with the reply's status. */
export interface SentCall {
  url: string;
  method: string;
  body: Record<string, unknown> | undefined;
  headers: Headers;
  status: number;
}

/**
 * The page's fetch as a browser's against the reference BFF: the scenario cookie, and the session cookie the BFF
 * sets kept for the next calls; every call is recorded in `sent`.
 */
export function browserFetch(app: FastifyInstance, scenario: string): { fetch: typeof fetch; sent: SentCall[] } {
  const toBff = bffFetch(app, scenario);
  const sent: SentCall[] = [];
  let session = '';
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', `bff_scenario=${scenario}${session ? `; bff_session=${session}` : ''}`);
    const response = await toBff(input, { ...init, headers });
    const cookie = /bff_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
    if (cookie) session = cookie[1]!;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    sent.push({ url: String(input), method: init?.method ?? 'GET', body, headers, status: response.status });
    return response;
  };
  return { fetch, sent };
}

/** Sets up a scenario on the BFF (config patches, faults, plugin overrides). */
export async function patchScenario(app: FastifyInstance, scenario: string, patch: Record<string, unknown>): Promise<void> {
  const reply = await app.inject({ method: 'POST', url: `/bff-test/scenario/${scenario}`, payload: patch, headers: { host: 'localhost' } });
  if (reply.statusCode !== 200) throw new Error(`scenario patch failed: ${reply.body}`);
}

/** The addresses asked of the in-process BFF, from the calls of a spy on its `inject` (`vi.spyOn(app, 'inject')`). */
export const injectedUrls = (calls: unknown[][]): string[] => calls.map(([options]) => (typeof options === 'string' ? options : String((options as { url?: unknown }).url)));

/** A scenario name no other test uses, so every test starts from the domain as it is. */
export const uniqueScenario = (prefix: string) => `${prefix}-${randomUUID()}`;
