import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, answerErrorsAsJsonApi, jurisdictionOf } from '../../../../bff/bffModule.ts';
import type { BffContext } from '../../../../bff/bffModule.ts';
import { gamblingRestrictionsService, playerRecordService, signInService, walletService, type Caller } from '../../../../bff/bffModule.ts';
import { isPaymentConsultantAvailable } from '../../src/payments/paymentRules.ts';
import type { OfficePlayers } from '../officePlayers.ts';
import type { OfficeRealms } from '../officeRealms.ts';
import type { RouteOf } from '../routeSchemas.ts';
import { ConsultantDesk } from './consultantDesk.ts';
import { depositLimitDemand } from './depositLimitDemand.ts';
import { IdempotentCalls, type ReservedRun, type StoredReply } from './idempotentCalls.ts';
import { CURRENCY_STEPS, methodsFor } from './paymentMethods.ts';
import { PAY_STYLE, PAY_STYLE_PATH, payPageCsp, payPageGoneHtml, payPageHtml } from './payPage.ts';
import { PaymentsDesk, type DepositOutcome } from './paymentsDesk.ts';
import { patchPaymentsScenario } from './paymentsScenario.ts';
import { consultantRequestSchemas, consultantSchemas, depositSchemas, historySchemas, methodsSchemas, paymentSchemas, payPageFormSchemas, payPageSchemas, withdrawalSchemas } from './paymentsRouteSchemas.ts';
import { publicPayment } from './paymentsStore.ts';

/** The payment provider's host: a second host of this server, on its port (the payment page is on an origin of its own). */
export const PAY_HOST = 'pay.localhost';
export const PAYMENTS_API = '/payments-api/v1';
/** The header every money call carries; a repeated key answers the first reply. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const BODY_LIMIT = 2048;

const textLang = (value: unknown): 'en' | 'ru' => (value === 'ru' ? 'ru' : 'en');

/** The site's origin a call came to (the payment page sends the player back there). */
function siteOriginOf(request: FastifyRequest): string {
  const host = String(request.headers.host ?? '');
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(host)) throw new ApiError(400, 'bad_request', 'the request names no valid host');
  return `${request.protocol}://${host}`;
}

