import type { RemainingStake, StakeRefusal } from '../../../bff/bffModule.ts';
import type { Limit } from '../schemas/limits.ts';
import { LIMIT_STATE, LIMIT_TYPE, LOSS_LIMIT_TYPES, NO_LIMIT_VALUE, SECONDS_PER_DAY, WAGERING_LIMIT_TYPES } from '../src/limitsConstants.ts';
import type { PlaySums } from './limitsStore.ts';

type LimitRefusal = Extract<StakeRefusal, { remaining: number }>;

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
 * The tightest of the player's active wagering and loss limits and what it leaves them to stake now: a wagering
 * limit less what was staked in its period, a loss limit less what was lost in its period (stakes less payouts),
 * since a stake may be lost whole. Null when none caps stakes. `playSince` reads the play ledger (inside a change's
 * transaction, with the player's row locked, when the answer decides a stake).
 */
export async function tightestStakeLimit(limits: readonly Limit[], nowS: number, playSince: (sinceS: number) => Promise<PlaySums>): Promise<RemainingStake | null> {
  let tightest: RemainingStake | null = null;
  for (const limit of limits) {
    const isWagering = WAGERING_LIMIT_TYPES.includes(limit.limitType);
    if (limit.limitState !== LIMIT_STATE.active || limit.limitValue === NO_LIMIT_VALUE || (!isWagering && !LOSS_LIMIT_TYPES.includes(limit.limitType))) continue;
    const { staked, paid } = await playSince(nowS - PERIOD_S[limit.limitType]);
    const used = isWagering ? staked : Math.max(0, staked - paid);
    const remaining = Math.max(0, Math.round((limit.limitValue - used) * 100) / 100);
    if (!tightest || remaining < tightest.remaining) tightest = { kind: isWagering ? 'wagering' : 'loss', limitType: limit.limitType, remaining };
  }
  return tightest;
}

/** Why a stake of `amount` is refused by the tightest limit (it may not pass what that limit leaves); null when it is allowed. */
export function stakeRefusal(tightest: RemainingStake | null, amount: number): LimitRefusal | null {
  if (!tightest || amount <= tightest.remaining + 1e-9) return null;
  return { code: tightest.kind === 'wagering' ? 'wagering_limit_exceeded' : 'loss_limit_exceeded', limitType: tightest.limitType, remaining: tightest.remaining };
}
