import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, answerErrorsAsJsonApi, schemaRefusal, sendApiError } from '../../../bff/bffModule.ts';
import type { Caller, Refusal, SignInService } from '../../../bff/bffModule.ts';
import type { ScenarioState } from '../../../bff/bffModule.ts';
import type { ServedHost } from '../../../bff/bffModule.ts';
import { casinoLaunchRequestSchema, type CasinoGamesReply, type CasinoLaunchReply, type CasinoLaunchRequest, type CasinoLobbyReply, type GameCard } from '../schemas/casinoApi.ts';
import { gameThumbnailSvg, providerLogoSvg } from './artwork.ts';
import { BONUS_GAME_NOT_FOUND, BonusDesk, bonusGamePreviews, INVALID_CHOICE } from './bonusGames.ts';
import {
  bonusPlayBodySchema,
  bonusPlayParamsSchema,
  gameIdParamsSchema,
  gamesQuerySchema,
  langQuerySchema,
  launchHeadersSchema,
  lottoQuerySchema,
  providerLogoParamsSchema,
  slugIdParamsSchema,
  thumbnailParamsSchema,
  totoQuerySchema,
  type BonusPlayBody,
  type BonusPlayParams,
  type GameIdParams,
  type GamesQuery,
  type LangQuery,
  type LottoQuery,
  type PictureParams,
  type SlugIdParams,
  type TotoQuery,
} from './casinoRequests.ts';
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
/** How many games `recommended` answers. */
export const RECOMMENDED_COUNT = 24;
/** Catalogue replies may be kept this long by the browser (the catalogue changes only with a new server build). */
const CATALOGUE_CACHE = 'public, max-age=300';
/** Pictures never change for an address. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';
const BODY_LIMIT = 4 * 1024;

/** An integer of a query (written as the schema's pattern allows), clamped into [min, max]. */
const clamped = (text: string | undefined, min: number, max: number, fallback: number) => (text === undefined ? fallback : Math.min(Math.max(Number(text), min), max));

const GAME_NOT_FOUND: Refusal = { status: 404, code: 'game_not_found', detail: 'no game has this id' };
const PICTURE_NOT_FOUND: Refusal = { status: 404, code: 'not_found', detail: 'no picture of this name' };
const TOURNAMENT_NOT_FOUND: Refusal = { status: 404, code: 'tournament_not_found', detail: 'no tournament has this id' };
const LOTTERY_NOT_FOUND: Refusal = { status: 404, code: 'lottery_not_found', detail: 'no lottery has this id' };
/** A path parameter the schema refuses names nothing: the call's 404. */
const notFoundBySchema = (refusal: Refusal) => schemaRefusal({ params: refusal });
const sendRefusal = (reply: FastifyReply, refusal: Refusal) => sendApiError(reply, refusal.status, refusal.code, refusal.detail);

