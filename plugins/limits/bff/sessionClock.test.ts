// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import { caller } from '../../../tests/support/bffCaller.ts';
import { validate_sessionClockReply } from '../src/generated/validate_sessionClockReply.js';

const app = createTestBff();
afterAll(() => app.close());

const SESSION = '/limit-service-api/api/external/web/v3/session';

describe('GET …/v3/session: where the session clock counts from', () => {
  it('answers when the signed-in player\'s session began, by the platform\'s clock', async () => {
    const before = Math.floor(Date.now() / 1000);
    const call = await caller(app, { prefix: 'session-clock' });
    const reply = await call.get(SESSION);
    expect(reply.statusCode).toBe(200);
    expect(validate_sessionClockReply(reply.json())).toBe(true);
    const { startedAt, serverTime } = reply.json() as { startedAt: number; serverTime: number };
    expect(startedAt).toBeGreaterThanOrEqual(before - 1);
    expect(serverTime).toBeGreaterThanOrEqual(startedAt);
  });

  it('refuses a visitor', async () => {
    const visitor = await caller(app, { login: null, prefix: 'session-clock' });
    expect((await visitor.get(SESSION)).statusCode).toBe(401);
  });
});
