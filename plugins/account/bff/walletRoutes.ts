import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignInService } from '../../../bff/bffModule.ts';
import { ApiError, answerErrorsAsJsonApi } from '../../../bff/bffModule.ts';
import { WalletError, type WalletDesk } from './wallets.ts';

const ACCOUNT_ID = /^[0-9]{1,20}$/;
const BODY_LIMIT = 32 * 1024;

const badRequest = (detail: string): never => {
  throw new ApiError(400, 'invalid_request', detail);
};

/** The body of a wallet call: a JSON object with exactly the one field the call takes. */
function walletField(body: unknown, field: 'id' | 'currencyId'): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) badRequest('the request must be a JSON object');
  const keys = Object.keys(body as object);
  if (keys.length !== 1 || keys[0] !== field) badRequest(`the request takes exactly one field, ${field}`);
  return (body as Record<string, unknown>)[field];
}

function accountIdOf(value: unknown): string {
  if (typeof value !== 'string' || !ACCOUNT_ID.test(value)) badRequest('id must be an account id (digits)');
  return value as string;
}


/**
 * The accounts calls (schemas `accountsReply`, `availableCurrenciesReply`, `walletActionReply` in
 * plugins/account/schemas/account.ts), in their own scope so that malformed requests answer JSON:API errors too.
 */
export function registerWalletRoutes(app: FastifyInstance, desk: WalletDesk, signIn: SignInService): void {
  app.register(async (scope) => {
    answerErrorsAsJsonApi(scope);
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
        if (!(error instanceof WalletError)) throw error;
        return reply.code(400).send({ success: false, data: { message: error.message }, errors: [{ status: '400', code: error.code, detail: error.message }] });
      }
    };

    scope.get('/web-api/user/accounts/currencies', async (request, reply) => walletAction(request, reply, (walletKey) => desk.availableCurrencies(walletKey)));

    scope.post('/web-api/user/accounts/active', { bodyLimit: BODY_LIMIT }, async (request, reply) =>
      walletAction(request, reply, (walletKey) => desk.setActive(walletKey, accountIdOf(walletField(request.body, 'id')))),
    );

    scope.post('/web-api/user/accounts/currency', { bodyLimit: BODY_LIMIT }, async (request, reply) =>
      walletAction(request, reply, (walletKey) => {
        const currencyId = walletField(request.body, 'currencyId');
        if (typeof currencyId !== 'number' || !Number.isInteger(currencyId) || currencyId < 1 || currencyId > 999) badRequest('currencyId must be a currency id (ISO 4217 numeric code)');
        return desk.openCurrency(walletKey, currencyId as number);
      }),
    );

    scope.delete<{ Params: { id: string } }>('/web-api/user/accounts/currency/:id', async (request, reply) =>
      walletAction(request, reply, (walletKey) => desk.closeCurrency(walletKey, accountIdOf(request.params.id))),
    );
  });
}
