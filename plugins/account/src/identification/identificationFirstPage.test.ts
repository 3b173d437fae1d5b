// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberFirstPage, takeFirstPage } from './identificationFirstPage.ts';

beforeEach(() => sessionStorage.clear());

describe('the first page the identification guard stopped (access rule 7)', () => {
  it('is the first one: later redirects do not replace it', () => {
    rememberFirstPage(sessionStorage, '/news/faster-withdrawals');
    rememberFirstPage(sessionStorage, '/line/football');
    expect(takeFirstPage(sessionStorage)).toBe('/news/faster-withdrawals');
  });

  it('is restored once', () => {
    rememberFirstPage(sessionStorage, '/line/football');
    expect(takeFirstPage(sessionStorage)).toBe('/line/football');
    expect(takeFirstPage(sessionStorage)).toBeNull();
  });

  it.each([null, 'https://evil.example/', '//evil.example/'])('keeps nothing for %s', (page) => {
    rememberFirstPage(sessionStorage, page);
    rememberFirstPage(sessionStorage, '/');
    expect(takeFirstPage(sessionStorage)).toBe('/');
  });
});
