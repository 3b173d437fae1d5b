import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SportEvent } from '../../schemas/sports.ts';
import { patchScenario, uniqueScenario } from '../../tests/support/bffFetch.ts';

/** Helpers of the sports route tests: a signed-in session with its token, a scenario, typed calls. */
export interface Caller {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  scenario: string;
  token?: string;
  cookie?: string;
}

export async function signIn(app: FastifyInstance, login = 'demo@northbet.example'): Promise<{ cookie: string; token: string }> {
  const reply = await app.inject({ method: 'POST', url: '/web-api/auth/login', payload: { login, password: 'demo1234' }, headers: { host: 'localhost' } });
  const cookie = String(reply.headers['set-cookie']).split(';')[0];
  const token = (await app.inject({ url: '/web-api/user/gettoken', headers: { host: 'localhost', cookie } })).json().data.token as string;
  return { cookie, token };
}

/**
 * A caller in its own scenario (frozen unless told otherwise, so the live simulation does not move prices under
 * the test), signed in as `login` unless it is null.
 */
export async function caller(app: FastifyInstance, { login = 'demo@northbet.example' as string | null, frozen = true } = {}): Promise<Caller> {
  const scenario = uniqueScenario('sports');
  if (frozen) await patchScenario(app, scenario, { sports: { frozen: true } });
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

/** Line games of different events whose main market's first outcome is open, for coupons. */
export async function openOutcomes(call: Caller, count: number, filter = 'sport=football'): Promise<Array<{ marketId: string; coef: number; event: SportEvent }>> {
  const events = (await call.get(`/line-api/v1/line/events?${filter}`)).json().events as SportEvent[];
  const result = [];
  for (const event of events) {
    const outcome = event.markets[0]?.outcomes.find((candidate) => !candidate.isBlocked);
    if (outcome) result.push({ marketId: outcome.id, coef: outcome.coef, event });
    if (result.length === count) break;
  }
  if (result.length < count) throw new Error(`only ${result.length} open outcomes`);
  return result;
}

let counter = 0;
/** A fresh request id. */
export const requestId = () => `test-${process.pid}-${Date.now()}-${counter++}`;
