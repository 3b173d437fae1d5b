// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../tests/support/bffFetch.ts';

const app = createTestBff({ trustProxy: 1 });
afterAll(() => app.close());

const cookiesOfFirstHtml = async (scenario: string, protocol: 'http' | 'https') => {
  const reply = await app.inject({ method: 'GET', url: '/en/', headers: { host: 'localhost', 'x-forwarded-proto': protocol, cookie: `bff_scenario=${scenario}` } });
  return /<html [^>]*data-cookies="([^"]*)"/.exec(reply.body)?.[1];
};

describe("the site's cookie attributes in the first HTML (the page's cookies follow them)", () => {
  it("are Secure on https, and SameSite=None and Partitioned where the site's frame flags ask", async () => {
    const scenario = uniqueScenario('cookie-attributes');
    expect(await cookiesOfFirstHtml(scenario, 'https')).toBe('Path=/; SameSite=Lax; Secure');
    await patchScenario(app, scenario, { config: { site: { companyName: 'Northbet', notFoundUrls: [], shouldUseCookieIframeParameters: true, shouldPassPartitioned: true } } });
    expect(await cookiesOfFirstHtml(scenario, 'https')).toBe('Path=/; SameSite=None; Secure; Partitioned');
  });

  it('stay SameSite=Lax on plain http, where a browser refuses Secure cookies, whatever the flags', async () => {
    const scenario = uniqueScenario('cookie-attributes');
    await patchScenario(app, scenario, { config: { site: { companyName: 'Northbet', notFoundUrls: [], shouldUseCookieIframeParameters: true, shouldPassPartitioned: true } } });
    expect(await cookiesOfFirstHtml(scenario, 'http')).toBe('Path=/; SameSite=Lax');
  });
});