/** Unix seconds of a query filter (the schema lets digits only through), or undefined when empty. */
const secondsOf = (value: string | undefined): number | undefined => (value ? Number(value) : undefined);

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
  const restrictions = services.get(gamblingRestrictionsService);
  const desk = new PaymentsDesk({ database, realms, players, wallets: services.get(walletService), restrictions, playerRecord: services.get(playerRecordService) });
  const consultant = new ConsultantDesk(database);
  const calls = new IdempotentCalls(database);
  testControl?.scenarioField('payments', (_scenario, patch, realm) => patchPaymentsScenario({ desk, realms }, realm, patch));

  const pay = serveHost({ name: PAY_HOST }, (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
    scope.get(PAY_STYLE_PATH, async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').type('text/css; charset=utf-8').send(PAY_STYLE));

    // The page is a visitor's: an address or a form its schema refuses is the page's own "gone", in HTML, not an API error.
    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      if (error.statusCode !== 400) throw error;
      return reply.code(404).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(payPageGoneHtml('en'));
    });

    scope.get<{ Params: { id: string; token: string } }>('/pay/:id/:token', { schema: payPageSchemas }, async (request, reply) => {
      const payment = await desk.depositOfPage(request.params.id, request.params.token);
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
      if (!payment) return reply.code(404).header('Content-Security-Policy', payPageCsp(pay.originFor(request), null)).send(payPageGoneHtml('en'));
      if (payment.status !== 'new') return reply.redirect(returnUrlOf(payment, PaymentsDesk.outcomeOf(payment)), 303);
      return reply.header('Content-Security-Policy', payPageCsp(pay.originFor(request), payment.returnTo.origin)).send(payPageHtml(publicPayment(payment), payment.returnTo.lang, payment.payToken));
    });

    scope.post<{ Params: { id: string; token: string }; Body: { outcome: DepositOutcome } }>('/pay/:id/:token', { schema: payPageFormSchemas }, async (request, reply) => {
      const payment = await desk.depositOfPage(request.params.id, request.params.token);
      if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(payPageGoneHtml('en'));
      const settled = await desk.settlePage(payment, request.body.outcome);
      return reply.redirect(returnUrlOf(settled, PaymentsDesk.outcomeOf(settled)), 303);
    });
  });

  const returnUrlOf = (payment: { id: string; returnTo: { origin: string; lang: string } }, outcome: DepositOutcome) =>
    `${payment.returnTo.origin}/${payment.returnTo.lang}/onpay/${outcome}?paymentId=${encodeURIComponent(payment.id)}`;

  app.register(async (scope) => {
    answerErrorsAsJsonApi(scope, { badRequestCode: () => 'bad_request' });
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
     * `run` gets the number the key reserved for the ids of what it creates, and which run of the call it is.
     */
    const once = async (request: FastifyRequest, reply: FastifyReply, caller: Caller, run: (reserved: ReservedRun) => Promise<StoredReply>) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, 'idempotency_key_required', 'money calls carry an Idempotency-Key header of 8 to 64 letters, digits, - or _');
      const fingerprint = `${request.method} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.body ?? null)}`;
      const result = await calls.run(realmOf(request), caller.userId, key, fingerprint, run);
      if (result.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.code(result.status).send(result.body);
    };

    scope.get(`${PAYMENTS_API}/settings`, async (request) => {
      const caller = await callerOf(request);
      const [state, realm] = [stateOf(request), realmOf(request)];
      const settings = await desk.settingsOf(state, realm);
      const [limits, hasDeposited] = await Promise.all([restrictions.depositLimits(realm, caller.userId), desk.store.hasPaidDeposit(realm, caller.userId)]);
      return {
        country: settings.country,
        consultant: settings.consultant,
        withdrawal: { identificationRequired: settings.identificationRequired, identified: await signIn.isIdentified(request) },
        depositLimits: depositLimitDemand(jurisdictionOf(state), limits, hasDeposited),
      };
    });

    scope.get<RouteOf<typeof methodsSchemas>>(`${PAYMENTS_API}/methods`, { schema: methodsSchemas }, async (request) => {
      await callerOf(request);
      const { direction, currency } = request.query;
      const { country } = await desk.settingsOf(stateOf(request), realmOf(request));
      return { country, currency, step: CURRENCY_STEPS[currency], methods: methodsFor(direction, currency, country) };
    });

    scope.post<RouteOf<typeof depositSchemas>>(`${PAYMENTS_API}/deposits`, { bodyLimit: BODY_LIMIT, schema: depositSchemas }, async (request, reply) => {
      const caller = await callerOf(request);
      const { body } = request;
      const refusal = await signIn.accountRefusal(request);
      if (refusal) throw new ApiError(403, 'gambling_restricted', 'the player may not deposit now', { reason: refusal.reason });
      return once(request, reply, caller, async (reserved) => {
        const payment = await desk.createDeposit(stateOf(request), realmOf(request), caller, body, { origin: siteOriginOf(request), lang: body.lang ?? 'en' }, reserved.number);
        const redirectUrl = `${pay.originFor(request)}/pay/${payment.id}/${payment.payToken}`;
        return { status: 201, body: { payment: publicPayment(payment), redirectUrl } };
      });
    });

    scope.post<RouteOf<typeof withdrawalSchemas>>(`${PAYMENTS_API}/withdrawals`, { bodyLimit: BODY_LIMIT, schema: withdrawalSchemas }, async (request, reply) => {
      const caller = await callerOf(request);
      if (await signIn.withdrawalBarred(request)) throw new ApiError(403, 'gambling_restricted', 'the ban of this account allows no withdrawal', { reason: 'banned' });
      const { body } = request;
      const identified = await signIn.isIdentified(request);
      return once(request, reply, caller, async (reserved) => ({
        status: 201,
        body: { payment: publicPayment(await desk.createWithdrawal(stateOf(request), realmOf(request), caller, body, identified, reserved)) },
      }));
    });

    scope.post<RouteOf<typeof paymentSchemas>>(`${PAYMENTS_API}/withdrawals/:id/cancel`, { bodyLimit: BODY_LIMIT, schema: paymentSchemas }, async (request, reply) => {
      const caller = await callerOf(request);
      if (!jurisdictionOf(stateOf(request)).withdrawalReversible) throw new ApiError(403, 'withdrawal_not_reversible', 'a withdrawal request cannot be cancelled under this domain\'s jurisdiction');
      return once(request, reply, caller, async () => ({ status: 200, body: { payment: publicPayment(await desk.cancelWithdrawal(realmOf(request), caller, request.params.id)) } }));
    });

    scope.get<RouteOf<typeof historySchemas>>(`${PAYMENTS_API}/payments`, { schema: historySchemas }, async (request) => {
      const caller = await callerOf(request);
      const { type, status, from, to } = request.query;
      const payments = await desk.list(realmOf(request), caller, { type: type || undefined, status: status || undefined, from: secondsOf(from), to: secondsOf(to) });
      return { payments: payments.map(publicPayment) };
    });

    scope.get<RouteOf<typeof paymentSchemas>>(`${PAYMENTS_API}/payments/:id`, { schema: paymentSchemas }, async (request) => {
      const caller = await callerOf(request);
      await desk.settleDue(caller.walletKey);
      return { payment: publicPayment(await desk.ownPayment(realmOf(request), caller, request.params.id)) };
    });

    /** The consultant answers only where it is available to the player (the same rule as the pages). */
    const consultantCaller = async (request: FastifyRequest, flag: string | undefined): Promise<Caller> => {
      const caller = await callerOf(request);
      const settings = await desk.settingsOf(stateOf(request), realmOf(request));
      if (!isPaymentConsultantAvailable(settings.consultant, settings.country, flag === '1')) throw new ApiError(404, 'consultant_unavailable', 'the payment consultant is not available');
      return caller;
    };

    scope.get<RouteOf<typeof consultantSchemas>>(`${PAYMENTS_API}/consultant`, { schema: consultantSchemas }, async (request) => {
      const caller = await consultantCaller(request, request.query.flag);
      return { topics: consultant.topics(textLang(request.query.lang)), requests: await consultant.requestsOf(realmOf(request), caller) };
    });

    // The consultant's form: a message too long is the page's `message_invalid`.
    const consultantRoute = { bodyLimit: BODY_LIMIT, schema: consultantRequestSchemas, config: { badRequestCode: 'message_invalid' } };
    scope.post<RouteOf<typeof consultantRequestSchemas>>(`${PAYMENTS_API}/consultant/requests`, consultantRoute, async (request, reply) => {
      const caller = await consultantCaller(request, request.query.flag);
      const { body } = request;
      const realm = realmOf(request);
      const typeOf = async (transactionId: string) => (await desk.paymentOf(realm, caller, transactionId))?.type ?? null;
      return once(request, reply, caller, async (reserved) => ({
        status: 201,
        body: { request: await consultant.create(realm, caller, body, await desk.nowS(realm), reserved.number, typeOf) },
      }));
    });
  });
}
