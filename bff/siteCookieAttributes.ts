import type { FastifyRequest } from 'fastify';
import type { ScenarioState } from './domainStore.ts';

type SiteGroup = Readonly<Record<string, unknown>>;

/** Whether the domain's site is shown in partners' frames and so needs its cookies sent there (either flag). */
const framedByPartners = (site: SiteGroup) => site.shouldUseCookieIframeParameters === true || site.shouldPassPartitioned === true;

/**
 * The attributes every cookie of the site carries, the server's and the page's alike (the first HTML hands them to the
 * SDK's `writeCookie` in `<html data-cookies>`). A site shown inside a partner's frame has its cookies sent there only
 * with `SameSite=None` (site.shouldUseCookieIframeParameters), and kept at all, where the browser blocks third-party
 * cookies, only when partitioned by the top-level site (site.shouldPassPartitioned: CHIPS' `Partitioned`, which is
 * for a frame too, so it also means `SameSite=None`). Both need `Secure`, which a browser refuses on plain http: there
 * a cookie stays `SameSite=Lax`.
 */
export function cookieAttributes(site: SiteGroup, secure: boolean): string {
  if (!secure) return 'Path=/; SameSite=Lax';
  return `Path=/; SameSite=${framedByPartners(site) ? 'None' : 'Lax'}; Secure${site.shouldPassPartitioned === true ? '; Partitioned' : ''}`;
}

/** The attributes of a cookie the server sets for a page of the domain of `state`, on the request's protocol. */
export const siteCookieAttributes = (request: FastifyRequest, state: ScenarioState): string => cookieAttributes(state.domain.config.site, request.protocol === 'https');

/** The partners' origins whose pages may frame the site: only while it writes its cookies for their frames. */
export function partnerFrameOrigins(site: SiteGroup): readonly string[] {
  const origins = site.partnerFrameOrigins;
  return framedByPartners(site) && Array.isArray(origins) ? origins.filter((origin): origin is string => typeof origin === 'string') : [];
}
