import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { ServedHost } from '../../../../bff/bffModule.ts';
import { SOCIAL_NETWORKS } from '../../schemas/social.ts';
import { SIGN_IN_RATE_LIMIT } from '../signInRateLimit.ts';
import { demoIdentity, ONE_TAP_NETWORK, type DemoIdentityProvider } from './demoIdentityProvider.ts';
import {
  authorizeHtml,
  CLIENT_SCRIPT,
  CLIENT_SCRIPT_PATH,
  FRAME_SCRIPT,
  FRAME_SCRIPT_PATH,
  oneTapChooserHtml,
  oneTapGrantHtml,
  refusedHtml,
  STYLE,
  STYLE_PATH,
} from './identityProviderPages.ts';

/** The provider's script and style may be kept briefly; a new server build may change them. */
const ASSET_CACHE = 'public, max-age=300';
const FORM_BODY_LIMIT = 4 * 1024;
/** The platform's callback of a network, the one redirect address the operator registered for it. */
export const callbackPathOf = (network: string) => `/social-api/oauth/${network}/callback`;

const text = { type: 'string', minLength: 1, maxLength: 2048 } as const;
const oneTapQuerySchema = { type: 'object', required: ['client_id', 'origin'], properties: { client_id: text, origin: text } } as const;
const oneTapFormSchema = { type: 'object', required: ['client_id', 'origin', 'subject'], properties: { client_id: text, origin: text, subject: text } } as const;
const authorizeFields = { client_id: text, network: { enum: SOCIAL_NETWORKS }, redirect_uri: text, state: text } as const;
const authorizeQuerySchema = { type: 'object', required: ['client_id', 'network', 'redirect_uri', 'state'], properties: { ...authorizeFields, response_type: { const: 'code' } } } as const;
const authorizeFormSchema = { type: 'object', required: ['client_id', 'network', 'redirect_uri', 'state'], properties: { ...authorizeFields, subject: text, cancel: { const: '1' } } } as const;
type OneTapQuery = FromSchema<typeof oneTapQuerySchema>;
type OneTapForm = FromSchema<typeof oneTapFormSchema>;
type AuthorizeQuery = FromSchema<typeof authorizeQuerySchema>;
type AuthorizeForm = FromSchema<typeof authorizeFormSchema>;

export interface IdentityProviderHostOptions {
  provider: DemoIdentityProvider;
  host: ServedHost;
  /** Whether a host name is one of the operator's sites, the only ones registered with the provider. */
  isSiteHost(hostname: string): boolean;
}

/** The origin of an http(s) address of one of the operator's sites, or null. */
function registeredSiteOrigin(address: string, isSiteHost: (hostname: string) => boolean): string | null {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && isSiteHost(url.hostname) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The demo identity provider's pages on its own host: one-tap's script and chooser frame, and each network's
 * OAuth 2.0 authorisation page (the code flow), for the client the operator's sites are registered as. Its pages run
 * no inline code, and are framed only by the site that asked (one-tap) or by nobody.
 */
export function registerIdentityProviderHost(scope: FastifyInstance, { provider, host, isSiteHost }: IdentityProviderHostOptions): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const html = (reply: FastifyReply, body: string, { framedBy = null, formTarget = null }: { framedBy?: string | null; formTarget?: string | null } = {}) => {
    const own = host.originFor(reply.request);
    const csp = [
      "default-src 'none'",
      `script-src ${own}`,
      `style-src ${own}`,
      // Chromium holds a form's redirect to form-action too: the authorisation's answer goes to the site's callback.
      `form-action ${own}${formTarget ? ` ${formTarget}` : ''}`,
      `frame-ancestors ${framedBy ?? "'none'"}`,
      "base-uri 'none'",
    ].join('; ');
    return reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', csp).header('Referrer-Policy', 'no-referrer').type('text/html; charset=utf-8').send(body);
  };
  const refuse = (reply: FastifyReply, reason: string) => html(reply.code(400), refusedHtml(reason));
  const unknownClient = 'The site that sent you here is not registered with this provider.';

  scope.get(CLIENT_SCRIPT_PATH, async (_request, reply) => reply.header('Cache-Control', ASSET_CACHE).type('text/javascript; charset=utf-8').send(CLIENT_SCRIPT));
  scope.get(FRAME_SCRIPT_PATH, async (_request, reply) => reply.header('Cache-Control', ASSET_CACHE).type('text/javascript; charset=utf-8').send(FRAME_SCRIPT));
  scope.get(STYLE_PATH, async (_request, reply) => reply.header('Cache-Control', ASSET_CACHE).type('text/css; charset=utf-8').send(STYLE));

  /** The site's origin a one-tap request names, when the client and the origin are registered. */
  const oneTapSite = ({ client_id, origin }: { client_id: string; origin: string }) => {
    const site = registeredSiteOrigin(origin, isSiteHost);
    return client_id === provider.clientId && site === origin ? site : null;
  };

  scope.get<{ Querystring: OneTapQuery }>('/gsi/select', { schema: { querystring: oneTapQuerySchema } }, async (request, reply) => {
    const site = oneTapSite(request.query);
    if (!site) return refuse(reply, unknownClient);
    return html(reply, oneTapChooserHtml(provider.clientId, site, ONE_TAP_NETWORK), { framedBy: site });
  });

  scope.post<{ Body: OneTapForm }>('/gsi/select', { config: SIGN_IN_RATE_LIMIT, schema: { body: oneTapFormSchema } }, async (request, reply) => {
    const site = oneTapSite(request.body);
    if (!site) return refuse(reply, unknownClient);
    const identity = demoIdentity(ONE_TAP_NETWORK, request.body.subject);
    if (!identity) return refuse(reply, 'This account does not exist.');
    const { secret } = await provider.issueCredential(identity, site);
    return html(reply, oneTapGrantHtml(secret, site), { framedBy: site });
  });

  /** The callback a request names, when the client is registered and the address is its network's callback on a site. */
  const registeredCallback = ({ client_id, network, redirect_uri }: { client_id: string; network: string; redirect_uri: string }) => {
    const site = registeredSiteOrigin(redirect_uri, isSiteHost);
    return client_id === provider.clientId && site !== null && redirect_uri === `${site}${callbackPathOf(network)}` ? site : null;
  };

  scope.get<{ Querystring: AuthorizeQuery }>('/oauth/authorize', { schema: { querystring: authorizeQuerySchema } }, async (request, reply) => {
    const site = registeredCallback(request.query);
    if (!site) return refuse(reply, unknownClient);
    const { client_id, network, redirect_uri, state } = request.query;
    return html(reply, authorizeHtml({ client_id, network, redirect_uri, state }), { formTarget: site });
  });

  scope.post<{ Body: AuthorizeForm }>('/oauth/authorize', { config: SIGN_IN_RATE_LIMIT, schema: { body: authorizeFormSchema } }, async (request, reply) => {
    if (!registeredCallback(request.body)) return refuse(reply, unknownClient);
    const { network, redirect_uri, state, subject, cancel } = request.body;
    const back = new URL(redirect_uri);
    back.searchParams.set('state', state);
    const identity = subject === undefined ? null : demoIdentity(network, subject);
    if (cancel === '1' || !identity) {
      back.searchParams.set('error', 'access_denied');
    } else {
      back.searchParams.set('code', (await provider.issueCode(identity, redirect_uri)).secret);
    }
    return reply.code(303).header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').redirect(back.toString(), 303);
  });
}
