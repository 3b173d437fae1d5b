import type { GameCard, GameSort, GameTag } from '../schemas/casinoApi.ts';
import { seededRandom, type Random } from '../../../bff/bffModule.ts';

/** The languages the catalogue has names in; any other language gets the English ones. */
export type CasinoLang = 'en' | 'ru';
export const langOf = (lang: string | undefined): CasinoLang => (lang === 'ru' ? 'ru' : 'en');

export const CATALOGUE_SEED = 20_261_101;
/** How many games the catalogue holds (the issue asks for at least 1 500). */
export const GAME_COUNT = 1_605;
/** Games released within this many days of the catalogue's date carry the `new` tag. */
export const NEW_GAME_DAYS = 45;
/** The share of games, by popularity, that carry the `popular` tag. */
export const POPULAR_SHARE = 0.1;
/** The catalogue's date: release dates are days before it, so the catalogue is the same on every start. */
export const CATALOGUE_DATE_S = Date.UTC(2026, 10, 1) / 1000;
const DAY_S = 86_400;

export interface CategoryDef {
  slug: string;
  names: Record<CasinoLang, string>;
  /** Games whose first category this is (0: it only ever comes second, as jackpots and vulkan do). */
  games: number;
}

/** The lobby's categories (first document 2.8), in lobby order. */
export const CATEGORIES: readonly CategoryDef[] = [
  { slug: 'slots', names: { en: 'Slots', ru: 'Слоты' }, games: 760 },
  { slug: 'live-casino', names: { en: 'Live casino', ru: 'Live-казино' }, games: 120 },
  { slug: 'table-games', names: { en: 'Table games', ru: 'Настольные игры' }, games: 80 },
  { slug: 'card-games', names: { en: 'Card games', ru: 'Карточные игры' }, games: 70 },
  { slug: 'poker', names: { en: 'Poker', ru: 'Покер' }, games: 50 },
  { slug: 'crash-games', names: { en: 'Crash games', ru: 'Краш-игры' }, games: 60 },
  { slug: 'fast-games', names: { en: 'Fast games', ru: 'Быстрые игры' }, games: 60 },
  { slug: 'fast-bet', names: { en: 'Fast bet', ru: 'Быстрая ставка' }, games: 40 },
  { slug: 'asian-games', names: { en: 'Asian games', ru: 'Азиатские игры' }, games: 60 },
  { slug: 'scratchcards', names: { en: 'Scratch cards', ru: 'Скретч-карты' }, games: 60 },
  { slug: 'bingo', names: { en: 'Bingo', ru: 'Бинго' }, games: 40 },
  { slug: 'keno', names: { en: 'Keno', ru: 'Кено' }, games: 35 },
  { slug: 'tvgames', names: { en: 'TV games', ru: 'ТВ-игры' }, games: 40 },
  { slug: 'virtualsports', names: { en: 'Virtual sports', ru: 'Виртуальный спорт' }, games: 45 },
  { slug: 'fishinghunting', names: { en: 'Fishing and hunting', ru: 'Рыбалка и охота' }, games: 40 },
  { slug: 'skill-games', names: { en: 'Skill games', ru: 'Игры на ловкость' }, games: 45 },
  { slug: 'jackpots', names: { en: 'Jackpots', ru: 'Джекпоты' }, games: 0 },
  { slug: 'vulkan', names: { en: 'Vulkan', ru: 'Вулкан' }, games: 0 },
];

/** The studios (made up). Some names carry diacritics and an ampersand, as real ones do. */
const PROVIDER_NAMES = [
  'Aurora Reels', 'Blue Fjord Gaming', 'Copperleaf Studios', 'Dune Spin', 'Ember Forge', 'Frostbyte Play', 'Golden Lynx',
  'Harbor Lights', 'Iron Owl Games', 'Jade Lantern', 'Kestrel Interactive', 'Lucky Orchard', 'Moonstone Labs', 'Nebula Nine',
  'Oasis Spins', 'Pine & Ember', 'Quartz Crown', 'Red Comet', 'Silver Tide', 'Tundra Games', 'Umbra Studio', 'Velvet Dice',
  'Wildflower Gaming', 'Xenon Arcade', 'Yellow Kite', 'Zephyr Live', 'Café Lumière', 'Nordlys Spill', 'Sakura Hana', 'Estudio Mágico',
] as const;

