import { describe, expect, it } from 'vitest';
import { servedConfig } from './servedConfig.ts';

const on = (month: number, day: number) => new Date(2026, month - 1, day, 12);
const UNITED_STATES = 10;
const GERMANY = 8;

describe('servedConfig', () => {
  it('serves the snowfall as the answer: on in season, off out of it, and never the season itself', () => {
    const config = { lng: { default: 'en' }, site: { companyName: 'Northbet', notFoundUrls: [], snowfall: true, snowfallSeason: '12-01/01-15' } };
    expect(servedConfig(config, { today: on(12, 20), geoCountryId: null })).toEqual({ lng: { default: 'en' }, site: { companyName: 'Northbet', notFoundUrls: [], snowfall: true } });
    expect(servedConfig(config, { today: on(11, 27), geoCountryId: null }).site).toEqual({ companyName: 'Northbet', notFoundUrls: [], snowfall: false });
    expect(servedConfig({ ...config, site: { ...config.site, snowfall: false } }, { today: on(12, 20), geoCountryId: null }).site.snowfall).toBe(false);
    const allYear = { site: { companyName: 'Strikeline', notFoundUrls: [], snowfall: true } };
    expect(servedConfig(allYear, { today: on(7, 1), geoCountryId: null })).toEqual(allYear);
  });

  it("serves the bookmaker rating's address only where the site shows its badge", () => {
    const site = { companyName: 'Strikeline', notFoundUrls: [], ratingBookmakersUrl: 'https://ratings.example/strikeline' };
    const served = (showRatingBookmakers: boolean) => servedConfig({ site: { ...site, showRatingBookmakers } }, { today: on(7, 1), geoCountryId: null }).site;
    expect(served(true).ratingBookmakersUrl).toBe('https://ratings.example/strikeline');
    expect(served(false)).not.toHaveProperty('ratingBookmakersUrl');
  });

  it("answers whether the visitor's geo writes a 12-hour clock, whatever the domain file says", () => {
    const config = { site: { companyName: 'Northbet', notFoundUrls: [] }, customize: { has_twelve_h_by_geo: true, geo_with_twelve_format: true } };
    const clockOf = (geoCountryId: number | null) => servedConfig(config, { today: on(7, 1), geoCountryId }).customize;
    expect(clockOf(UNITED_STATES)).toEqual({ has_twelve_h_by_geo: true, geo_with_twelve_format: true });
    expect(clockOf(GERMANY)).toEqual({ has_twelve_h_by_geo: true, geo_with_twelve_format: false });
    expect(clockOf(null)).toEqual({ has_twelve_h_by_geo: true, geo_with_twelve_format: false });
  });
});
