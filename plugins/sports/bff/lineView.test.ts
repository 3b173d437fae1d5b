// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { SportEvent } from '../schemas/sports.ts';
import { createTestBff, uniqueScenario } from '../../../tests/support/bffFetch.ts';
import { caller } from '../../../tests/support/bffCaller.ts';

const app = createTestBff();
afterAll(() => app.close());

const AT = Date.UTC(2026, 4, 1, 12);
const DAY_S = 86_400;
const lineOf = async (patch: Record<string, unknown>) => {
  const call = await caller(app, { login: null, patch, prefix: 'frozen-at' });
  return (await call.get('/line-api/v1/line/events?sport=football')).json().events as SportEvent[];
};

describe('a scenario frozen at an instant (sports.frozenAt)', () => {
  it('sees the demo line as made at that instant: the same games, times and prices in every scenario', async () => {
    const first = await lineOf({ sports: { frozenAt: AT } });
    const second = await lineOf({ sports: { frozenAt: AT } });
    expect(first.length).toBeGreaterThan(10);
    expect(second).toEqual(first);
    expect(first.every((event) => event.startsAt > AT / 1000 && event.startsAt < AT / 1000 + 7 * DAY_S)).toBe(true);
    // A plain frozen scenario keeps the running line, which is made at the server's start.
    const running = await lineOf({ sports: { frozen: true } });
    expect(running[0].startsAt).toBeGreaterThan(Date.now() / 1000 - DAY_S);
  });

  it('refuses an instant that is not epoch milliseconds', async () => {
    for (const frozenAt of ['2026-05-01', -1, 1.5]) {
      const reply = await app.inject({ method: 'POST', url: `/bff-test/scenario/${uniqueScenario('frozen-at')}`, payload: { sports: { frozenAt } }, headers: { host: 'localhost' } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors[0].detail).toBe('sports.frozenAt must be epoch milliseconds');
    }
  });
});