/** Case- and diacritics-insensitive form of a text, for search: NFD, marks stripped, lower case, spaces collapsed. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A URL slug of a name: its letters and digits without marks, words joined by hyphens. */
export function slugify(text: string): string {
  return normalizeForSearch(text).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 70);
}

export interface ProviderDef {
  slug: string;
  name: string;
}

export const PROVIDERS: readonly ProviderDef[] = PROVIDER_NAMES.map((name) => ({ slug: slugify(name), name }));

export interface JackpotDef {
  id: string;
  names: Record<CasinoLang, string>;
  /** The amount a cycle starts from and how much it grows per second, in EUR cents. */
  seedMinor: number;
  growthPerSecond: number;
  /** The jackpot drops and starts again from its seed every this many seconds. */
  cycleSeconds: number;
}

export const JACKPOTS: readonly JackpotDef[] = [
  { id: 'mega-drop', names: { en: 'Mega Drop', ru: 'Мега-дроп' }, seedMinor: 100_000_000, growthPerSecond: 37, cycleSeconds: 30 * DAY_S },
  { id: 'major-drop', names: { en: 'Major Drop', ru: 'Мажор-дроп' }, seedMinor: 5_000_000, growthPerSecond: 11, cycleSeconds: 7 * DAY_S },
  { id: 'daily-drop', names: { en: 'Daily Drop', ru: 'Ежедневный дроп' }, seedMinor: 500_000, growthPerSecond: 5, cycleSeconds: DAY_S },
  { id: 'hourly-drop', names: { en: 'Hourly Drop', ru: 'Ежечасный дроп' }, seedMinor: 20_000, growthPerSecond: 3, cycleSeconds: 3_600 },
];

/** A game of the catalogue: its card, and what orders and searches use. */
export interface Game {
  card: GameCard;
  popularity: number;
  releasedAt: number;
  /** The name and the provider's name in search form. */
  searchText: string;
}

// ----- names ------------------------------------------------------------------------------------------------------

