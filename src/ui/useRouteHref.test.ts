import { describe, expect, it } from 'vitest';
import { fillRoutePath } from './useRouteHref.ts';

describe('fillRoutePath', () => {
  it.each([
    ['line/:sport/:champ', { sport: 'football', champ: 'epl' }, 'line/football/epl'],
    ['champs/:sportName?', {}, 'champs'],
    ['champs/:sportName?', { sportName: 'tennis' }, 'champs/tennis'],
    ['line/:sport', {}, null],
    ['search/:q', { q: 'a/b?c' }, 'search/a%2Fb%3Fc'],
    ['office/history/:couponId', { couponId: 42 }, 'office/history/42'],
  ])('%s with %j gives %s', (pattern, params, expected) => {
    expect(fillRoutePath(pattern, params)).toBe(expected);
  });
});
