import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { sendApiError } from './jsonApiErrors.ts';

/** How long the shell waits for an upstream to accept a connection: past it, 504. */
export const UPSTREAM_CONNECT_TIMEOUT_MS = 3_000;
/**
 * How long the shell waits for an upstream's reply headers, and then between two parts of its body: past it, 504.
 * Longer than any call of the demo platform takes (a payment's), shorter than a browser's patience.
 */
export const UPSTREAM_REPLY_TIMEOUT_MS = 15_000;

export interface UpstreamProxyOptions {
  /** Every API prefix plugins declare (plugin.json `apiPrefixes`): each gets its proxy routes. */
  prefixes: readonly string[];
  /** The origin that answers `prefix` for the request's domain (its file's `upstreams`), if it names one. */
  upstreamOf(request: FastifyRequest, prefix: string): string | undefined;
  connectTimeoutMs?: number;
  replyTimeoutMs?: number;
}

/** The proxy's failures as the JSON:API errors the pages show as a failed call: a timeout is 504, anything else 502. */
function answerUpstreamFailure(reply: FastifyReply, error: Error & { statusCode?: number }) {
  reply.request.log.warn({ err: error }, 'upstream call failed');
  if (error.statusCode === 504) return sendApiError(reply, 504, 'upstream_timeout', 'The platform did not answer in time, please try again');
  return sendApiError(reply, 502, 'upstream_unavailable', 'The platform cannot be reached, please try again shortly');
}

/**
 * What the platform must see of the call: everything the browser sent (the spec's X-Requested-With, X-app-n, X-Language and
 * X-Auth, the token in Authorization or the user_token cookie, the session and scenario cookies) and the
 * original Host, so that it resolves the same domain. X-Forwarded-For, -Proto and -Host say who called and how, as
 * this server judged it (its own trustProxy): a client's own X-Forwarded-For never passes through a shell that does
 * not trust the hop in front of it, so a platform that trusts its shells (TRUST_PROXY=1) sees the real client.
 */
function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return { ...headers, host: request.headers.host, 'x-forwarded-for': request.ip, 'x-forwarded-proto': request.protocol, 'x-forwarded-host': request.host };
}

/**
 * The shell role's calls to the operator's platform (`--role shell`): every request under a declared API prefix is
 * proxied, path and query unchanged, to the origin the domain file's `upstreams` names for that prefix; a domain
 * that names none for it answers 502, as an unreachable platform does. An upstream that refuses or drops the
 * connection is 502, one that does not connect or answer in time 504; the shell itself stays up.
 */
export function registerUpstreamProxy(app: FastifyInstance, options: UpstreamProxyOptions): void {
  const { connectTimeoutMs = UPSTREAM_CONNECT_TIMEOUT_MS, replyTimeoutMs = UPSTREAM_REPLY_TIMEOUT_MS } = options;
  for (const prefix of options.prefixes) {
    app.register(httpProxy, {
      prefix,
      rewritePrefix: prefix,
      upstream: '',
      // A proxy is where the pages' calls leave the shell: its own refusal when the domain names no platform.
      preHandler: async (request, reply) => {
        if (!options.upstreamOf(request, prefix)) return sendApiError(reply, 502, 'upstream_unavailable', `this domain names no platform for ${prefix}`);
      },
      undici: { connect: { timeout: connectTimeoutMs }, headersTimeout: replyTimeoutMs, bodyTimeout: replyTimeoutMs },
      // reply-from types its callbacks for HTTP/2 servers too; this server is HTTP/1.
      replyOptions: {
        getUpstream: (request) => options.upstreamOf(request as FastifyRequest, prefix) ?? '',
        rewriteRequestHeaders: (request, headers) => forwardedHeaders(request as FastifyRequest, headers as IncomingHttpHeaders),
        onError: (reply, { error }) => answerUpstreamFailure(reply as FastifyReply, error),
      },
    });
  }
}
