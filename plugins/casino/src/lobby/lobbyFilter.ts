import { GAME_SORTS, GAME_TAGS, type GameSort, type GameTag } from '../../schemas/casinoApi.ts';

/** What a lobby view lists: the BFF's filters of `GET /casino-api/v1/games`. */
export interface LobbyFilter {
  category?: string;
  provider?: string;
  tag?: GameTag;
  q?: string;
  sort: GameSort;
}

type Params = Readonly<Record<string, string | undefined>>;

/**
 * Lobby routes (by name after `casino.`) and the category slug each lists. `othergames` has no category of its own in
 * the catalogue: it lists the table games, which no other route of 2.8 names.
 */
const CATEGORY_ROUTES: Readonly<Record<string, string>> = {
  slots: 'slots',
  'slots.vulkan': 'vulkan',
  bingo: 'bingo',
  keno: 'keno',
  poker: 'poker',
  fishinghunting: 'fishinghunting',
  virtualsports: 'virtualsports',
  'fast-bet': 'fast-bet',
  scratchcards: 'scratchcards',
  tvgames: 'tvgames',
  'crash-games': 'crash-games',
  'fast-games': 'fast-games',
  'asian-games': 'asian-games',
  'card-games': 'card-games',
  'skill-games': 'skill-games',
  othergames: 'table-games',
};

export const isGameSort = (value: string | null): value is GameSort => GAME_SORTS.some((sort) => sort === value);
const isGameTag = (value: string): value is GameTag => GAME_TAGS.some((tag) => tag === value);

/** A subcategory is a tag (GAME_TAGS) (`casino/new`) or a category of its own (`casino/live-casino`, `slots/jackpots`). */
function withSubcategory(base: string | undefined, subcategory: string | undefined): Pick<LobbyFilter, 'category' | 'tag'> {
  if (subcategory === undefined) return { category: base };
  return isGameTag(subcategory) ? { category: base, tag: subcategory } : { category: subcategory };
}

/**
 * Every lobby route is one lobby narrowed by its name and parameters (first document 2.8): a category route lists
 * its category, `casino/:subcategory` and `slots/:subcategory` a category or a tag, `providers/:provider` one
 * provider, `poker/:game` the poker games of that name; `casino` and `casino-lobby` list everything. The `sort` query
 * orders it (popular by default).
 */
export function lobbyFilterForRoute(routeName: string, params: Params, search: URLSearchParams): LobbyFilter {
  const requestedSort = search.get('sort');
  const sort: GameSort = isGameSort(requestedSort) ? requestedSort : 'popular';
  const name = routeName.replace(/^casino\.?/, '');
  if (name === 'category') return { ...withSubcategory(undefined, params.subcategory), sort };
  if (name === 'slots.category') return { ...withSubcategory('slots', params.subcategory), sort };
  if (name === 'provider') return { provider: params.provider, sort };
  if (name === 'poker') return { category: 'poker', q: params.game, sort };
  const category = CATEGORY_ROUTES[name];
  return category === undefined ? { sort } : { category, sort };
}

/** The lobby route that lists a category: its own route where it has one, else `casino/:subcategory`. */
export function categoryRoute(slug: string): { name: string; params?: Record<string, string> } {
  const own = Object.entries(CATEGORY_ROUTES).find(([, category]) => category === slug);
  if (own) return { name: `casino.${own[0]}` };
  return { name: 'casino.category', params: { subcategory: slug } };
}
