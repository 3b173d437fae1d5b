import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, apiErrorBody, type SignInService } from '../../../bff/bffModule.ts';
import {
  accountParamsSchema,
  activeAccountRequestSchema,
  openCurrencyRequestSchema,
  type AccountParams,
  type ActiveAccountRequest,
  type OpenCurrencyRequest,
} from './accountRequests.ts';
import type { WalletDesk } from './wallets.ts';

const BODY_LIMIT = 32 * 1024;

/**
 * The accounts calls (schemas `accountsReply`, `availableCurrenciesReply`, `walletActionReply` in
 * plugins/account/schemas/account.ts). A request its schema refuses answers the module's JSON:API 400
 * `invalid_request` (index.ts).
 */
export function registerWalletRoutes(app: FastifyInstance, desk: WalletDesk, signIn: SignInService): void {
  app.register(async (scope) => {
    // Every accounts call is the signed-in player's: a visitor gets 401 before the request is validated.
    scope.addHook('preValidation', async (request, reply) => {
      if (!(await signIn.fromBearer(request))) return signIn.unauthorized(reply);
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    scope.get('/web-api/user/accounts', async (request, reply) => {
      const caller = await signIn.fromBearer(request);
      if (!caller) return signIn.unauthorized(reply);
      return desk.accounts(caller.walletKey);
    });

    /** Runs a wallet action for the caller; a refusal answers 400 with the spec's `data.message` and a JSON:API error. */
    const walletAction = async (request: FastifyRequest, reply: FastifyReply, action: (walletKey: string) => unknown) => {
      const caller = await signIn.fromBearer(request);
      if (!caller) return signIn.unauthorized(reply);
      try {
        return await action(caller.walletKey);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return reply.code(error.status).send({ success: false, data: { message: error.message }, ...apiErrorBody(error.status, error.code, error.message) });
      }
    };

    scope.get('/web-api/user/accounts/currencies', async (request, reply) => walletAction(request, reply, (walletKey) => desk.availableCurrencies(walletKey)));

    scope.post<{ Body: ActiveAccountRequest }>('/web-api/user/accounts/active', { bodyLimit: BODY_LIMIT, schema: { body: activeAccountRequestSchema } }, async (request, reply) =>
      walletAction(request, reply, (walletKey) => desk.setActive(walletKey, request.body.id)),
    );

    scope.post<{ Body: OpenCurrencyRequest }>('/web-api/user/accounts/currency', { bodyLimit: BODY_LIMIT, schema: { body: openCurrencyRequestSchema } }, async (request, reply) =>
      walletAction(request, reply, (walletKey) => desk.openCurrency(walletKey, request.body.currencyId)),
    );

    scope.delete<{ Params: AccountParams }>('/web-api/user/accounts/currency/:id', { schema: { params: accountParamsSchema } }, async (request, reply) =>
      walletAction(request, reply, (walletKey) => desk.closeCurrency(walletKey, request.params.id)),
    );
  });
}
