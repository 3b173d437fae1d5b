import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { ApiError, answerError } from '../../../bff/bffModule.ts';
import type { ServedHost } from '../../../bff/bffModule.ts';
import { gameNotFoundHtml, gamePageCsp, gamePageHtml } from './gamePage.ts';
import { GAME_SCRIPT, GAME_SCRIPT_PATH, GAME_STYLE, GAME_STYLE_PATH } from './gameScript.ts';
import type { LaunchDesk } from './launches.ts';

/** The game page's script and style may be kept briefly; a new server build may change them. */
const ASSET_CACHE = 'public, max-age=300';
const SPIN_BODY_LIMIT = 1024;

/**
 * The game iframe may be sandboxed without allow-same-origin: its calls then come from an opaque origin (`Origin:
 * null`), which may read the spin's reply. The launch token in the address is what authorises a spin.
 */
function allowOpaqueOrigin(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Vary', 'Origin');
  if (request.headers.origin === 'null') reply.header('Access-Control-Allow-Origin', 'null');
}

/** The spin body: `{ stakeMinor }`, a positive whole number (whether the game offers that stake is its rule). */
const spinBodySchema = {
  type: 'object',
  required: ['stakeMinor'],
  additionalProperties: false,
  properties: { stakeMinor: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
} as const;
/** A launch's token (LaunchDesk.find tells a token that names no launch: the page answers it in HTML). */
const launchTokenParamsSchema = { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } as const;
type SpinBody = FromSchema<typeof spinBodySchema>;
type LaunchTokenParams = FromSchema<typeof launchTokenParamsSchema>;

/** The game server on the games origin: the slot page of a launch, its script and style, and its spins. */
export function registerGameHost(scope: FastifyInstance, launches: LaunchDesk, games: ServedHost): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    // The game page (an opaque origin) reads the refusal too.
    allowOpaqueOrigin(request, reply);
    return answerError(error, request, reply);
  });
  // The game sends its spin as text/plain (a simple request, no preflight): the text is the JSON of the body.
  scope.addContentTypeParser('text/plain', { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));

  scope.get<{ Params: LaunchTokenParams }>('/play/:token', { schema: { params: launchTokenParamsSchema } }, async (request, reply) => {
    const launch = await launches.find(request.params.token);
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    if (!launch) return reply.code(404).header('Content-Security-Policy', gamePageCsp(games.originFor(request), null)).send(gameNotFoundHtml('en'));
    return reply.header('Content-Security-Policy', gamePageCsp(games.originFor(request), launch.siteOrigin)).send(gamePageHtml(launch, await launches.balanceOf(launch), launches.pacingOf(launch)));
  });

  scope.get(GAME_SCRIPT_PATH, async (_request, reply) => reply.header('Cache-Control', ASSET_CACHE).type('text/javascript; charset=utf-8').send(GAME_SCRIPT));
  scope.get(GAME_STYLE_PATH, async (_request, reply) => reply.header('Cache-Control', ASSET_CACHE).type('text/css; charset=utf-8').send(GAME_STYLE));

  scope.options('/play/:token/spin', async (request, reply) => {
    allowOpaqueOrigin(request, reply);
    return reply.code(204).header('Access-Control-Allow-Methods', 'POST').header('Access-Control-Allow-Headers', 'content-type').header('Access-Control-Max-Age', '600').send();
  });

  scope.post<{ Params: LaunchTokenParams; Body: SpinBody }>(
    '/play/:token/spin',
    { bodyLimit: SPIN_BODY_LIMIT, schema: { params: launchTokenParamsSchema, body: spinBodySchema } },
    async (request, reply) => {
      allowOpaqueOrigin(request, reply);
      reply.header('Cache-Control', 'no-store');
      const launch = await launches.find(request.params.token);
      if (!launch) throw new ApiError(404, 'launch_not_found', 'this game session has ended');
      return launches.spinWithinLimits(launch, request.body.stakeMinor);
    },
  );
}
