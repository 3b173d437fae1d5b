import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../tests/support/bffFetch.ts';
import { maintenanceAnswer } from './maintenanceAnswer.ts';

const app = createTestBff();
afterAll(() => app.close());
const scenario = uniqueScenario('maintenance');
const page = (url: string, host: string, inScenario?: string) =>
  app.inject({ method: 'GET', url, headers: { host, ...(inScenario && { cookie: `bff_scenario=${inScenario}` }) } });

// The first request starts the server (its database copy, the domains), which on a busy machine takes seconds.
describe('the first HTML of a domain under maintenance', { timeout: 60_000 }, () => {
  it('answers 503 with Retry-After until the announced end, on every page but the exempt ones', async () => {
    const endsAt = Math.floor(Date.now() / 1000) + 2 * 3600;
    await patchScenario(app, scenario, { config: { maintenance: { isActive: true, started_at: endsAt - 4 * 3600, ended_at: endsAt } } });
    for (const url of ['/en/', '/en/line/football', '/en/no-such-page', '/en/maintenance']) {
      const answer = await page(url, 'localhost', scenario);
      expect(answer.statusCode, url).toBe(503);
      const retryAfter = Number(answer.headers['retry-after']);
      expect(Math.abs(retryAfter - (endsAt - Date.now() / 1000)), url).toBeLessThan(60);
      expect(answer.body, url).toContain('<div id="root"');
    }
    // The e-mail verification link works during maintenance (routes.json maintenanceExempt).
    expect((await page('/en/user/accountverify', 'localhost', scenario)).statusCode).toBe(200);
    // The demo brand under maintenance (bff/domains/maintenance.json) answers the same way.
    expect((await page('/en/', 'maintenance.localhost')).statusCode).toBe(503);
  });

  it('a domain without maintenance answers as usual', async () => {
    const answer = await page('/en/', 'localhost');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['retry-after']).toBeUndefined();
  });

  it('says nothing of when to come back once the announced end has passed, or when none was given', () => {
    const now = Date.UTC(2026, 10, 27);
    const seconds = now / 1000;
    expect(maintenanceAnswer({ isActive: true, ended_at: seconds + 90 }, null, now)).toEqual({ status: 503, retryAfterSeconds: 90 });
    expect(maintenanceAnswer({ isActive: true, ended_at: seconds - 1 }, null, now)).toEqual({ status: 503 });
    expect(maintenanceAnswer({ isActive: true }, null, now)).toEqual({ status: 503 });
    expect(maintenanceAnswer({ isActive: false, ended_at: seconds + 90 }, null, now)).toBeNull();
    expect(maintenanceAnswer({ isActive: true }, { maintenanceExempt: true }, now)).toBeNull();
    expect(maintenanceAnswer(undefined, null, now)).toBeNull();
  });
});
