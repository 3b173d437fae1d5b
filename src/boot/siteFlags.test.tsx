// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_STORAGE_KEY } from '@host/sdk';
import { createTestBff, uniqueScenario } from '../../tests/support/bffFetch.ts';
import { renderHost } from '../../tests/support/renderHost.tsx';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const UNITED_STATES = '10';
const GERMANY = '8';
const site = (flags: Record<string, unknown>) => ({ site: { companyName: 'Northbet', notFoundUrls: [], ...flags } });
const boot = (options: { config?: unknown; geoCountryId?: string } = {}) =>
  renderHost(app, {
    path: '/en/',
    plugins: ['info'],
    scenario: uniqueScenario('site-flags'),
    config: options.config,
    visitorHeaders: options.geoCountryId ? { 'x-geo-country-id': options.geoCountryId } : {},
  });

describe('site flags the page reads (first document 3)', () => {
  // What a visitor sees of it (the line's times) is tests/e2e/siteFlags.spec.ts's; here the rule behind it.
  it("starts the player's clock at the visitor's geo's where the domain follows it, until the player picks one", async () => {
    const followsGeo = { customize: { has_twelve_h_by_geo: true, geo_with_twelve_format: false } };
    const is12h = (host: Awaited<ReturnType<typeof boot>>['host']) => host.store.getState().app.preferences.is12h;
    expect(is12h((await boot({ config: followsGeo, geoCountryId: UNITED_STATES })).host)).toBe(true);
    cleanup();
    expect(is12h((await boot({ config: followsGeo, geoCountryId: GERMANY })).host)).toBe(false);
    cleanup();
    expect(is12h((await boot({ config: { customize: { has_twelve_h_by_geo: false } }, geoCountryId: UNITED_STATES })).host)).toBe(false);
    cleanup();
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ is12h: false }));
    expect(is12h((await boot({ config: followsGeo, geoCountryId: UNITED_STATES })).host)).toBe(false);
  });

  it("shows the bookmaker rating's badge in the footer where the site shows it", async () => {
    await boot({ config: site({ showRatingBookmakers: true, ratingBookmakersUrl: 'https://ratings.example/northbet' }) });
    const badge = await screen.findByRole('link', { name: 'Independent rating' }, { timeout: 10_000 });
    expect(badge.getAttribute('href')).toBe('https://ratings.example/northbet');
    expect(badge.getAttribute('target')).toBe('_blank');
    cleanup();
    await boot({ config: site({ showRatingBookmakers: false, ratingBookmakersUrl: 'https://ratings.example/northbet' }) });
    expect(await screen.findByRole('button', { name: 'Cookie settings' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Independent rating' })).toBeNull();
  });
});