const ADJECTIVES = ['Golden', 'Lucky', 'Wild', 'Royal', 'Mystic', 'Blazing', 'Frozen', 'Ancient', 'Electric', 'Hidden', 'Crystal', 'Sunny', 'Midnight', 'Jolly', 'Savage', 'Sacred', 'Neon', 'Emerald', 'Silver', 'Thunder', 'Dorada', 'Mágica', 'Épica', 'Grand', 'Tiny', 'Sweet', 'Raging', 'Cosmic', 'Velvet', 'Rapid'];
const NOUNS = ['Pharaoh', 'Dragon', 'Fortune', 'Treasure', 'Jungle', 'Pirates', 'Fruits', 'Gems', 'Tiger', 'Phoenix', 'Wolves', 'Vikings', 'Temple', 'Oasis', 'Cowboys', 'Sevens', 'Bells', 'Lotus', 'Samurai', 'Mermaid', 'Buffalo', 'Panda', 'Volcano', 'Galaxy', 'Candy', 'Carnival', 'Piñata', 'Fiesta', 'Koi', 'Olympus', 'Pyramid', 'Cherries', 'Diamonds', 'Rhino', 'Eagle', 'Kraken', 'Goblin', 'Yeti', 'Lagoon', 'Bandits'];
const SLOT_FORMS: ReadonlyArray<(adjective: string, noun: string) => string> = [
  (adjective, noun) => `${adjective} ${noun}`,
  (_, noun) => `Book of ${noun}`,
  (_, noun) => `${noun} Bonanza`,
  (adjective, noun) => `${adjective} ${noun} Deluxe`,
  (adjective, noun) => `${adjective} ${noun} Hold & Win`,
  (_, noun) => `${noun}${noun.endsWith('s') ? "'" : "'s"} Gold`,
  (adjective, noun) => `${noun} ${adjective}`,
  (_, noun) => `Rise of the ${noun}`,
];
const LIVE_GAMES = ['Roulette', 'Blackjack', 'Baccarat', 'Speed Roulette', 'Lightning Dice', 'Dream Wheel', 'Sic Bo', 'Dragon Tiger', 'Andar Bahar', 'Teen Patti', 'Football Studio', 'Casino Hold’em'];
const LIVE_TABLES = ['Live', 'VIP', 'Lobby', 'Classic', 'Salon Privé', 'Grand', 'Express', 'Evening', 'Azure', 'Ruby'];
const TABLE_GAMES = ['European Roulette', 'French Roulette', 'American Roulette', 'Blackjack Classic', 'Multihand Blackjack', 'Punto Banco', 'Red Dog', 'Craps', 'Casino War', 'Pontoon', 'Double Ball Roulette', 'Mini Roulette'];
const CARD_GAMES = ['Baccarat', 'Blackjack', 'Durak', 'Hi-Lo', 'Solitaire', 'Twenty-One', 'Pai Gow', 'Red Queen', 'Bezique', 'Belote'];
const POKER_GAMES = ['Jacks or Better', 'Deuces Wild', 'Caribbean Stud', 'Three Card Poker', 'Texas Hold’em Bonus', 'Oasis Poker', 'Joker Poker', 'Aces and Faces', 'Double Bonus Poker', 'Russian Poker'];
const ASIAN_GAMES = ['Fan Tan', 'Sic Bo', 'Dragon Tiger', 'Mahjong Ways', 'Koi Fortune', 'Lucky Lantern', 'Jade Emperor', 'Golden Bao', 'Shanghai Nights', 'Sakura Spin', 'Fortune Cat', 'Red Envelope'];
const SPORTS = ['Football', 'Basketball', 'Tennis', 'Horse Racing', 'Greyhounds', 'Cycling', 'Speedway', 'Hockey', 'Cricket', 'Motor Racing'];
const LEAGUES = ['League', 'Cup', 'Derby', 'World Series', 'Champions', 'Grand Prix', 'Nations', 'Masters'];
const NAME_BY_CATEGORY: Record<string, (random: Random) => string> = {
  slots: (random) => random.pick(SLOT_FORMS)(random.pick(ADJECTIVES), random.pick(NOUNS)),
  'live-casino': (random) => `${random.pick(LIVE_GAMES)} ${random.pick(LIVE_TABLES)}`,
  'table-games': (random) => `${random.pick(TABLE_GAMES)} ${random.pick(['', 'Pro', 'Gold', 'Deluxe', 'Royale', 'Zero'])}`.trim(),
  'card-games': (random) => `${random.pick(CARD_GAMES)} ${random.pick(['Classic', 'Rush', 'Duel', 'Plus', 'Nights', 'Royale'])}`,
  poker: (random) => `${random.pick(POKER_GAMES)} ${random.pick(['', 'Multi-hand', 'Gold', '10 Play', 'Turbo'])}`.trim(),
  'crash-games': (random) => `${random.pick(['Rocket', 'Jet', 'Balloon', 'Comet', 'Zeppelin', 'Moon', 'Turbo'])} ${random.pick(['Crash', 'X', 'Rush', 'Flight', 'Ascent', 'Launch'])}`,
  'fast-games': (random) => `${random.pick(['Plinko', 'Mines', 'Dice', 'Limbo', 'Tower', 'Hi-Lo', 'Wheel', 'Coin Flip'])} ${random.pick(NOUNS)}`,
  'fast-bet': (random) => `${random.pick(['Quick', 'Instant', 'Flash', 'Turbo', 'Snap'])} ${random.pick(['Dice', 'Keno', 'Colours', 'Numbers', 'Flip', 'Cards'])}`,
  'asian-games': (random) => `${random.pick(ASIAN_GAMES)} ${random.pick(['', 'Deluxe', 'Gold', 'Ways', 'Riches'])}`.trim(),
  scratchcards: (random) => `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} Scratch`,
  bingo: (random) => `${random.pick(['Bingo', 'Bingo 75', 'Bingo 90', 'Bingo Blast'])} ${random.pick(NOUNS)}`,
  keno: (random) => `${random.pick(['Keno', 'Keno Xpress', 'Club Keno'])} ${random.pick(NOUNS)}`,
  tvgames: (random) => `${random.pick(['Wheel of', 'Lottery Show:', 'Quiz of', 'Prize Drop:'])} ${random.pick(NOUNS)}`,
  virtualsports: (random) => `Virtual ${random.pick(SPORTS)} ${random.pick(LEAGUES)}`,
  fishinghunting: (random) => `${random.pick(['Ocean', 'Deep Sea', 'River', 'Arctic', 'Safari', 'Fishing', 'Monster'])} ${random.pick(['Hunter', 'Catch', 'King', 'Frenzy', 'Reel', 'Legends'])}`,
  'skill-games': (random) => `${random.pick(['Tetra', 'Bubble', 'Word', 'Snake', 'Puzzle', 'Penalty'])} ${random.pick(['Challenge', 'Master', 'Duel', 'Sprint', 'Quest'])}`,
};
/**
 * Names the lobby always has, at the start of the catalogue: diacritics (search must find "Fiesta Mágica" by
 * "fiesta magica"), an ampersand and apostrophes (every picture must escape them).
 */