export interface CasinoApiOptions {
  catalogue: Catalogue;
  launches: LaunchDesk;
  shelves: PlayerShelves;
  bonus: BonusDesk;
  signIn: SignInService;
  stateOf(request: FastifyRequest): ScenarioState;
  /** The test scenario a call names, which a launch keeps (null outside test mode). */
  scenarioIdOf(request: FastifyRequest): string | null;
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
export function registerCasinoApi(app: FastifyInstance, { catalogue, launches, shelves, bonus, signIn, stateOf, scenarioIdOf, realmOf, restrictedIn, games, now }: CasinoApiOptions): void {
  const nowS = () => Math.floor(now() / 1000);
  const lobbies = { en: lobbyOf(catalogue, 'en'), ru: lobbyOf(catalogue, 'ru') };
  const cards = (ids: readonly number[]) => ids.flatMap((id) => catalogue.byId.get(id)?.card ?? []);
  const langQuery = { querystring: langQuerySchema };

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
    const knownGame = (id: number) => {
      const game = catalogue.byId.get(id);
      if (!game) throw ApiError.from(GAME_NOT_FOUND);
      return game;
    };

    // ----- the catalogue -----------------------------------------------------------------------------------------

    scope.get<{ Querystring: LangQuery }>('/casino-api/v1/lobby', { schema: langQuery }, async (request, reply) => {
      reply.header('Cache-Control', CATALOGUE_CACHE);
      return lobbies[langOf(request.query.lang)];
    });

    scope.get<{ Querystring: GamesQuery }>('/casino-api/v1/games', { schema: { querystring: gamesQuerySchema } }, async (request, reply): Promise<CasinoGamesReply> => {
      const { category, provider, tag, q, sort } = request.query;
      const offset = clamped(request.query.offset, 0, MAX_OFFSET, 0);
      const limit = clamped(request.query.limit, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
      const found = catalogue.list({ category, provider, tag, q, sort });
      reply.header('Cache-Control', CATALOGUE_CACHE);
      return { items: found.slice(offset, offset + limit).map((game) => game.card), total: found.length, offset, limit };
    });

    scope.get<{ Params: GameIdParams; Querystring: LangQuery }>(
      '/casino-api/v1/games/:id',
      { schema: { params: gameIdParamsSchema, ...langQuery }, schemaErrorFormatter: notFoundBySchema(GAME_NOT_FOUND) },
      async (request, reply) => {
        const game = knownGame(Number(request.params.id));
        reply.header('Cache-Control', CATALOGUE_CACHE);
        return { ...game.card, description: descriptionOf(game.card, langOf(request.query.lang)) };
      },
    );

    const pictureNotFound = notFoundBySchema(PICTURE_NOT_FOUND);
    scope.get<{ Params: PictureParams }>('/casino-api/v1/thumbnails/:file', { schema: { params: thumbnailParamsSchema }, schemaErrorFormatter: pictureNotFound }, async (request, reply) => {
      const game = catalogue.byId.get(Number(request.params.file.slice(0, -'.svg'.length)));
      if (!game) return sendRefusal(reply, PICTURE_NOT_FOUND);
      return reply.header('Cache-Control', PICTURE_CACHE).type('image/svg+xml; charset=utf-8').send(gameThumbnailSvg(game.card));
    });

    scope.get<{ Params: PictureParams }>('/casino-api/v1/providers/:file', { schema: { params: providerLogoParamsSchema }, schemaErrorFormatter: pictureNotFound }, async (request, reply) => {
      const slug = request.params.file.slice(0, -'.svg'.length);
      const provider = PROVIDERS.find((candidate) => candidate.slug === slug);
      if (!provider) return sendRefusal(reply, PICTURE_NOT_FOUND);
      return reply.header('Cache-Control', PICTURE_CACHE).type('image/svg+xml; charset=utf-8').send(providerLogoSvg(provider));
    });

    scope.get<{ Querystring: LangQuery }>('/casino-api/v1/jackpots', { schema: langQuery }, async (request) => ({ jackpots: jackpotsAt(nowS(), langOf(request.query.lang)) }));

    scope.get<{ Querystring: LangQuery }>('/casino-api/v1/tournaments', { schema: langQuery }, async (request) => ({ tournaments: tournaments(catalogue, nowS(), langOf(request.query.lang)) }));

    scope.get<{ Params: SlugIdParams; Querystring: LangQuery }>(
      '/casino-api/v1/tournaments/:id',
      { schema: { params: slugIdParamsSchema, ...langQuery }, schemaErrorFormatter: notFoundBySchema(TOURNAMENT_NOT_FOUND) },
      async (request, reply) =>
        tournamentDetail(request.params.id, catalogue, nowS(), langOf(request.query.lang)) ?? sendRefusal(reply, TOURNAMENT_NOT_FOUND),
    );

    scope.get<{ Querystring: LangQuery }>('/casino-api/v1/promotions', { schema: langQuery }, async (request) => ({ promotions: promotions(langOf(request.query.lang)) }));

    // ----- the player's games ------------------------------------------------------------------------------------

    scope.get('/casino-api/v1/favorites', async (request, reply) => {
      const player = await playerOf(request, reply);
      return player ? { gameIds: await shelves.favouritesOf(ownerOf(request, player)) } : reply;
    });

    const favouriteRoute = { schema: { params: gameIdParamsSchema }, schemaErrorFormatter: notFoundBySchema(GAME_NOT_FOUND) };
    scope.put<{ Params: GameIdParams }>('/casino-api/v1/favorites/:id', favouriteRoute, async (request, reply) => {
      const player = await playerOf(request, reply);
      if (!player) return reply;
      const game = knownGame(Number(request.params.id));
      const owner = ownerOf(request, player);
      if (!(await shelves.addFavourite(owner, game.card.id))) throw new ApiError(409, 'favorites_full', 'the list of favourites is full');
      return { gameIds: await shelves.favouritesOf(owner) };
    });

    scope.delete<{ Params: GameIdParams }>('/casino-api/v1/favorites/:id', favouriteRoute, async (request, reply) => {
      const player = await playerOf(request, reply);
      if (!player) return reply;
      const owner = ownerOf(request, player);
      await shelves.removeFavourite(owner, knownGame(Number(request.params.id)).card.id);
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

    scope.post<{ Body: CasinoLaunchRequest }>(
      '/casino-api/v1/launch',
      { bodyLimit: BODY_LIMIT, schema: { body: casinoLaunchRequestSchema, headers: launchHeadersSchema } },
      async (request): Promise<CasinoLaunchReply> => {
        const { body } = request;
        const game = knownGame(body.gameId);
        const caller = await signIn.fromBearer(request);
        if (body.mode === 'real' && caller && (await signIn.accountRefusal(request))) throw new ApiError(403, 'gambling_restricted', 'the player may not gamble now');
        const siteOrigin = `${request.protocol}://${(request.headers.host ?? '').toLowerCase()}`;
        const launch = await launches.launch({ game: game.card, mode: body.mode, lang: langOf(body.lang), siteOrigin, scenarioId: scenarioIdOf(request), realm: realmOf(request), caller });
        if (caller) await shelves.played(ownerOf(request, caller), game.card.id);
        const origin = games.originFor(request);
        return { url: `${origin}/play/${launch.token}`, origin, mode: launch.mode, currency: launch.player ? launch.currency : null };
      },
    );

    // ----- bonus games, lotto, toto ------------------------------------------------------------------------------

    scope.get<{ Querystring: LangQuery }>('/casino-api/v1/bonus-games', { schema: langQuery }, async (request) => ({ games: bonusGamePreviews(langOf(request.query.lang)) }));

    scope.post<{ Params: BonusPlayParams; Body: BonusPlayBody }>(
      '/casino-api/v1/bonus-games/:route/play',
      {
        bodyLimit: BODY_LIMIT,
        schema: { params: bonusPlayParamsSchema, body: bonusPlayBodySchema },
        schemaErrorFormatter: schemaRefusal({ params: BONUS_GAME_NOT_FOUND, fields: { '/choice': INVALID_CHOICE } }),
      },
      async (request, reply) => {
        const player = await playerOf(request, reply);
        if (!player) return reply;
        // A bonus game's prizes are gambling too: a self-exclusion or time-out stops them.
        if ((await signIn.accountRefusal(request)) || restrictedIn(stateOf(request), realmOf(request), player.userId)) throw new ApiError(403, 'gambling_restricted', 'the player may not gamble now');
        return bonus.play(player.walletKey, request.params.route, request.body?.choice);
      },
    );

    scope.get<{ Querystring: LottoQuery }>('/casino-api/v1/lotto', { schema: { querystring: lottoQuerySchema } }, async (request) => {
      const lang = langOf(request.query.lang);
      return request.query.section === 'results' ? lottoResults(nowS(), lang) : lottoCatalog(nowS(), lang);
    });

    scope.get<{ Params: SlugIdParams; Querystring: LangQuery }>(
      '/casino-api/v1/lotto/:id',
      { schema: { params: slugIdParamsSchema, ...langQuery }, schemaErrorFormatter: notFoundBySchema(LOTTERY_NOT_FOUND) },
      async (request, reply) => lottery(request.params.id, nowS(), langOf(request.query.lang)) ?? sendRefusal(reply, LOTTERY_NOT_FOUND),
    );

    scope.get<{ Querystring: TotoQuery }>('/casino-api/v1/toto', { schema: { querystring: totoQuerySchema } }, async (request, reply) => {
      const section = request.query.section ?? TOTO_SECTIONS[0];
      return totoPools(section, nowS(), langOf(request.query.lang)) ?? sendApiError(reply, 404, 'section_not_found', `the toto sections are ${TOTO_SECTIONS.join(', ')}`);
    });

    // ----- third-party partitions --------------------------------------------------------------------------------

    scope.get('/web-api/third-party/api/list-available-partitions', async (request) => ({ success: true, listAvailablePartitions: partitionsOf(stateOf(request)) }));

    scope.all('/casino-api/*', async (_request, reply) => sendApiError(reply, 404, 'not_found', 'not found'));
  });
}
