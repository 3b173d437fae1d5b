import type { SiteConfig } from '../schemas/siteConfig.ts';

/** What the first HTML of a page answers while the domain is under maintenance. */
export interface MaintenanceAnswer {
  status: 503;
  /** Seconds until the announced end (`Retry-After`); absent when no end is known or it has passed. */
  retryAfterSeconds?: number;
}

/**
 * A page of a domain under maintenance (`maintenance.isActive`, the kernel's rule) answers 503, so that crawlers and
 * monitors read "down for a while" and keep the page's place rather than index the maintenance notice; with a
 * known end (`ended_at`, Unix seconds) still ahead, `Retry-After` says when to come back. A route that stays
 * reachable during maintenance (`maintenanceExempt`, the e-mail verification page) answers as usual.
 */
export function maintenanceAnswer(maintenance: SiteConfig['maintenance'] | undefined, route: { maintenanceExempt?: boolean } | null, nowMs: number): MaintenanceAnswer | null {
  // A scenario's config may be anything (a test of a broken one): only a well-formed `true` is maintenance.
  if (maintenance?.isActive !== true || route?.maintenanceExempt === true) return null;
  const secondsLeft = typeof maintenance.ended_at === 'number' ? maintenance.ended_at - Math.floor(nowMs / 1000) : 0;
  return secondsLeft > 0 ? { status: 503, retryAfterSeconds: secondsLeft } : { status: 503 };
}
