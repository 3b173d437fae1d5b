// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from './siteCookies.ts';

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.cookies;
});

describe("the page's cookies", () => {
  it('carry the attributes the first HTML names, also when removed; a cookie without a max age lasts the session', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    document.documentElement.dataset.cookies = 'Path=/; SameSite=None; Secure; Partitioned';
    writeCookie('window_width', '1280', 60);
    writeCookie('one_tap_offered', '1');
    writeCookie('window_width', '', 0);
    expect(setter.mock.calls.map(([cookie]) => cookie)).toEqual([
      'window_width=1280; Max-Age=60; Path=/; SameSite=None; Secure; Partitioned',
      'one_tap_offered=1; Path=/; SameSite=None; Secure; Partitioned',
      'window_width=; Max-Age=0; Path=/; SameSite=None; Secure; Partitioned',
    ]);
  });

  it('are SameSite=Lax for the whole site where the HTML names none (a page the server did not write)', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    writeCookie('cookies_agreed', 'a b', 10);
    expect(setter).toHaveBeenCalledWith('cookies_agreed=a%20b; Max-Age=10; Path=/; SameSite=Lax');
  });
});
