import { beforeEach, describe, expect, it } from 'vitest';
import { FROM_URL_KEY, rememberFromUrl, takePostLoginTarget } from './postLoginRedirect.ts';

beforeEach(() => sessionStorage.clear());

const CONFIGURED = ['promo', 'line.game'];

describe('post-login redirect (access rule 11)', () => {
  it.each([
    ['promo', '/promo?tab=2', '/promo?tab=2'],
    ['line.game', '/line/football/epl/1', '/line/football/epl/1'],
    ['information.about', '/information/about', null],
    [null, '/x', null],
    ['promo', '//evil.example/x', null],
  ])('from route %s at %s remembers %s', (routeName, path, stored) => {
    rememberFromUrl(sessionStorage, routeName, path, CONFIGURED);
    expect(sessionStorage.getItem(FROM_URL_KEY)).toBe(stored);
  });

  it('drops an older from_url when the visitor comes from a route that is not configured', () => {
    rememberFromUrl(sessionStorage, 'promo', '/promo', CONFIGURED);
    rememberFromUrl(sessionStorage, 'information.about', '/information/about', CONFIGURED);
    expect(sessionStorage.getItem(FROM_URL_KEY)).toBeNull();
  });

  it('remembers nothing without configured routes', () => {
    rememberFromUrl(sessionStorage, 'promo', '/promo');
    expect(sessionStorage.getItem(FROM_URL_KEY)).toBeNull();
  });

  it.each([
    ['redirect_url wins over from_url', '?redirect_url=%2Foffice%2Fhistory', '/promo', '/office/history'],
    ['from_url without redirect_url', '', '/promo', '/promo'],
    ['neither', '', null, null],
    ['a foreign redirect_url falls back to from_url', '?redirect_url=https%3A%2F%2Fevil.example', '/promo', '/promo'],
  ])('target: %s', (_, search, fromUrl, expected) => {
    if (fromUrl) sessionStorage.setItem(FROM_URL_KEY, fromUrl);
    expect(takePostLoginTarget(sessionStorage, new URLSearchParams(search))).toBe(expected);
    // The remembered page is used once.
    expect(sessionStorage.getItem(FROM_URL_KEY)).toBeNull();
  });
});
