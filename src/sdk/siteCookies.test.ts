// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://northbet.example/en/"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieAttributes } from '../http/cookies.ts';
import { bindCookieFlags, writeCookie } from './siteCookies.ts';

const written = () => {
  const setter = vi.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([cookie]) => cookie);
};

afterEach(() => {
  vi.restoreAllMocks();
  bindCookieFlags(() => undefined);
});

describe("the site's cookies", () => {
  it('are Lax on plain http, where a browser refuses Secure, SameSite=None and Partitioned', () => {
    expect(cookieAttributes({ shouldUseCookieIframeParameters: true, shouldPassPartitioned: true }, false)).toBe('Path=/; SameSite=Lax');
  });

  it("follow the site's frame flags as the config has them when written, and are removed with the same attributes", () => {
    let site: Record<string, unknown> = { companyName: 'Northbet' };
    bindCookieFlags(() => site);
    const cookies = written();
    writeCookie('window_width', '1280', 60);
    site = { ...site, shouldUseCookieIframeParameters: true };
    writeCookie('window_width', '1280', 60);
    site = { ...site, shouldPassPartitioned: true };
    writeCookie('one_tap_offered', '1');
    writeCookie('window_width', '', 0);
    expect(cookies()).toEqual([
      'window_width=1280; Max-Age=60; Path=/; SameSite=Lax; Secure',
      'window_width=1280; Max-Age=60; Path=/; SameSite=None; Secure',
      'one_tap_offered=1; Path=/; SameSite=None; Secure; Partitioned',
      'window_width=; Max-Age=0; Path=/; SameSite=None; Secure; Partitioned',
    ]);
  });

  it('are partitioned without the frame flag too, which a browser accepts on https', () => {
    expect(cookieAttributes({ shouldPassPartitioned: true }, true)).toBe('Path=/; SameSite=Lax; Secure; Partitioned');
    expect(cookieAttributes({ shouldPassPartitioned: 'yes' }, true)).toBe('Path=/; SameSite=Lax; Secure');
  });
});
