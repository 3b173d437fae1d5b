// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestBffWithSwitchableDatabase, patchScenario } from '../../../../tests/support/bffFetch.ts';

const { app, setDatabaseDown } = createTestBffWithSwitchableDatabase();
afterEach(() => setDatabaseDown(false));
afterAll(() => app.close());

describe('a sign-in with a network while the database is down', () => {
  it('lands on the sign-in page with the reason, both on the way out and on the way back', async () => {
    const scenario = 'social-database-down';
    await patchScenario(app, scenario, { config: { socialSignIn: { networks: ['google'] } } });
    const headers = { host: 'localhost', cookie: `bff_scenario=${scenario}; social_oauth_state=abc` };
    setDatabaseDown(true);
    for (const url of ['/social-api/oauth/google/authorize?lang=en', '/social-api/oauth/google/callback?state=abc&code=def']) {
      const reply = await app.inject({ url, headers });
      expect([reply.statusCode, reply.headers.location], url).toEqual([302, '/en/user/social#error=unavailable']);
    }
  });
});
