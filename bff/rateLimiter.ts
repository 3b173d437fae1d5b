interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per client: each holds up to `perMinute` tokens and refills at `perMinute` a minute, so a client
 * may spend its whole minute at once and then one token every 60 / perMinute seconds. At most `maxClients` buckets
 * are kept; past that the least recently used one is forgotten (a forgotten client starts full again).
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly perMinute: number,
    private readonly maxClients: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes `cost` tokens from the client's bucket; false (and nothing taken) when it has fewer. */
  take(client: string, cost: number): boolean {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) * this.perMinute) / 60_000);
    bucket.at = now;
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > this.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
    if (bucket.tokens < cost) return false;
    bucket.tokens -= cost;
    return true;
  }
}
