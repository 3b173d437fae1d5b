import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../../bff/bffModule.ts';
import type { BffContext } from '../../../../bff/bffModule.ts';
import { gamblingRestrictionsService, signInService, walletService, type Caller } from '../../../../bff/bffModule.ts';
import { CorruptRowError, isUnavailable } from '../../../../bff/bffModule.ts';
import { isPaymentConsultantAvailable } from '../../src/payments/paymentRules.ts';
import type { OfficePlayers } from '../officePlayers.ts';
import type { OfficeRealms } from '../officeRealms.ts';
import { ConsultantDesk } from './consultantDesk.ts';
import { IdempotentCalls, type StoredReply } from './idempotentCalls.ts';
import { refusalBody } from './paymentError.ts';
import { CURRENCY_STEPS, methodsFor } from './paymentMethods.ts';
import { PAY_STYLE, PAY_STYLE_PATH, payPageCsp, payPageGoneHtml, payPageHtml } from './payPage.ts';
import { DEPOSIT_OUTCOMES, PaymentsDesk, type DepositOutcome } from './paymentsDesk.ts';
import { patchPaymentsScenario } from './paymentsScenario.ts';
import { publicPayment } from './paymentsStore.ts';

/** The payment provider's host: a second host of this server, on its port (the payment page is on an origin of its own). */
export const PAY_HOST = 'pay.localhost';
export const PAYMENTS_API = '/payments-api/v1';
/** The header every money call carries; a repeated key answers the first reply. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const BODY_LIMIT = 2048;

const apiError = (reply: FastifyReply, error: ApiError) => reply.code(error.status).send(refusalBody(error));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const langOf = (value: unknown) => (typeof value === 'string' && /^[a-z]{2}$/.test(value) ? value : 'en');
const textLang = (value: unknown): 'en' | 'ru' => (value === 'ru' ? 'ru' : 'en');

/** The site's origin a call came to (the payment page sends the player back there). */
function siteOriginOf(request: FastifyRequest): string {
  const host = String(request.headers.host ?? '');
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(host)) throw new ApiError(400, 'bad_request', 'the request names no valid host');
  return `${request.protocol}://${host}`;
}

/** A whole number of seconds from a query filter, or undefined. */
function secondsOf(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new ApiError(400, 'bad_request', 'from and to are Unix seconds');
  return number;
}

/**
 * The office's money calls (schemas in plugins/office/schemas/payments.ts): settings, methods, deposits through the
 * payment page on the payment origin, withdrawal requests, the payment history and the payment consultant.
 */
