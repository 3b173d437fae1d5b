import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerErrorsAsJsonApi, ApiError, type SignInService } from '../../../bff/bffModule.ts';
import { casinoTotoTicketRequestSchema, type CasinoTotoTicket, type CasinoTotoTicketRequest, type CasinoTotoTicketsReply } from '../schemas/casinoApi.ts';
import { langQuerySchema, type LangQuery } from './casinoRequests.ts';
import { langOf } from './catalogue.ts';
import type { TotoDesk } from './totoDesk.ts';

const BODY_LIMIT = 4 * 1024;

export interface TotoRouteOptions {
  toto: TotoDesk;
  signIn: SignInService;
  /** Whose player a call is for (BffContext.realmOf). */
  realmOf(request: FastifyRequest): string;
  /** Whether the player may not gamble now (self-excluded, timed out, or the test scenario's restriction). */
  restrictedIn(request: FastifyRequest, userId: string): boolean;
  /** The call's clock (epoch ms): a test scenario may move it on, so that a pool closes and its tickets settle. */
  nowOf(request: FastifyRequest): number;
}

/**
 * The toto's tickets (schemas/casinoApi.ts casinoTotoTicketRequest): buying one, and the player's own. Money moves,
 * so a ban, a self-exclusion or a time-out refuses a ticket here, whatever the page offered.
 */
export function registerTotoRoutes(app: FastifyInstance, { toto, signIn, realmOf, restrictedIn, nowOf }: TotoRouteOptions): void {
  app.register(async (scope) => {
    answerErrorsAsJsonApi(scope);
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    scope.post<{ Body: CasinoTotoTicketRequest; Querystring: LangQuery }>(
      '/casino-api/v1/toto/tickets',
      { bodyLimit: BODY_LIMIT, schema: { body: casinoTotoTicketRequestSchema, querystring: langQuerySchema } },
      async (request, reply): Promise<CasinoTotoTicket | typeof reply> => {
        const player = await signIn.fromBearer(request);
        if (!player) return signIn.unauthorized(reply);
        if ((await signIn.accountRefusal(request)) || restrictedIn(request, player.userId)) throw new ApiError(403, 'gambling_restricted', 'the player may not gamble now');
        return toto.place({ realm: realmOf(request), userId: player.userId, walletKey: player.walletKey }, request.body, langOf(request.query.lang), nowOf(request));
      },
    );

    scope.get<{ Querystring: LangQuery }>('/casino-api/v1/toto/tickets', { schema: { querystring: langQuerySchema } }, async (request, reply): Promise<CasinoTotoTicketsReply | typeof reply> => {
      const player = await signIn.fromBearer(request);
      if (!player) return signIn.unauthorized(reply);
      return { tickets: await toto.tickets(player.walletKey, langOf(request.query.lang), nowOf(request)) };
    });
  });
}
