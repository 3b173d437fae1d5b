import type { StakeRefusal } from '../../../bff/bffModule.ts';

type LimitRefusal = Extract<StakeRefusal, { remaining: number }>;
import type { SqlExecutor } from '../../../bff/bffModule.ts';
import type { Limit } from '../schemas/limits.ts';
import { LIMIT_STATE, LIMIT_TYPE, LOSS_LIMIT_TYPES, NO_LIMIT_VALUE, SECONDS_PER_DAY, WAGERING_LIMIT_TYPES } from '../src/limitsConstants.ts';

/** The rolling period of each wagering and loss limit. */
const PERIOD_S: Readonly<Record<number, number>> = {
  [LIMIT_TYPE.wagering24h]: SECONDS_PER_DAY,
  [LIMIT_TYPE.wagering7d]: 7 * SECONDS_PER_DAY,
  [LIMIT_TYPE.wagering30d]: 30 * SECONDS_PER_DAY,
  [LIMIT_TYPE.loss24h]: SECONDS_PER_DAY,
  [LIMIT_TYPE.loss7d]: 7 * SECONDS_PER_DAY,
  [LIMIT_TYPE.loss30d]: 30 * SECONDS_PER_DAY,
};

/**
 * Why a stake of `amount` is refused by the player's active wagering limits (what was staked in each period, and
 * this stake, may not pass the limit) or loss limits (what was lost in each period, stakes less payouts, and this
 * stake, all of which it may lose, may not pass the limit); null when they allow it. Reads the play ledger inside
 * the caller's transaction, with the player's row locked.
 */
export async function stakeRefusal(tx: SqlExecutor, realm: string, userId: string, limits: readonly Limit[], amount: number, nowS: number): Promise<LimitRefusal | null> {
  for (const limit of limits) {
    const isWagering = WAGERING_LIMIT_TYPES.includes(limit.limitType);
    if (limit.limitState !== LIMIT_STATE.active || limit.limitValue === NO_LIMIT_VALUE || (!isWagering && !LOSS_LIMIT_TYPES.includes(limit.limitType))) continue;
    const [sums] = await tx.query<{ staked: number; paid: number }>(
      `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'stake'), 0)::float8 AS staked, coalesce(sum(amount) FILTER (WHERE kind = 'payout'), 0)::float8 AS paid
       FROM limits_play WHERE realm = $1 AND user_id = $2 AND at > $3`,
      [realm, userId, nowS - PERIOD_S[limit.limitType]],
    );
    const used = isWagering ? sums.staked : Math.max(0, sums.staked - sums.paid);
    const remaining = Math.max(0, Math.round((limit.limitValue - used) * 100) / 100);
    if (amount > remaining + 1e-9) return { code: isWagering ? 'wagering_limit_exceeded' : 'loss_limit_exceeded', limitType: limit.limitType, remaining };
  }
  return null;
}
