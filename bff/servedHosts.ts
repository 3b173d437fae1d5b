import type { FastifyRequest } from 'fastify';
import type { DomainSettings } from './domainStore.ts';

/** Whether a site's pages may use a served host: on every domain, or on those a domain's settings switch it on for. */
export type SitePermission = boolean | ((domain: DomainSettings) => boolean);
const permits = (permission: SitePermission, domain: DomainSettings) => (typeof permission === 'function' ? permission(domain) : permission);

/** The host name of a Host header, without its port, in lower case. */
export const hostnameOf = (host: string | undefined) => (host ?? '').replace(/:\d+$/, '').toLowerCase();

/** A module's own host (e.g. a game server's): `originFor` answers its origin on the port the request came to. */
export interface ServedHost {
  readonly name: string;
  originFor(request: FastifyRequest): string;
}

/**
 * The hosts modules serve besides the site, on the same server and port (bff/bffModule.ts, `serveHost`): a request
 * for such a host reaches only the routes of its module; the site's pages may frame the ones that ask for it.
 */
export class ServedHosts {
  private readonly byName = new Map<string, { module: string; framedBySite: SitePermission; scriptsForSite: SitePermission }>();

  claim(name: string, module: string, framedBySite: SitePermission, scriptsForSite: SitePermission = false): ServedHost {
    const hostname = name.toLowerCase();
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(hostname)) throw new Error(`BFF module "${module}" claims "${name}", which is not a host name`);
    const taken = this.byName.get(hostname);
    if (taken) throw new Error(`the host "${hostname}" is served by module "${taken.module}" already; "${module}" claims it too`);
    this.byName.set(hostname, { module, framedBySite, scriptsForSite });
    return { name: hostname, originFor: (request) => originOnSamePort(request, hostname) };
  }

  isServed(hostname: string): boolean {
    return this.byName.has(hostname);
  }

  /** The origins the domain's pages may frame, for the host and port a page is requested on. */
  framedOrigins(request: FastifyRequest, domain: DomainSettings): string[] {
    return [...this.byName].filter(([, host]) => permits(host.framedBySite, domain)).map(([hostname]) => originOnSamePort(request, hostname));
  }

  /** The origins besides the site's own whose scripts the domain's pages may load (an identity provider's script), likewise. */
  scriptOrigins(request: FastifyRequest, domain: DomainSettings): string[] {
    return [...this.byName].filter(([, host]) => permits(host.scriptsForSite, domain)).map(([hostname]) => originOnSamePort(request, hostname));
  }
}

/** Route config the routes of a served host carry, so that core tells them from the site's. */
export const SERVED_HOST_CONFIG = 'servedHost';

/** A host pattern for a route constraint: the host name at any port. */
export const hostConstraint = (hostname: string) => new RegExp(`^${hostname.replace(/[.-]/g, (char) => `\\${char}`)}(:\\d+)?$`, 'i');

function originOnSamePort(request: FastifyRequest, hostname: string): string {
  const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
  return `${request.protocol}://${hostname}${port ? `:${port}` : ''}`;
}
