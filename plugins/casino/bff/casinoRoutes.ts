import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, answerErrorsAsJsonApi, sendApiError } from '../../../bff/bffModule.ts';
import type { Caller, SignInService } from '../../../bff/bffModule.ts';
import type { ScenarioState } from '../../../bff/bffModule.ts';
import type { ServedHost } from '../../../bff/bffModule.ts';
import { GAME_SORTS, GAME_TAGS, type CasinoGamesReply, type CasinoLaunchReply, type CasinoLobbyReply, type GameCard, type GameSort, type GameTag } from '../schemas/casinoApi.ts';
import { validate_casinoLaunchRequest } from '../src/generated/validate_casinoLaunchRequest.js';
import { gameThumbnailSvg, providerLogoSvg } from './artwork.ts';
import { BonusDesk, bonusGamePreviews } from './bonusGames.ts';
import { casinoOverlayOf } from './casinoScenario.ts';
import { CATEGORIES, descriptionOf, langOf, PROVIDERS, providerLogoUrl, type Catalogue, type CasinoLang } from './catalogue.ts';
import type { LaunchDesk } from './launches.ts';
import { jackpotsAt, promotions, tournamentDetail, tournaments } from './lobbyContent.ts';
import { lottery, lottoCatalog, lottoResults, TOTO_SECTIONS, totoPools } from './lottoAndToto.ts';
import type { PlayerShelves, ShelfOwner } from './playerShelves.ts';

/** A page of a listing has this many games unless the client asks for another number… */
export const DEFAULT_PAGE_SIZE = 48;
/** …and never more than this many; a larger `limit` is served as this. */
export const MAX_PAGE_SIZE = 100;
/** The highest `offset` served as asked; a larger one is served as this (an empty page). */
export const MAX_OFFSET = 100_000;
/** A search text longer than this is refused. */
export const MAX_QUERY_LENGTH = 100;
/** How many games `recommended` answers. */
export const RECOMMENDED_COUNT = 24;
/** Catalogue replies may be kept this long by the browser (the catalogue changes only with a new server build). */
const CATALOGUE_CACHE = 'public, max-age=300';
/** Pictures never change for an address. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';
const BODY_LIMIT = 4 * 1024;
const SLUG = /^[a-z0-9-]{1,80}$/;
const INTEGER = /^-?\d{1,15}$/;
/** A Host header the site origin may be made of (it is written into the game page's policy and postMessage target). */
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

type Query = Record<string, string | string[] | undefined>;

const badRequest = (detail: string): never => {
  throw new ApiError(400, 'invalid_request', detail);
};

function param(query: Query, name: string): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) badRequest(`${name} is given more than once`);
  return value === '' ? undefined : (value as string | undefined);
}

function slugParam(query: Query, name: string): string | undefined {
  const value = param(query, name);
  if (value !== undefined && !SLUG.test(value)) badRequest(`${name} must be a slug`);
  return value;
}

function enumParam<T extends string>(query: Query, name: string, allowed: readonly T[]): T | undefined {
  const value = param(query, name);
  if (value !== undefined && !allowed.includes(value as T)) badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return value as T | undefined;
}

/** An integer parameter, clamped into [min, max]; anything that is not a plain integer is refused. */
function clampedInteger(query: Query, name: string, min: number, max: number, fallback: number): number {
  const value = param(query, name);
  if (value === undefined) return fallback;
  if (!INTEGER.test(value)) badRequest(`${name} must be an integer`);
  return Math.min(Math.max(Number(value), min), max);
}

const gameIdOf = (text: string) => (/^[0-9]{1,9}$/.test(text) ? Number(text) : null);


export interface CasinoApiOptions {
  catalogue: Catalogue;
  launches: LaunchDesk;
  shelves: PlayerShelves;
  bonus: BonusDesk;
  signIn: SignInService;
  stateOf(request: FastifyRequest): ScenarioState;
  /** Whose player a call is for (BffContext.realmOf). */
  realmOf(request: FastifyRequest): string;
  /** Whether the player may not gamble now (self-excluded, timed out): real launches and bonus-game plays are refused. */
  restrictedIn(scenario: object, realm: string, userId: string): boolean;
  /** The games origin (the module's own host). */
  games: ServedHost;
  /** Epoch ms. */
  now: () => number;
}