const FIXED_NAMES: ReadonlyArray<{ name: string; category: string }> = [
  { name: 'Fiesta Mágica', category: 'slots' },
  { name: 'Café Olé', category: 'slots' },
  { name: 'Señor Tesoro', category: 'slots' },
  { name: 'Crème Brûlée Bonanza', category: 'slots' },
  { name: 'Über Wheel', category: 'tvgames' },
  { name: 'Zlatá Praha', category: 'slots' },
  { name: 'Noël Nights', category: 'slots' },
  { name: 'São Paulo Samba', category: 'slots' },
  { name: 'Smörgåsbord Spins', category: 'slots' },
  { name: 'Cats & Dogs', category: 'slots' },
  { name: 'Pharaoh\'s "Lucky" Tomb', category: 'slots' },
  { name: 'Rock’n’Roll Roulette', category: 'table-games' },
];
const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

const DESCRIPTIONS: Record<CasinoLang, (game: GameCard) => string> = {
  en: (game) =>
    `${game.name} by ${game.providerName}: ${game.volatility} volatility, RTP ${game.rtp}%.${game.demo ? ' Try it for free in demo mode.' : ''}${game.jackpotId ? ' Every spin feeds a progressive jackpot.' : ''}`,
  ru: (game) =>
    `${game.name} от ${game.providerName}: волатильность ${{ low: 'низкая', medium: 'средняя', high: 'высокая' }[game.volatility]}, RTP ${game.rtp}%.${game.demo ? ' Можно бесплатно сыграть в демо-режиме.' : ''}${game.jackpotId ? ' Каждое вращение пополняет прогрессивный джекпот.' : ''}`,
};

export const descriptionOf = (game: GameCard, lang: CasinoLang) => DESCRIPTIONS[lang](game);
export const thumbnailUrl = (id: number) => `/casino-api/v1/thumbnails/${id}.svg`;
export const providerLogoUrl = (slug: string) => `/casino-api/v1/providers/${slug}.svg`;

const MIN_BETS = [10, 20, 50, 100] as const;
const MAX_BETS = [5_000, 10_000, 50_000, 100_000] as const;

/** The catalogue: every game of the lobby, made from CATALOGUE_SEED. */
export class Catalogue {
  readonly games: readonly Game[];
  readonly byId: ReadonlyMap<number, Game>;
  /** Game ids in each listing order. */
  readonly orders: Readonly<Record<GameSort, readonly Game[]>>;

