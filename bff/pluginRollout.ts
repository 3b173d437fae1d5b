import { randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DomainPluginSettings } from './domainStore.ts';

/**
 * Staged rollout: a domain serves `rollout.version` of a plugin to `rollout.percent` % of its visitors and its pinned
 * `version` to the others. A visitor's bucket (0–99) is a first-party cookie the BFF sets on the first page or
 * manifest it answers, so a visitor stays on one version across visits; a bucket below the percent gets the rollout.
 */
export const ROLLOUT_BUCKET_COOKIE = 'rollout_bucket';
export const ROLLOUT_BUCKETS = 100;
/** A year: the visitor keeps the version they were given for as long as a rollout may run. */
export const ROLLOUT_BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The bucket a cookie value names, or null for anything but a plain integer 0–99. */
export function parseBucket(value: string | undefined): number | null {
  if (value === undefined || !/^(0|[1-9][0-9]?)$/.test(value)) return null;
  const bucket = Number(value);
  return bucket < ROLLOUT_BUCKETS ? bucket : null;
}

export const newBucket = () => randomInt(ROLLOUT_BUCKETS);

export const bucketCookie = (bucket: number) => `${ROLLOUT_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${ROLLOUT_BUCKET_MAX_AGE_S}; HttpOnly; SameSite=Lax`;

/** The build a visitor in `bucket` is served: the rollout's below its percent, else the pin (null: the latest build). */
export function servedVersion(settings: DomainPluginSettings, bucket: number | null): string | null {
  if (settings.rollout && bucket !== null && bucket < settings.rollout.percent) return settings.rollout.version;
  return settings.version ?? null;
}

/**
 * The visitor's bucket, from their cookie; a visitor without one (or with a malformed one) is given a new bucket, set
 * on this reply, and keeps it for the rest of this request.
 */
export class RolloutBuckets {
  private readonly given = new WeakMap<FastifyRequest, number>();

  constructor(private readonly cookiesOf: (request: FastifyRequest) => Record<string, string>) {}

  bucketOf(request: FastifyRequest, reply: FastifyReply): number {
    const fromCookie = parseBucket(this.cookiesOf(request)[ROLLOUT_BUCKET_COOKIE]);
    if (fromCookie !== null) return fromCookie;
    const given = this.given.get(request);
    if (given !== undefined) return given;
    const bucket = newBucket();
    this.given.set(request, bucket);
    // Fastify appends to the Set-Cookie of the reply: other cookies of the same reply stay.
    reply.header('Set-Cookie', bucketCookie(bucket));
    return bucket;
  }
}
