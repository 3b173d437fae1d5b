import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { hashSecret, isUnavailable, sameSecret, sendApiError, type Database, type ServedHost } from '../../../../bff/bffModule.ts';
import type { SocialNetwork } from '../../schemas/social.ts';
import { createPlayer, refuseIfClosedToNewPlayers, type RegistrationOptions } from '../registration.ts';
import { SIGN_IN_RATE_LIMIT } from '../signInRateLimit.ts';
import { isSocialNetwork, type DemoIdentityProvider, type ProviderIdentity } from './demoIdentityProvider.ts';
import type { IdentityGrants } from './identityGrants.ts';
import { callbackPathOf } from './identityProviderHost.ts';
import { CLIENT_SCRIPT_PATH } from './identityProviderPages.ts';
import { IdentityLinks } from './identityLinks.ts';
import { socialSignInConfigOfDomain } from './socialSignInConfig.ts';
import { oneTapBodySchema, socialRegistrationBodySchema, socialTicketBodySchema, type OneTapBody } from './socialRequests.ts';

/** The browser's proof that it started the authorisation it comes back from (OAuth's `state`, kept only by it). */
export const OAUTH_STATE_COOKIE = 'social_oauth_state';
/**
 * The browser's proof that a ticket is its own: a ticket is issued with a secret in this cookie, and only the browser
 * that holds it may trade the ticket. A ticket link sent to someone else signs them into no one's account.
 */
export const TICKET_COOKIE = 'social_ticket';
const TICKET_COOKIE_PATH = '/web-api/auth';
const OAUTH_PATH = '/social-api/oauth';
/** An authorisation is started and finished within ten minutes; a verified identity is used within ten too. */
const STATE_LIFETIME_S = 10 * 60;
const TICKET_LIFETIME_S = 10 * 60;
/** The sign-in page of the account plugin, where a ticket or an error lands (first document 2.4: `user/...`). */
const SOCIAL_PAGE_PATH = 'user/social';

interface Ticket {
  identity: ProviderIdentity;
  currencyId?: number;
}
interface OAuthState {
  network: SocialNetwork;
  lang: string;
}

const networkParamsSchema = { type: 'object', required: ['network'], properties: { network: { type: 'string', maxLength: 32 } } } as const;
const authorizeQuerySchema = { type: 'object', properties: { lang: { type: 'string', pattern: '^[a-z]{2}$' } } } as const;
const callbackQuerySchema = { type: 'object', properties: { state: { type: 'string', maxLength: 256 }, code: { type: 'string', maxLength: 256 }, error: { type: 'string', maxLength: 64 } } } as const;

export interface SocialSignInOptions extends Omit<RegistrationOptions, 'now'> {
  database: Database;
  grants: IdentityGrants;
  provider: DemoIdentityProvider;
  providerHost: ServedHost;
  cookiesOf(request: FastifyRequest): Record<string, string>;
}

/** The site's origin as the browser sees it (the scheme and host behind a trusted proxy). */
const siteOriginOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Sign-in with an identity provider (first document 6 and 7; second document 7's social login): one-tap's credential
 * and a network's authorisation code both become a ticket, a one-time grant of the verified identity for this site,
 * which the browser brings to the sign-in page `user/social` in the address's fragment (not sent with requests, so
 * out of the server's logs and referrers), bound to this browser by a cookie (a page's script that reads the address
 * cannot hand the ticket to anyone else). The page trades it: the player the identity belongs to is signed in; an
 * identity nobody has yet registers a player (soc_reg) with the same ticket, under every registration rule of the
 * domain.
 */
