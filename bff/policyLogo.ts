import type { FastifyInstance } from 'fastify';

/** Countries (platform country ids) whose visitors' pages carry the policy logo (first document, section 6). */
const POLICY_LOGO_COUNTRY_IDS: ReadonlySet<number> = new Set([1, 66, 126, 228, 120]);
export const POLICY_LOGO_PATH = '/web-api/policy/logo.agif';

/**
 * The visitor's country as the balancer's geo lookup gives it (a platform country id). Not shown in the spec: ours is
 * this header, which the balancer sets and never passes on from the client (deploy/nginx/cluster.conf clears it, as
 * it has no geo database). It only decides whether the logo is on the page, never an access rule.
 */
const GEO_COUNTRY_HEADER = 'x-geo-country-id';

export function geoCountryIdOf(headers: Record<string, string | string[] | undefined>): number | null {
  const value = headers[GEO_COUNTRY_HEADER];
  return typeof value === 'string' && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/**
 * The hidden image a regulator of those countries asks the pages to load, after the app's root, where the kernel never
 * replaces it. Elsewhere nothing: the page asks for no image a visitor does not need.
 */
export const policyLogoHtml = (countryId: number | null) =>
  countryId !== null && POLICY_LOGO_COUNTRY_IDS.has(countryId) ? `<img class="policy-logo" src="${POLICY_LOGO_PATH}" alt="" width="1" height="1" hidden>` : '';

/** The reference platform's logo: a 1x1 transparent GIF (an operator's platform serves its regulator's own). */
const LOGO = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export function registerPolicyLogo(app: FastifyInstance): void {
  app.get(POLICY_LOGO_PATH, async (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').type('image/gif').send(LOGO));
}
