import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieAgreementSchema, type CookieAgreement } from '../schemas/cookieAgreement.ts';
import { COOKIE_AGREEMENTS_URL } from '../src/ui/layout/cookieNoticeConstants.ts';
import type { Database } from './database/database.ts';
import { answerErrorsAsJsonApi, sendApiError } from './jsonApiErrors.ts';
import { RateLimiter } from './rateLimiter.ts';
import { acceptJsonAsTextPlain } from './textPlainJson.ts';

/** Answers one client may log a minute (a visitor answers once; a page may change its choices a few times). */
export const COOKIE_AGREEMENTS_PER_MINUTE = 20;
const RATE_LIMITED_CLIENTS = 10_000;
const BODY_LIMIT = 1024;

/**
 * 13 months of answers, the period consent records are commonly kept for: every answer is proof, so a realm's are not
 * capped by number (the per-client rate bounds how fast they come).
 */
export const COOKIE_AGREEMENT_KEPT_DAYS = 400;

/** The host name of a request's Host header (without its port). */
const hostNameOf = (host: string | undefined) => (host ?? '').replace(/:\d+$/, '').toLowerCase();

export interface CookieAgreementsOptions {
  testMode: boolean;
  database: Database;
  realmOf(request: FastifyRequest): string;
}

/**
 * `POST /bff-api/cookie-agreements`: the cookie notice's answers (schemas/cookieAgreement.ts), rate-limited per client
 * address and kept in core_cookie_agreement as the operator's proof of consent. Under test mode `GET` answers the
 * caller's scenario's answers.
 */
export function registerCookieAgreements(app: FastifyInstance, { testMode, database, realmOf }: CookieAgreementsOptions): void {
  const limiter = new RateLimiter(COOKIE_AGREEMENTS_PER_MINUTE, RATE_LIMITED_CLIENTS);
  app.register(async (scope) => {
    answerErrorsAsJsonApi(scope);
    acceptJsonAsTextPlain(scope);
    scope.post<{ Body: CookieAgreement }>(COOKIE_AGREEMENTS_URL, { bodyLimit: BODY_LIMIT, schema: { body: cookieAgreementSchema } }, async (request, reply) => {
      const realm = realmOf(request);
      const { cookiesAgreeTime, functional, marketing, domain } = request.body;
      // Only the site's own pages answer its notice: another site's page posting here (a simple request needs no
      // preflight) would forge proof of consent.
      if (request.headers['sec-fetch-site'] === 'cross-site' || domain !== hostNameOf(request.headers.host)) {
        return sendApiError(reply, 403, 'not_this_site', 'only this site\'s pages log their cookie notice\'s answers');
      }
      if (!limiter.take(`${request.ip} ${realm}`, 1)) return sendApiError(reply.header('Retry-After', '60'), 429, undefined, 'too many cookie agreements');
      await database.transaction(async (tx) => {
        await tx.query('INSERT INTO core_cookie_agreement (realm, domain, agreed_at, functional, marketing) VALUES ($1, $2, $3, $4, $5)', [realm, domain, cookiesAgreeTime, functional, marketing]);
        await tx.query('DELETE FROM core_cookie_agreement WHERE received_at < now() - make_interval(days => $1::int)', [COOKIE_AGREEMENT_KEPT_DAYS]);
      });
      return reply.code(204).send();
    });
  });
  if (testMode) {
    app.get(COOKIE_AGREEMENTS_URL, async (request) => ({
      agreements: (
        await database.query<{ domain: string; agreed_at: string | number; functional: boolean; marketing: boolean }>(
          'SELECT domain, agreed_at, functional, marketing FROM core_cookie_agreement WHERE realm = $1 ORDER BY seq',
          [realmOf(request)],
        )
      ).map((row) => ({ domain: row.domain, cookiesAgreeTime: Number(row.agreed_at), functional: row.functional, marketing: row.marketing })),
    }));
  }
}
