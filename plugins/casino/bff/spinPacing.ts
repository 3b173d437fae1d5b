import { ApiError, type Database, type JurisdictionRules } from '../../../bff/bffModule.ts';
import { minorPerEuroOf } from './slotMachine.ts';

/** The casino's pacing values of a jurisdiction profile (`casinoPacing`). */
export type CasinoPacing = JurisdictionRules['casinoPacing'];

/** No pacing: the specification's slot (a launch desk without profiles, as unit tests build it). */
export const NO_PACING: CasinoPacing = {
  minSecondsPerSpin: null,
  minSecondsBetweenGameCycles: null,
  autoplay: true,
  quickSpin: true,
  maxStakePerSpinEur: null,
  showPayoutFigures: false,
  showNetPosition: false,
};

/** The longest interval the profile schema allows: older marks can be deleted. */
const LONGEST_INTERVAL_MS = 60_000;

/**
 * The least time from the start of one spin to the start of the next, in ms, or 0: the longer of the minimum per
 * spin (a spin started sooner would cut the previous one short) and the minimum between game cycles.
 */
export const spinIntervalMsOf = (pacing: CasinoPacing): number => Math.round(1000 * Math.max(pacing.minSecondsPerSpin ?? 0, pacing.minSecondsBetweenGameCycles ?? 0));

/** The highest stake of a spin in a currency's minor units, or null for none (the euro cap at the slot's reference rates). */
export const maxStakeMinorOf = (pacing: CasinoPacing, currency: string): number | null =>
  pacing.maxStakePerSpinEur === null ? null : Math.floor(pacing.maxStakePerSpinEur * minorPerEuroOf(currency));

/** Refuses a stake above the profile's maximum (403 `stake_above_maximum`, with the maximum in `meta`). */
export function checkStake(pacing: CasinoPacing, stakeMinor: number, currency: string): void {
  const maxStakeMinor = maxStakeMinorOf(pacing, currency);
  if (maxStakeMinor !== null && stakeMinor > maxStakeMinor) {
    throw new ApiError(403, 'stake_above_maximum', `the stake may be at most ${maxStakeMinor} (minor units of ${currency})`, { maxStakeMinor, currency });
  }
}

/** A claimed spin start: given back when the spin does not happen (a refused stake is no game cycle). */
export interface PaceClaim {
  release(): Promise<void>;
}

const NOTHING_CLAIMED: PaceClaim = { release: async () => {} };

/**
 * The start of each player's last spin, in the database (table casino_spin_pace) for every server: a spin claims
 * its player's mark with one conditional upsert, or is refused (429 `spin_too_soon`, `meta.retryAfterMs`).
 */
export class SpinPacing {
  constructor(private readonly database: Database) {}

  /** Claims a spin starting at `nowMs` (the server's clock) for a player, at least `intervalMs` after their last one. */
  async claim(realm: string, playerKey: string, nowMs: number, intervalMs: number): Promise<PaceClaim> {
    if (intervalMs <= 0) return NOTHING_CLAIMED;
    const startedAt = new Date(nowMs).toISOString();
    // Only this realm's: a test scenario's clock may run ahead of the others'.
    await this.database.query('DELETE FROM casino_spin_pace WHERE realm = $1 AND last_spin_at < $2', [realm, new Date(nowMs - LONGEST_INTERVAL_MS).toISOString()]);
    const claimed = await this.database.query(
      `INSERT INTO casino_spin_pace (realm, player_key, last_spin_at) VALUES ($1, $2, $3)
       ON CONFLICT (realm, player_key) DO UPDATE SET last_spin_at = EXCLUDED.last_spin_at WHERE casino_spin_pace.last_spin_at <= $4
       RETURNING last_spin_at`,
      [realm, playerKey, startedAt, new Date(nowMs - intervalMs).toISOString()],
    );
    if (claimed.length === 0) {
      const [last] = await this.database.query<{ last_spin_at: Date | string }>('SELECT last_spin_at FROM casino_spin_pace WHERE realm = $1 AND player_key = $2', [realm, playerKey]);
      const retryAfterMs = last ? Math.max(1, new Date(last.last_spin_at).getTime() + intervalMs - nowMs) : 1;
      throw new ApiError(429, 'spin_too_soon', `the next spin may start in ${retryAfterMs} ms`, { retryAfterMs, intervalMs });
    }
    return {
      // The mark goes only while it is still this spin's: the spin before it was at least the interval ago.
      release: async () => {
        await this.database.query('DELETE FROM casino_spin_pace WHERE realm = $1 AND player_key = $2 AND last_spin_at = $3', [realm, playerKey, startedAt]);
      },
    };
  }
}
