import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { patchScenario, uniqueScenario } from './bffFetch.ts';

/** A caller of the in-process BFF in its own scenario, signed in (session cookie and bearer token) unless told not. */
export interface Caller {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  scenario: string;
  token?: string;
  cookie?: string;
}

/** Signs in as a demo user: the session cookie and a bearer token of it. */
export async function signIn(app: FastifyInstance, login = 'demo@northbet.example'): Promise<{ cookie: string; token: string }> {
  const reply = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login, password: 'demo1234' }, headers: { host: 'localhost' } });
  const cookie = String(reply.headers['set-cookie']).split(';')[0];
  const token = (await app.inject({ url: '/web-api/user/gettoken', headers: { host: 'localhost', cookie } })).json().data.token as string;
  return { cookie, token };
}

/**
 * A caller in a fresh scenario (set up with `patch` when given), signed in as `login` unless it is null; calls carry
 * the scenario cookie, the session cookie and the bearer token.
 */
export async function caller(app: FastifyInstance, { login = 'demo@northbet.example' as string | null, patch = undefined as Record<string, unknown> | undefined, prefix = 'caller' } = {}): Promise<Caller> {
  const scenario = uniqueScenario(prefix);
  if (patch) await patchScenario(app, scenario, patch);
  const session = login ? await signIn(app, login) : undefined;
  const headers = () => {
    const result: Record<string, string> = { host: 'localhost', cookie: `bff_scenario=${scenario}${session ? `; ${session.cookie}` : ''}` };
    if (session) result.authorization = `Bearer ${session.token}`;
    return result;
  };
  return {
    scenario,
    token: session?.token,
    cookie: session?.cookie,
    get: (url) => app.inject({ method: 'GET', url, headers: headers() }),
    post: (url, payload) =>
      app.inject({ method: 'POST', url, headers: { ...headers(), 'content-type': 'application/json' }, payload: payload === undefined ? '{}' : typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  };
}
