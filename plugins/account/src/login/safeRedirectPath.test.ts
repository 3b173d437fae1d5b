import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirectPath.ts';

describe('safeRedirectPath: only a path of this site', () => {
  it.each(['/office/wallets', '/', '/information/about?tab=2', '/line/football#odds', '/promo/a..b'])('keeps %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['dot segments that resolve to another host', '/..//evil.example'],
    ['a dot segment', '/./office'],
    ['encoded dot segments', '/%2e%2E//evil.example'],
    ['a relative path', 'office'],
    ['blanks', '/office wallets'],
  ])('refuses %s', (_, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
