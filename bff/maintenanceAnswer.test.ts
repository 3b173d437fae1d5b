import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../tests/support/bffFetch.ts';
import { maintenanceAnswer } from './maintenanceAnswer.ts';

const app = createTestBff();
afterAll(() => app.close());
const page = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

// The first request starts the server (its database copy, the domains), which on a busy machine takes seconds.
describe('the first HTML of a domain under maintenance', { timeout: 60_000 }, () => {
  it('answers 503 with Retry-After until the announced end, on every page but the exempt ones', async () => {
    // bff/domains/maintenance.json: isActive, ended_at 1893456000 (2030-01-01).
    for (const url of ['/en/', '/en/line/football', '/en/no-such-page', '/en/maintenance']) {
      const answer = await page(url, 'maintenance.localhost');
      expect(answer.statusCode, url).toBe(503);
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter, url).toBeGreaterThan(0);
      expect(Math.abs(retryAfter - (1893456000 - Date.now() / 1000)), url).toBeLessThan(60);
      expect(answer.body, url).toContain('<div id="root"');
    }
    // The e-mail verification link works during maintenance (routes.json maintenanceExempt).
    expect((await page('/en/user/accountverify', 'maintenance.localhost')).statusCode).toBe(200);
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
