// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validate_casinoGameReply } from '../src/generated/validate_casinoGameReply.js';
import { Catalogue, CATEGORIES, descriptionOf, GAME_COUNT, normalizeForSearch, PROVIDERS, slugify } from './catalogue.ts';

const catalogue = new Catalogue();

describe('the casino catalogue', () => {
  it('holds at least 1 500 games of at least 25 providers in at least 15 categories, every one of them used', () => {
    expect(GAME_COUNT).toBe(1_605);
    expect(catalogue.games).toHaveLength(GAME_COUNT);
    expect(PROVIDERS.length).toBeGreaterThanOrEqual(25);
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(15);
    for (const provider of PROVIDERS) expect(catalogue.providerCount(provider.slug), provider.slug).toBeGreaterThan(0);
    for (const category of CATEGORIES) expect(catalogue.categoryCount(category.slug), category.slug).toBeGreaterThan(0);
  });

  it('is the same on every start (made from its seed, not from Math.random)', () => {
    expect(new Catalogue().games.map((game) => game.card)).toEqual(catalogue.games.map((game) => game.card));
    expect(new Catalogue(7).games.map((game) => game.card.name)).not.toEqual(catalogue.games.map((game) => game.card.name));
  });

  it('gives every game a complete card with a unique id, slug and name', () => {
    const cards = catalogue.games.map((game) => game.card);
    for (const card of cards) expect(validate_casinoGameReply({ ...card, description: descriptionOf(card, 'en') }), card.name).toBe(true);
    expect(new Set(cards.map((card) => card.slug)).size).toBe(cards.length);
    expect(new Set(cards.map((card) => card.name)).size).toBe(cards.length);
    expect(cards.every((card) => card.minBet < card.maxBet && card.rtp >= 94 && card.rtp < 98)).toBe(true);
    // Live tables have no demo.
    expect(cards.filter((card) => card.categories.includes('live-casino')).every((card) => !card.demo && card.tags.includes('live'))).toBe(true);
    expect(cards.filter((card) => card.jackpotId !== null).every((card) => card.tags.includes('jackpot') && card.categories.includes('jackpots'))).toBe(true);
  });

  it('normalises search text: case, diacritics and spaces do not matter', () => {
    expect(normalizeForSearch('  Fiesta   MÁGICA ')).toBe('fiesta magica');
    expect(normalizeForSearch('Crème Brûlée')).toBe('creme brulee');
    expect(slugify('Smörgåsbord Spins')).toBe('smorgasbord-spins');
    expect(slugify('Cats & Dogs')).toBe('cats-dogs');
  });

  it.each([
    ['fiesta magica', 'Fiesta Mágica'],
    ['FIESTA MÁGICA', 'Fiesta Mágica'],
    ['creme brulee', 'Crème Brûlée Bonanza'],
    ['SAO PAULO', 'São Paulo Samba'],
  ])('finds a game by its name: %s', (q, name) => {
    expect(catalogue.list({ q, sort: 'az' }).map((game) => game.card.name)).toContain(name);
  });

  it('finds the games of a provider by the provider’s name, with or without its diacritics', () => {
    const byName = catalogue.list({ q: 'cafe lumiere', sort: 'popular' });
    expect(byName.length).toBeGreaterThanOrEqual(catalogue.providerCount('cafe-lumiere'));
    expect(catalogue.list({ q: 'Café Lumière', sort: 'popular' })).toEqual(byName);
  });

  it('filters by category, provider and tag together', () => {
    const found = catalogue.list({ category: 'slots', provider: 'golden-lynx', tag: 'popular', sort: 'az' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((game) => game.card.categories.includes('slots') && game.card.provider === 'golden-lynx' && game.card.tags.includes('popular'))).toBe(true);
    expect(catalogue.list({ category: 'no-such-category', sort: 'az' })).toEqual([]);
  });

  it('sorts by popularity, by release and by name', () => {
    const popular = catalogue.list({ sort: 'popular' });
    expect(popular.every((game, index) => index === 0 || popular[index - 1].popularity >= game.popularity)).toBe(true);
    const newest = catalogue.list({ sort: 'new' });
    expect(newest.every((game, index) => index === 0 || newest[index - 1].releasedAt >= game.releasedAt)).toBe(true);
    const names = catalogue.list({ sort: 'az' }).map((game) => game.card.name);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(names.every((name, index) => index === 0 || collator.compare(names[index - 1], name) <= 0)).toBe(true);
    // Diacritics sort with their letters: Über with U, not after Z.
    expect(names.indexOf('Über Wheel')).toBeLessThan(names.findIndex((name) => name.startsWith('V')));
  });
});
