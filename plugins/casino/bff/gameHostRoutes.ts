import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, answerError } from '../../../bff/bffModule.ts';
import type { ServedHost } from '../../../bff/bffModule.ts';
import { GAME_SCRIPT, GAME_SCRIPT_PATH, GAME_STYLE, GAME_STYLE_PATH, gameNotFoundHtml, gamePageCsp, gamePageHtml } from './gamePage.ts';
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

/** The spin body: JSON `{ stakeMinor }`, sent as text/plain by the game (a simple request) or as application/json. */
function stakeOf(body: unknown): number {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new ApiError(400, 'invalid_request', 'the request must be JSON');
    }
  }
  const { stakeMinor, ...rest } = (parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : { stakeMinor: undefined, invalid: true }) as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof stakeMinor !== 'number' || !Number.isSafeInteger(stakeMinor) || stakeMinor < 1) {
    throw new ApiError(400, 'invalid_request', 'the request takes { stakeMinor }: a positive integer');
  }
  return stakeMinor;
}

/** The game server on the games origin: the slot page of a launch, its script and style, and its spins. */
export function registerGameHost(scope: FastifyInstance, launches: LaunchDesk, games: ServedHost): void {
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    // The game page (an opaque origin) reads the refusal too.
    allowOpaqueOrigin(request, reply);
    return answerError(error, request, reply);
  });

  scope.get<{ Params: { token: string } }>('/play/:token', async (request, reply) => {
    const launch = launches.find(request.params.token);
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    if (!launch) return reply.code(404).header('Content-Security-Policy', gamePageCsp(games.originFor(request), null)).send(gameNotFoundHtml('en'));
    return reply.header('Content-Security-Policy', gamePageCsp(games.originFor(request), launch.siteOrigin)).send(gamePageHtml(launch, await launches.balanceOf(launch)));
  });

  scope.get(GAME_SCRIPT_PATH, async (_request, reply) => reply.header('Cache-Control', ASSET_CACHE).type('text/javascript; charset=utf-8').send(GAME_SCRIPT));
  scope.get(GAME_STYLE_PATH, async (_request, reply) => reply.header('Cache-Control', ASSET_CACHE).type('text/css; charset=utf-8').send(GAME_STYLE));

  scope.options<{ Params: { token: string } }>('/play/:token/spin', async (request, reply) => {
    allowOpaqueOrigin(request, reply);
    return reply.code(204).header('Access-Control-Allow-Methods', 'POST').header('Access-Control-Allow-Headers', 'content-type').header('Access-Control-Max-Age', '600').send();
  });

  scope.post<{ Params: { token: string } }>('/play/:token/spin', { bodyLimit: SPIN_BODY_LIMIT }, async (request, reply) => {
    allowOpaqueOrigin(request, reply);
    reply.header('Cache-Control', 'no-store');
    const launch = launches.find(request.params.token);
    if (!launch) throw new ApiError(404, 'launch_not_found', 'this game session has ended');
    return launches.spinWithinLimits(launch, stakeOf(request.body));
  });

}
