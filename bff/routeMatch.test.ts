import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../schemas/manifest.ts';
import type { DomainSettings } from './domainStore.ts';
import { compilePattern, matchCompiled, matchesKeptFor, matchRoute, MATCHES_PER_ROUTE_LIST } from './routeMatch.ts';

/** The compiled patterns answer what react-router's matchPath (which the kernel routes with) answers. */
describe('compilePattern', () => {
  const patterns = [
    '/',
    '/line',
    '/line/:sport',
    '/line/:sport/:champ/:game',
    '/statisticpopup/:game?',
    '/casino/game/:gameId/:gameName',
    '/files/*',
    '/*',
    '*',
    '/a/b?/c',
    '/a/:b?x',
    '/info.txt',
    '/with-dash/:some-id',
    '/UPPER/Case',
  ];
  const paths = [
    '/',
    '//',
    '/line',
    '/line/',
    '/LINE/Football',
    '/line/football',
    '/line/football/',
    '/line/football/premier/123',
    '/line/football/premier/123/more',
    '/statisticpopup',
    '/statisticpopup/9',
    '/casino/game/12/book%2Fof%2Fra',
    '/files',
    '/files/',
    '/files/a/b/c',
    '/a/c',
    '/a/b/c',
    '/a/zzx',
    '/info.txt',
    '/infoxtxt',
    '/with-dash/42',
    '/upper/case',
    '/%E2%82%AC',
    '/a//b',
  ];

  it.each(patterns)('matches as react-router does for %s', (pattern) => {
    for (const path of paths) {
      const expected = matchPath({ path: pattern, end: true }, path)?.params ?? null;
      const actual = matchCompiled(compilePattern(pattern), path);
      expect(actual === null ? null : { ...actual }, `${pattern} against ${path}`).toEqual(expected === null ? null : { ...expected });
      if (actual && expected) expect(Object.keys(actual)).toEqual(Object.keys(expected));
    }
  });
});

describe('matchRoute', () => {
  const route = (name: string, path: string): RouteEntry => ({ name, plugin: 'test', path, page: 'page', layout: 'default' }) as RouteEntry;
  const routes: readonly RouteEntry[] = [route('home', ''), route('line', 'line'), route('sport', 'line/:sport'), route('game', 'line/:sport/:champ/:game'), route('popup', 'popup/:game?'), route('files', 'files/*')];
  const domain = { config: { features: {}, site: { notFoundUrls: ['/line/hidden'] } } } as unknown as DomainSettings;

  it('answers a kept path as a fresh list does, with parameters of its own each time', () => {
    const paths = ['', '/', 'line', 'line/football', 'LINE/Tennis/', 'line/a/b/c', 'popup', 'popup/7', 'files/x/y', 'line/hidden', 'nothing/here'];
    for (const path of paths) {
      const fresh = matchRoute([...routes], path, domain);
      expect(matchRoute(routes, path, domain)).toEqual(fresh);
      expect(matchRoute(routes, path, domain)).toEqual(fresh);
    }
    const first = matchRoute(routes, 'line/football', domain)!;
    first.params.sport = 'changed';
    expect(matchRoute(routes, 'line/football', domain)!.params.sport).toBe('football');
  });

  it('keeps a bounded number of paths per route list, however many distinct hostile ones are asked', () => {
    const list = [...routes];
    for (let index = 0; index < MATCHES_PER_ROUTE_LIST * 4; index += 1) {
      expect(matchRoute(list, `nothing/${'%2e%2e/'.repeat(index % 30)}${index}`, domain)).toBeNull();
    }
    expect(matchesKeptFor(list)).toBeLessThanOrEqual(MATCHES_PER_ROUTE_LIST);
    expect(matchRoute(list, 'line/football', domain)?.route.name).toBe('sport');
  });
});