export function registerPayments(
  app: FastifyInstance,
  { services, stateOf, realmOf, serveHost, testControl, database }: BffContext,
  { realms, players }: { realms: OfficeRealms; players: OfficePlayers },
): void {
  const signIn = services.get(signInService);
  const desk = new PaymentsDesk({ database, realms, players, wallets: services.get(walletService), restrictions: services.get(gamblingRestrictionsService) });
  const consultant = new ConsultantDesk(database);
  const calls = new IdempotentCalls(database);
  testControl?.scenarioField('payments', (_scenario, patch, realm) => patchPaymentsScenario({ desk, realms }, realm, patch));

  const pay = serveHost({ name: PAY_HOST }, (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
    scope.get(PAY_STYLE_PATH, async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').type('text/css; charset=utf-8').send(PAY_STYLE));

    scope.get<{ Params: { id: string; token: string } }>('/pay/:id/:token', async (request, reply) => {
      const payment = await desk.depositOfPage(request.params.id, request.params.token);
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      if (!payment) return reply.code(404).header('Content-Security-Policy', payPageCsp(pay.originFor(request), null)).send(payPageGoneHtml('en'));
      if (payment.status !== 'new') return reply.redirect(returnUrlOf(payment, PaymentsDesk.outcomeOf(payment)), 303);
      return reply.header('Content-Security-Policy', payPageCsp(pay.originFor(request), payment.returnTo.origin)).send(payPageHtml(publicPayment(payment), payment.returnTo.lang, payment.payToken));
    });

    scope.post<{ Params: { id: string; token: string }; Body: unknown }>('/pay/:id/:token', async (request, reply) => {
      const payment = await desk.depositOfPage(request.params.id, request.params.token);
      const outcome = isRecord(request.body) ? request.body.outcome : undefined;
      if (!payment || !DEPOSIT_OUTCOMES.includes(outcome as DepositOutcome)) return reply.code(404).type('text/html; charset=utf-8').send(payPageGoneHtml('en'));
      const settled = await desk.settlePage(payment, outcome as DepositOutcome);
      return reply.redirect(returnUrlOf(settled, PaymentsDesk.outcomeOf(settled)), 303);
    });
  });

  const returnUrlOf = (payment: { id: string; returnTo: { origin: string; lang: string } }, outcome: DepositOutcome) =>
    `${payment.returnTo.origin}/${payment.returnTo.lang}/office/onpay/${outcome}?paymentId=${encodeURIComponent(payment.id)}`;

  app.register(async (scope) => {
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error instanceof ApiError) return apiError(reply, error);
      // The server's 503 for a database that is down.
      if (isUnavailable(error)) throw error;
      // One player's stored payment breaks its table's rules: that player's call fails, and the row is named in the log.
      if (error instanceof CorruptRowError) {
        request.log.error(error);
        return apiError(reply, new ApiError(500, 'stored_corrupt', 'the stored payments of this player cannot be read right now; please contact support'));
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error(error);
      return apiError(reply, new ApiError(status, status === 500 ? 'internal_error' : 'bad_request', status === 500 ? 'internal error' : 'the request is not valid'));
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      return payload;
    });

    const callerOf = async (request: FastifyRequest): Promise<Caller> => {
      const caller = await signIn.fromBearer(request);
      if (!caller) throw new ApiError(401, 'unauthorized', 'sign in first');
      return caller;
    };

    /**
     * Runs a money call under its Idempotency-Key (required): a repeat answers the first reply and moves no money.
     * `run` gets the number the key reserved for the ids of what it creates.
     */
    const once = async (request: FastifyRequest, reply: FastifyReply, caller: Caller, run: (reservedNumber: number) => Promise<StoredReply>) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'idempotency_key_required', 'money calls carry an Idempotency-Key header of 8 to 64 letters, digits, - or _');
      const fingerprint = `${request.method} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.body ?? null)}`;
      const result = await calls.run(realmOf(request), caller.userId, key, fingerprint, run);
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(result.status).send(result.body);
    };

    scope.get(`${PAYMENTS_API}/settings`, async (request) => {
      await callerOf(request);
      const settings = await desk.settingsOf(stateOf(request), realmOf(request));
      return { country: settings.country, consultant: settings.consultant, withdrawal: { identificationRequired: settings.identificationRequired, identified: await signIn.isIdentified(request) } };
    });

    scope.get<{ Querystring: { direction?: string; currency?: string } }>(`${PAYMENTS_API}/methods`, async (request) => {
      await callerOf(request);
      const { direction, currency } = request.query;
      if ((direction !== 'deposit' && direction !== 'withdrawal') || typeof currency !== 'string' || !Object.hasOwn(CURRENCY_STEPS, currency)) {
        throw new ApiError(400, 'bad_request', 'methods take direction=deposit|withdrawal and a currency the site offers');
      }
      const { country } = await desk.settingsOf(stateOf(request), realmOf(request));
      return { country, currency, step: CURRENCY_STEPS[currency], methods: methodsFor(direction, currency, country) };
    });

    scope.post<{ Body: unknown }>(`${PAYMENTS_API}/deposits`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const caller = await callerOf(request);
      const body = isRecord(request.body) ? request.body : {};
      const refusal = await signIn.accountRefusal(request);
      if (refusal) throw new ApiError(403, 'gambling_restricted', 'the player may not deposit now', { reason: refusal.reason });
      return once(request, reply, caller, async (reservedNumber) => {
        const payment = await desk.createDeposit(stateOf(request), realmOf(request), caller, body, { origin: siteOriginOf(request), lang: langOf(body.lang) }, reservedNumber);
        const redirectUrl = `${pay.originFor(request)}/pay/${payment.id}/${payment.payToken}`;
        return { status: 201, body: { payment: publicPayment(payment), redirectUrl } };
      });
    });

    scope.post<{ Body: unknown }>(`${PAYMENTS_API}/withdrawals`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const caller = await callerOf(request);
      if (await signIn.withdrawalBarred(request)) throw new ApiError(403, 'gambling_restricted', 'the ban of this account allows no withdrawal', { reason: 'banned' });
      const body = isRecord(request.body) ? request.body : {};
      const identified = await signIn.isIdentified(request);
      return once(request, reply, caller, async (reservedNumber) => ({
        status: 201,
        body: { payment: publicPayment(await desk.createWithdrawal(stateOf(request), realmOf(request), caller, body, identified, reservedNumber)) },
      }));
    });

    scope.post<{ Params: { id: string } }>(`${PAYMENTS_API}/withdrawals/:id/cancel`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const caller = await callerOf(request);
      return once(request, reply, caller, async () => ({ status: 200, body: { payment: publicPayment(await desk.cancelWithdrawal(realmOf(request), caller, request.params.id)) } }));
    });

    scope.get<{ Querystring: Record<string, string | undefined> }>(`${PAYMENTS_API}/payments`, async (request) => {
      const caller = await callerOf(request);
      const { type, status, from, to } = request.query;
      if (type !== undefined && type !== '' && type !== 'deposit' && type !== 'withdrawal') throw new ApiError(400, 'bad_request', 'type is deposit or withdrawal');
      const payments = await desk.list(realmOf(request), caller, { type: type || undefined, status: status || undefined, from: secondsOf(from), to: secondsOf(to) });
      return { payments: payments.map(publicPayment) };
    });

    scope.get<{ Params: { id: string } }>(`${PAYMENTS_API}/payments/:id`, async (request) => {
      const caller = await callerOf(request);
      await desk.settleDue(caller.walletKey);
      return { payment: publicPayment(await desk.ownPayment(realmOf(request), caller, request.params.id)) };
    });

    /** The consultant answers only where it is available to the player (the same rule as the pages). */
    const consultantCaller = async (request: FastifyRequest, flag: unknown): Promise<Caller> => {
      const caller = await callerOf(request);
      const settings = await desk.settingsOf(stateOf(request), realmOf(request));
      if (!isPaymentConsultantAvailable(settings.consultant, settings.country, flag === '1')) throw new ApiError(404, 'consultant_unavailable', 'the payment consultant is not available');
      return caller;
    };

    scope.get<{ Querystring: { lang?: string; flag?: string } }>(`${PAYMENTS_API}/consultant`, async (request) => {
      const caller = await consultantCaller(request, request.query.flag);
      return { topics: consultant.topics(textLang(request.query.lang)), requests: await consultant.requestsOf(realmOf(request), caller) };
    });

    scope.post<{ Querystring: { flag?: string }; Body: unknown }>(`${PAYMENTS_API}/consultant/requests`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const caller = await consultantCaller(request, request.query.flag);
      const body = isRecord(request.body) ? request.body : {};
      const realm = realmOf(request);
      const typeOf = async (transactionId: string) => (await desk.paymentOf(realm, caller, transactionId))?.type ?? null;
      return once(request, reply, caller, async (reservedNumber) => ({
        status: 201,
        body: { request: await consultant.create(realm, caller, body, await desk.nowS(realm), reservedNumber, typeOf) },
      }));
    });
  });
}