export async function registerSocialSignIn(app: FastifyInstance, options: SocialSignInOptions): Promise<void> {
  const { grants, provider, providerHost, realmOf, stateOf, cookiesOf, auth } = options;
  const links = new IdentityLinks(options.database);
  const offered = (request: FastifyRequest) => socialSignInConfigOfDomain(stateOf(request).domain);
  /** The language asked for when the site has it, else the site's default. */
  const languageOf = (request: FastifyRequest, asked: string | undefined) => {
    const { lng } = stateOf(request).domain.config;
    return asked !== undefined && lng.available.includes(asked) ? asked : lng.default;
  };
  const socialPage = (lang: string, fragment: Record<string, string>) => `/${lang}/${SOCIAL_PAGE_PATH}#${new URLSearchParams(fragment)}`;

  const oneTapOff = (reply: FastifyReply) => sendApiError(reply, 404, 'one_tap_off', 'One-tap sign-in is not offered on this site');
  const ticketCookie = (value: string, maxAge: number) => `${TICKET_COOKIE}=${value}; Path=${TICKET_COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;
  /** Whom a ticket is for: this site, in the browser that holds the cookie's secret; null without the cookie. */
  const ticketAudience = (request: FastifyRequest, browserSecret = cookiesOf(request)[TICKET_COOKIE]) => (browserSecret ? `${siteOriginOf(request)} ${hashSecret(browserSecret)}` : null);
  /** A ticket of the verified identity for this browser: the ticket for the address, the cookie on the reply. */
  const issueTicket = async (request: FastifyRequest, reply: FastifyReply, ticket: Ticket) => {
    const browserSecret = randomBytes(24).toString('base64url');
    const issued = await grants.issue('ticket', realmOf(request), ticketAudience(request, browserSecret)!, ticket, TICKET_LIFETIME_S);
    reply.header('Set-Cookie', ticketCookie(browserSecret, TICKET_LIFETIME_S));
    return issued.secret;
  };

  app.get(`${OAUTH_PATH}/google-one-tap/clientId`, async (request, reply) => {
    if (offered(request).oneTap !== true) return oneTapOff(reply);
    reply.header('Cache-Control', 'no-store');
    return { clientId: provider.clientId, scriptUrl: `${providerHost.originFor(request)}${CLIENT_SCRIPT_PATH}` };
  });

  // The one multipart call (first document 7), in a scope of its own: no other call takes a form.
  await app.register(async (form) => {
    await form.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fields: 8, fieldSize: 4096, files: 0, parts: 8 } });
    form.post<{ Body: OneTapBody }>(`${OAUTH_PATH}/google-one-tap`, { config: { ...SIGN_IN_RATE_LIMIT, badRequestCode: 'invalid_one_tap' }, schema: { body: oneTapBodySchema } }, async (request, reply) => {
      if (offered(request).oneTap !== true) return oneTapOff(reply);
      const identity = await provider.verifyCredential(request.body.credential, provider.clientId, siteOriginOf(request));
      if (!identity) return sendApiError(reply, 400, 'credential_rejected', 'The identity provider did not vouch for this credential');
      const ticket = await issueTicket(request, reply, { identity, ...(request.body.currencyId === undefined ? {} : { currencyId: Number(request.body.currencyId) }) });
      return { redirectUrl: socialPage(languageOf(request, request.body.language), { ticket }) };
    });
  });

  /**
   * The navigations of a network's sign-in land on a page whatever happens: while the platform's database is down,
   * on the sign-in page with `#error=unavailable` (a JSON 503 would be all the visitor saw).
   */
  const landingOnFailure = <Request extends FastifyRequest>(handler: (request: Request, reply: FastifyReply) => Promise<unknown>) => async (request: Request, reply: FastifyReply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      request.log.warn({ err: error }, 'a sign-in with a network met the database down');
      return reply.header('Cache-Control', 'no-store').redirect(socialPage(languageOf(request, undefined), { error: 'unavailable' }));
    }
  };

  /** A network the domain offers, from the address; null for any other. */
  const offeredNetwork = (request: FastifyRequest, network: string): SocialNetwork | null =>
    isSocialNetwork(network) && (offered(request).networks ?? []).includes(network) ? network : null;
  const stateCookie = (value: string, maxAge: number) => `${OAUTH_STATE_COOKIE}=${value}; Path=${OAUTH_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;

  app.get<{ Params: { network: string }; Querystring: { lang?: string } }>(
    `${OAUTH_PATH}/:network/authorize`,
    { schema: { params: networkParamsSchema, querystring: authorizeQuerySchema } },
    landingOnFailure(async (request, reply) => {
      const lang = languageOf(request, request.query.lang);
      const network = offeredNetwork(request, request.params.network);
      reply.header('Cache-Control', 'no-store');
      if (!network) return reply.redirect(socialPage(lang, { error: 'network_off' }));
      const state = await grants.issue<OAuthState>('state', realmOf(request), siteOriginOf(request), { network, lang }, STATE_LIFETIME_S);
      const authorize = new URL(`${providerHost.originFor(request)}/oauth/authorize`);
      for (const [name, value] of Object.entries({ response_type: 'code', client_id: provider.clientId, network, redirect_uri: `${siteOriginOf(request)}${callbackPathOf(network)}`, state: state.secret })) {
        authorize.searchParams.set(name, value);
      }
      return reply.header('Set-Cookie', stateCookie(state.secret, STATE_LIFETIME_S)).redirect(authorize.toString());
    }),
  );

  app.get<{ Params: { network: string }; Querystring: FromSchema<typeof callbackQuerySchema> }>(
    `${OAUTH_PATH}/:network/callback`,
    { schema: { params: networkParamsSchema, querystring: callbackQuerySchema } },
    landingOnFailure(async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('Set-Cookie', stateCookie('', 0));
      const fail = (lang: string, error: string) => reply.redirect(socialPage(lang, { error }));
      const { state, code, error } = request.query;
      const kept = cookiesOf(request)[OAUTH_STATE_COOKIE];
      // Only the browser that started the authorisation may finish it: a link someone else sent signs nobody in.
      if (!state || !kept || !sameSecret(state, kept)) return fail(languageOf(request, undefined), 'state_mismatch');
      const started = await grants.take<OAuthState>('state', realmOf(request), siteOriginOf(request), state);
      if (!started || started.network !== request.params.network) return fail(languageOf(request, undefined), 'state_mismatch');
      if (error !== undefined || code === undefined) return fail(started.lang, 'cancelled');
      const identity = await provider.exchangeCode(code, provider.clientId, `${siteOriginOf(request)}${callbackPathOf(started.network)}`);
      if (!identity) return fail(started.lang, 'code_rejected');
      return reply.redirect(socialPage(started.lang, { ticket: await issueTicket(request, reply, { identity }) }));
    }),
  );

  const ticketRejected = (reply: FastifyReply) => sendApiError(reply, 400, 'ticket_rejected', 'This sign-in has expired or was used: sign in again');
  /** The ticket the body names, for this browser, left in place; null for one this browser cannot trade. */
  const presentedTicket = async (request: FastifyRequest & { body: { ticket: string } }) => {
    const audience = ticketAudience(request);
    const ticket = audience && (await grants.peek<Ticket>('ticket', realmOf(request), audience, request.body.ticket));
    return audience && ticket ? { audience, ticket } : null;
  };

  app.post<{ Body: FromSchema<typeof socialTicketBodySchema> }>('/web-api/auth/social', { config: { ...SIGN_IN_RATE_LIMIT, badRequestCode: 'ticket_rejected' }, schema: { body: socialTicketBodySchema } }, async (request, reply) => {
    const realm = realmOf(request);
    const presented = await presentedTicket(request);
    if (!presented) return ticketRejected(reply);
    const { audience, ticket } = presented;
    const { identity } = ticket;
    const userId = await links.playerOf(realm, identity.network, identity.subject);
    if (userId === null) {
      // A site that takes no new players says so now, not after the player filled in a form that must fail.
      const closed = refuseIfClosedToNewPlayers(request, reply, stateOf);
      if (closed) return closed;
      return { success: true, response_type: 'registration_required', network: identity.network, email: identity.email, name: identity.name, ...(ticket.currencyId === undefined ? {} : { currencyId: ticket.currencyId }) };
    }
    // Used up before the session opens: two tabs with the same ticket open one session between them.
    if (!(await grants.take('ticket', realm, audience, request.body.ticket))) return ticketRejected(reply);
    reply.header('Set-Cookie', ticketCookie('', 0));
    return auth.startSession(reply, userId, false);
  });

  app.post<{ Body: FromSchema<typeof socialRegistrationBodySchema> }>(
    '/web-api/auth/registration/social',
    { bodyLimit: 8 * 1024, config: { badRequestCode: 'invalid_registration' }, schema: { body: socialRegistrationBodySchema } },
    async (request, reply) => {
      const realm = realmOf(request);
      const presented = await presentedTicket(request);
      if (!presented) return ticketRejected(reply);
      const { audience, ticket } = presented;
      const { identity } = ticket;
      const identityRegistered = () => sendApiError(reply, 400, 'identity_registered', 'This account of the network has a player already: sign in with it');
      if ((await links.playerOf(realm, identity.network, identity.subject)) !== null) return identityRegistered();
      let created;
      try {
        created = await createPlayer(request, reply, { ...request.body, email: identity.email, name: identity.name, password: null }, options, (tx, userId) => links.link(tx, realm, identity, userId));
      } catch (error) {
        // Two registrations with one identity at the same moment: the unique index lets one through.
        if (IdentityLinks.isTaken(error)) return identityRegistered();
        throw error;
      }
      if (!('userId' in created)) return created;
      await grants.take('ticket', realm, audience, request.body.ticket);
      reply.header('Set-Cookie', ticketCookie('', 0));
      return auth.startSession(reply, created.userId, false);
    },
  );
}