/** The lobby's categories and providers in a language. */
export const lobbyOf = (catalogue: Catalogue, lang: CasinoLang): CasinoLobbyReply => ({
  categories: CATEGORIES.map((category) => ({ slug: category.slug, name: category.names[lang], count: catalogue.categoryCount(category.slug) })),
  providers: PROVIDERS.map((provider) => ({ slug: provider.slug, name: provider.name, count: catalogue.providerCount(provider.slug), logo: providerLogoUrl(provider.slug) })),
});

/** The lobby sections the server allows: every category unless a test scenario names others. */
export const partitionsOf = (scenario: object): string[] => casinoOverlayOf(scenario)?.partitions ?? CATEGORIES.map((category) => category.slug);

/**
 * The casino calls of plugins/casino/schemas/casinoApi.ts and the third-party partitions, in their own scope so that
 * malformed requests answer the BFF's error shape too.
 */
export function registerCasinoApi(app: FastifyInstance, { catalogue, launches, shelves, bonus, signIn, stateOf, realmOf, restrictedIn, games, now }: CasinoApiOptions): void {
  const nowS = () => Math.floor(now() / 1000);
  const lobbies = { en: lobbyOf(catalogue, 'en'), ru: lobbyOf(catalogue, 'ru') };
  const langParam = (query: Query) => langOf(param(query, 'lang'));
  const cards = (ids: readonly number[]) => ids.flatMap((id) => catalogue.byId.get(id)?.card ?? []);

  app.register(async (scope) => {
    answerErrorsAsJsonApi(scope);
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
      return payload;
    });

    /** The signed-in player (bearer token, as every call of a player), or a 401 reply. */
    const playerOf = async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = await signIn.fromBearer(request);
      if (!caller) signIn.unauthorized(reply);
      return caller;
    };
    /** Whose shelves a player's call reads: the same player's on every domain and server. */
    const ownerOf = (request: FastifyRequest, player: Caller): ShelfOwner => ({ realm: realmOf(request), userId: player.userId });
    const knownGame = (text: string) => {
      const id = gameIdOf(text);
      const game = id === null ? undefined : catalogue.byId.get(id);
      if (!game) throw new ApiError(404, 'game_not_found', 'no game has this id');
      return game;
    };

    // ----- the catalogue -----------------------------------------------------------------------------------------

    scope.get<{ Querystring: Query }>('/casino-api/v1/lobby', async (request, reply) => {
      reply.header('Cache-Control', CATALOGUE_CACHE);
      return lobbies[langParam(request.query)];
    });

    scope.get<{ Querystring: Query }>('/casino-api/v1/games', async (request, reply): Promise<CasinoGamesReply> => {
      const { query } = request;
      const category = slugParam(query, 'category');
      const provider = slugParam(query, 'provider');
      const tag = enumParam<GameTag>(query, 'tag', GAME_TAGS);
      const sort = enumParam<GameSort>(query, 'sort', GAME_SORTS) ?? 'popular';
      const q = param(query, 'q');
      if (q !== undefined && q.length > MAX_QUERY_LENGTH) badRequest(`q must have at most ${MAX_QUERY_LENGTH} characters`);
      const offset = clampedInteger(query, 'offset', 0, MAX_OFFSET, 0);
      const limit = clampedInteger(query, 'limit', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
      const found = catalogue.list({ category, provider, tag, q, sort });
      reply.header('Cache-Control', CATALOGUE_CACHE);
      return { items: found.slice(offset, offset + limit).map((game) => game.card), total: found.length, offset, limit };
    });

    scope.get<{ Params: { id: string }; Querystring: Query }>('/casino-api/v1/games/:id', async (request, reply) => {
      const game = knownGame(request.params.id);
      reply.header('Cache-Control', CATALOGUE_CACHE);
      return { ...game.card, description: descriptionOf(game.card, langParam(request.query)) };
    });

    scope.get<{ Params: { file: string } }>('/casino-api/v1/thumbnails/:file', async (request, reply) => {
      const id = /^([0-9]{1,9})\.svg$/.exec(request.params.file)?.[1];
      const game = id === undefined ? undefined : catalogue.byId.get(Number(id));
      if (!game) return sendApiError(reply, 404, 'not_found', 'no picture of this name');
      return reply.header('Cache-Control', PICTURE_CACHE).type('image/svg+xml; charset=utf-8').send(gameThumbnailSvg(game.card));
    });

    scope.get<{ Params: { file: string } }>('/casino-api/v1/providers/:file', async (request, reply) => {
      const slug = /^([a-z0-9-]{1,80})\.svg$/.exec(request.params.file)?.[1];
      const provider = PROVIDERS.find((candidate) => candidate.slug === slug);
      if (!provider) return sendApiError(reply, 404, 'not_found', 'no logo of this name');
      return reply.header('Cache-Control', PICTURE_CACHE).type('image/svg+xml; charset=utf-8').send(providerLogoSvg(provider));
    });

    scope.get<{ Querystring: Query }>('/casino-api/v1/jackpots', async (request) => ({ jackpots: jackpotsAt(nowS(), langParam(request.query)) }));

    scope.get<{ Querystring: Query }>('/casino-api/v1/tournaments', async (request) => ({ tournaments: tournaments(catalogue, nowS(), langParam(request.query)) }));

    scope.get<{ Params: { id: string }; Querystring: Query }>('/casino-api/v1/tournaments/:id', async (request, reply) => {
      const tournament = SLUG.test(request.params.id) ? tournamentDetail(request.params.id, catalogue, nowS(), langParam(request.query)) : null;
      return tournament ?? sendApiError(reply, 404, 'tournament_not_found', 'no tournament has this id');
    });

    scope.get<{ Querystring: Query }>('/casino-api/v1/promotions', async (request) => ({ promotions: promotions(langParam(request.query)) }));

    // ----- the player's games ------------------------------------------------------------------------------------

    scope.get('/casino-api/v1/favorites', async (request, reply) => {
      const player = await playerOf(request, reply);
      return player ? { gameIds: await shelves.favouritesOf(ownerOf(request, player)) } : reply;
    });

    scope.put<{ Params: { id: string } }>('/casino-api/v1/favorites/:id', async (request, reply) => {
      const player = await playerOf(request, reply);
      if (!player) return reply;
      const game = knownGame(request.params.id);
      const owner = ownerOf(request, player);
      if (!(await shelves.addFavourite(owner, game.card.id))) throw new ApiError(409, 'favorites_full', 'the list of favourites is full');
      return { gameIds: await shelves.favouritesOf(owner) };
    });

    scope.delete<{ Params: { id: string } }>('/casino-api/v1/favorites/:id', async (request, reply) => {
      const player = await playerOf(request, reply);
      if (!player) return reply;
      const owner = ownerOf(request, player);
      await shelves.removeFavourite(owner, knownGame(request.params.id).card.id);
      return { gameIds: await shelves.favouritesOf(owner) };
    });

    scope.get('/casino-api/v1/recent', async (request, reply) => {
      const player = await playerOf(request, reply);
      return player ? { gameIds: await shelves.recentOf(ownerOf(request, player)) } : reply;
    });

    /** Popular games of the providers of the player's favourite and recent games, topped up with the popular ones. */
    scope.get('/casino-api/v1/recommended', async (request): Promise<{ items: GameCard[] }> => {
      const caller = await signIn.fromBearer(request);
      const owner = caller && ownerOf(request, caller);
      const own = owner ? new Set([...(await shelves.favouritesOf(owner)), ...(await shelves.recentOf(owner))]) : new Set<number>();
      const providers = new Set(cards([...own]).map((card) => card.provider));
      const popular = catalogue.orders.popular.filter((game) => !own.has(game.card.id));
      const preferred = popular.filter((game) => providers.has(game.card.provider));
      const items = [...new Set([...preferred, ...popular])].slice(0, RECOMMENDED_COUNT).map((game) => game.card);
      return { items };
    });

    // ----- launch ------------------------------------------------------------------------------------------------

    scope.post('/casino-api/v1/launch', { bodyLimit: BODY_LIMIT }, async (request): Promise<CasinoLaunchReply> => {
      if (!validate_casinoLaunchRequest(request.body)) badRequest('the request takes { gameId, mode: demo or real, lang }');
      const body = request.body as { gameId: number; mode: 'demo' | 'real'; lang: string };
      const host = request.headers.host ?? '';
      if (!HOST.test(host)) badRequest('the Host header is not a host name');
      const game = catalogue.byId.get(body.gameId);
      if (!game) throw new ApiError(404, 'game_not_found', 'no game has this id');
      const caller = await signIn.fromBearer(request);
      if (body.mode === 'real' && caller && (await signIn.accountRefusal(request))) throw new ApiError(403, 'gambling_restricted', 'the player may not gamble now');
      const state = stateOf(request);
      const launch = await launches.launch({ game: game.card, mode: body.mode, lang: langOf(body.lang), siteOrigin: `${request.protocol}://${host.toLowerCase()}`, scenario: state, realm: realmOf(request), caller });
      if (caller) await shelves.played(ownerOf(request, caller), game.card.id);
      const origin = games.originFor(request);
      return { url: `${origin}/play/${launch.token}`, origin, mode: launch.mode, currency: launch.player ? launch.currency : null };
    });

    // ----- bonus games, lotto, toto ------------------------------------------------------------------------------

    scope.get<{ Querystring: Query }>('/casino-api/v1/bonus-games', async (request) => ({ games: bonusGamePreviews(langParam(request.query)) }));

    scope.post<{ Params: { route: string } }>('/casino-api/v1/bonus-games/:route/play', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const player = await playerOf(request, reply);
      if (!player) return reply;
      // A bonus game's prizes are gambling too: a self-exclusion or time-out stops them.
      if ((await signIn.accountRefusal(request)) || restrictedIn(stateOf(request), realmOf(request), player.userId)) throw new ApiError(403, 'gambling_restricted', 'the player may not gamble now');
      return bonus.play(player.walletKey, request.params.route, request.body);
    });

    scope.get<{ Querystring: Query }>('/casino-api/v1/lotto', async (request) => {
      const section = enumParam(request.query, 'section', ['catalog', 'results'] as const) ?? 'catalog';
      const lang = langParam(request.query);
      return section === 'results' ? lottoResults(nowS(), lang) : lottoCatalog(nowS(), lang);
    });

    scope.get<{ Params: { id: string }; Querystring: Query }>('/casino-api/v1/lotto/:id', async (request, reply) => {
      const found = SLUG.test(request.params.id) ? lottery(request.params.id, nowS(), langParam(request.query)) : null;
      return found ?? sendApiError(reply, 404, 'lottery_not_found', 'no lottery has this id');
    });

    scope.get<{ Querystring: Query }>('/casino-api/v1/toto', async (request, reply) => {
      const section = slugParam(request.query, 'section') ?? TOTO_SECTIONS[0];
      return totoPools(section, nowS(), langParam(request.query)) ?? sendApiError(reply, 404, 'section_not_found', `the toto sections are ${TOTO_SECTIONS.join(', ')}`);
    });

    // ----- third-party partitions --------------------------------------------------------------------------------

    scope.get('/web-api/third-party/api/list-available-partitions', async (request) => ({ partitions: partitionsOf(stateOf(request)) }));

    scope.all('/casino-api/*', async (_request, reply) => sendApiError(reply, 404, 'not_found', 'not found'));
  });
}
