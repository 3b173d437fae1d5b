import { describe, expect, it } from 'vitest';
import { seoRouteQuery } from './seoRouteQuery.ts';

describe('the SEO fields any route implies', () => {
  it("are the section of its name, and the entry of a route without parameters", () => {
    expect(seoRouteQuery({ name: 'information.about', path: 'information/about' })).toEqual({ section: 'information', menuSection: 'about' });
    expect(seoRouteQuery({ name: 'line.champ', path: 'line/:sport/:champ' })).toEqual({ section: 'line' });
    expect(seoRouteQuery({ name: 'results', path: 'results' })).toEqual({ section: 'results' });
  });
});
