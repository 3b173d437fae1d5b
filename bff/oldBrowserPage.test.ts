// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../tests/support/bffFetch.ts';

const app = createTestBff();
afterAll(() => app.close());

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const CHROME_120 = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const page = (url: string, userAgent: string, cookie = '') => app.inject({ url, headers: { host: 'localhost', 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });

describe('the old-browser page (first document 2.9)', () => {
  it('is where a browser the build cannot run is sent, in its language, from any page', async () => {
    for (const [from, to] of [['/en/line/football', '/en/oldbrowser'], ['/ru/', '/ru/oldbrowser']]) {
      const reply = await page(from, IE11);
      expect([reply.statusCode, reply.headers.location, reply.headers['cache-control']]).toEqual([302, to, 'no-store']);
    }
  });

  it('says what to do in its first HTML, which needs no script, and is not indexed', async () => {
    const reply = await page('/en/oldbrowser', IE11);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<h2>Please update your browser</h2>');
    expect(reply.body).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  it('leaves a current browser, and a domain without the page, alone', async () => {
    expect((await page('/en/line/football', CHROME_120)).statusCode).toBe(200);
    const scenario = uniqueScenario('old-browser');
    await patchScenario(app, scenario, { plugins: { info: { enabled: false } } });
    expect((await page('/en/line/football', IE11, `bff_scenario=${scenario}`)).statusCode).toBe(200);
  });
});
