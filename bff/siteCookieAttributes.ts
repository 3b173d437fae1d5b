import type { FastifyRequest } from 'fastify';
import type { ScenarioState } from './domainStore.ts';

/**
 * The attributes every cookie of the site carries, the server's and the page's alike (the first HTML hands them to the
 * SDK's `writeCookie` in `<html data-cookies>`). A site shown inside a partner's frame has its cookies sent there only
 * with `SameSite=None` (site.shouldUseCookieIframeParameters), and kept at all, where the browser blocks third-party
 * cookies, only when partitioned by the top-level site (site.shouldPassPartitioned: CHIPS' `Partitioned`). Both need
 * `Secure`, which a browser refuses on plain http: there a cookie stays `SameSite=Lax`.
 */
export function cookieAttributes(site: Readonly<Record<string, unknown>>, secure: boolean): string {
  if (!secure) return 'Path=/; SameSite=Lax';
  const sameSite = site.shouldUseCookieIframeParameters === true ? 'None' : 'Lax';
  return `Path=/; SameSite=${sameSite}; Secure${site.shouldPassPartitioned === true ? '; Partitioned' : ''}`;
}

/** The attributes of a cookie the server sets for a page of the domain of `state`, on the request's protocol. */
export const siteCookieAttributes = (request: FastifyRequest, state: ScenarioState): string => cookieAttributes(state.domain.config.site, request.protocol === 'https');