  constructor(seed = CATALOGUE_SEED) {
    const random = seededRandom(seed);
    const primaries = [
      ...FIXED_NAMES.map((fixed) => fixed.category),
      ...CATEGORIES.flatMap((category) => Array.from({ length: category.games - FIXED_NAMES.filter((fixed) => fixed.category === category.slug).length }, () => category.slug)),
    ];
    const names = new Set<string>();
    const slugs = new Set<string>();
    const providerWeights = PROVIDERS.map(() => 0.3 + random.next());
    const weightSum = providerWeights.reduce((sum, weight) => sum + weight, 0);
    const pickProvider = () => {
      let left = random.next() * weightSum;
      for (let index = 0; index < PROVIDERS.length; index += 1) {
        left -= providerWeights[index];
        if (left < 0) return index;
      }
      return PROVIDERS.length - 1;
    };
    const games: Game[] = primaries.map((primary, index) => {
      const id = index + 1;
      const base = FIXED_NAMES[index]?.name ?? NAME_BY_CATEGORY[primary](random);
      let name = base;
      for (let attempt = 0; names.has(name); attempt += 1) name = attempt < ROMAN.length ? `${base} ${ROMAN[attempt]}` : `${base} ${id}`;
      names.add(name);
      let slug = slugify(name) || `game-${id}`;
      if (slugs.has(slug)) slug = `${slug}-${id}`;
      slugs.add(slug);
      const providerIndex = pickProvider();
      const provider = PROVIDERS[providerIndex];
      const live = primary === 'live-casino';
      const jackpotId = (primary === 'slots' && random.chance(0.12)) || (primary === 'tvgames' && random.chance(0.2)) ? random.pick(JACKPOTS).id : null;
      const categories = [primary];
      if (jackpotId) categories.push('jackpots');
      if (primary === 'slots' && random.chance(0.14)) categories.push('vulkan');
      const releasedAt = CATALOGUE_DATE_S - random.int(0, 1_500) * DAY_S;
      const popularity = Math.round((random.next() ** 2 * 1_000 + providerWeights[providerIndex] * 200) * 10) / 10;
      const card: GameCard = {
        id,
        slug,
        name,
        provider: provider.slug,
        providerName: provider.name,
        categories,
        tags: [],
        rtp: random.int(940, 979) / 10,
        volatility: random.pick(['low', 'medium', 'high'] as const),
        minBet: random.pick(MIN_BETS),
        maxBet: random.pick(MAX_BETS),
        // Live tables have no play money; a few others are real money only, as with real studios.
        demo: !live && !random.chance(0.08),
        thumbnail: thumbnailUrl(id),
        jackpotId,
      };
      return { card, popularity, releasedAt, searchText: normalizeForSearch(`${name} ${provider.name}`) };
    });
    const popular = [...games].sort((a, b) => b.popularity - a.popularity || a.card.id - b.card.id);
    const popularIds = new Set(popular.slice(0, Math.round(games.length * POPULAR_SHARE)).map((game) => game.card.id));
    for (const game of games) {
      const tags: GameTag[] = [];
      if (game.releasedAt > CATALOGUE_DATE_S - NEW_GAME_DAYS * DAY_S) tags.push('new');
      if (popularIds.has(game.card.id)) tags.push('popular');
      if (game.card.jackpotId) tags.push('jackpot');
      if (game.card.categories.includes('live-casino')) tags.push('live');
      game.card.tags = tags;
    }
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    this.games = games;
    this.byId = new Map(games.map((game) => [game.card.id, game]));
    this.orders = {
      popular,
      new: [...games].sort((a, b) => b.releasedAt - a.releasedAt || a.card.id - b.card.id),
      az: [...games].sort((a, b) => collator.compare(a.card.name, b.card.name) || a.card.id - b.card.id),
    };
  }

  /** The games of a listing, in its order. `q` is matched in search form against the name and the provider's name. */
  list(filter: { category?: string; provider?: string; tag?: GameTag; q?: string; sort: GameSort }): Game[] {
    const needle = filter.q ? normalizeForSearch(filter.q) : '';
    return this.orders[filter.sort].filter(
      (game) =>
        (filter.category === undefined || game.card.categories.includes(filter.category)) &&
        (filter.provider === undefined || game.card.provider === filter.provider) &&
        (filter.tag === undefined || game.card.tags.includes(filter.tag)) &&
        (needle === '' || game.searchText.includes(needle)),
    );
  }

  categoryCount(slug: string): number {
    return this.games.filter((game) => game.card.categories.includes(slug)).length;
  }

  providerCount(slug: string): number {
    return this.games.filter((game) => game.card.provider === slug).length;
  }
}

let shared: Catalogue | undefined;
/** The catalogue of CATALOGUE_SEED, made once per process (it never changes, and tests start many servers). */
export const sharedCatalogue = (): Catalogue => (shared ??= new Catalogue());
