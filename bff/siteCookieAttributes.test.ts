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

  it("are for a partner's frame with Partitioned alone too, which is for a frame", async () => {
    const scenario = uniqueScenario('cookie-attributes');
    await patchScenario(app, scenario, { config: { site: { companyName: 'Northbet', notFoundUrls: [], shouldPassPartitioned: true } } });
    expect(await cookiesOfFirstHtml(scenario, 'https')).toBe('Path=/; SameSite=None; Secure; Partitioned');
  });
});

describe("the partners' frames", () => {
  const frameAncestors = async (scenario: string) => {
    const reply = await app.inject({ method: 'GET', url: '/en/', headers: { host: 'localhost', 'x-forwarded-proto': 'https', cookie: `bff_scenario=${scenario}` } });
    return /frame-ancestors ([^;]*)/.exec(String(reply.headers['content-security-policy']))?.[1];
  };

  it("may show the site only while it writes its cookies for them, and only the partners' origins", async () => {
    const scenario = uniqueScenario('partner-frames');
    const site = { companyName: 'Northbet', notFoundUrls: [], partnerFrameOrigins: ['https://partner.example'] };
    await patchScenario(app, scenario, { config: { site } });
    expect(await frameAncestors(scenario)).toBe("'self'");
    await patchScenario(app, scenario, { config: { site: { ...site, shouldUseCookieIframeParameters: true } } });
    expect(await frameAncestors(scenario)).toBe("'self' https://partner.example");
  });
});
