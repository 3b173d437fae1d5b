import type { Limit } from '../schemas/limits.ts';
import { LIMIT_STATE, LIMIT_TYPE } from '../src/limitsConstants.ts';
import { LIMIT_KINDS } from './limitKinds.ts';
import type { LimitsDesk } from './limitsDesk.ts';
import type { LimitsStore } from './limitsStore.ts';
import type { RestrictionCache } from './restrictionCache.ts';

/**
 * The `limits` field of a test scenario patch: `{ userId, limits?, advanceSeconds?, askQuestions? }`. `limits`
 * replaces the player's limits; each entry gives `limitType` and `limitValue`, and may give `limitState`,
 * `needApprove`, `limitBalance`, `startsIn` (seconds from the scenario's now, negative for the past) and `lastsFor`
 * (seconds; absent or null for no end). `advanceSeconds` moves the scenario's clock forward (a pending limit
 * falling due, an exclusion starting, a session limit running out). Answers a problem, or null once applied.
 */
export async function patchLimitsScenario(
  { desk, store, restrictions }: { desk: LimitsDesk; store: LimitsStore; restrictions: RestrictionCache },
  realm: string,
  patch: unknown,
): Promise<string | null> {
  if (typeof patch !== 'object' || patch === null) return 'limits must be an object';
  const { userId, limits, advanceSeconds, askQuestions } = patch as Record<string, unknown>;
  if (advanceSeconds !== undefined && (typeof advanceSeconds !== 'number' || !Number.isInteger(advanceSeconds) || advanceSeconds < 0)) return 'limits.advanceSeconds must be a whole number of seconds';
  if (askQuestions !== undefined && typeof askQuestions !== 'boolean') return 'limits.askQuestions must be a boolean';
  if (limits !== undefined && (typeof userId !== 'string' || !/^[0-9]{1,20}$/.test(userId))) return 'limits.userId must name the player';
  let parsed: Limit[] | undefined;
  if (limits !== undefined) {
    if (!Array.isArray(limits) || limits.length > 50) return 'limits.limits must be a list';
    parsed = [];
    const nowS = await desk.nowS(realm);
    for (const entry of limits as unknown[]) {
      const problem = parseLimitEntry(entry, nowS);
      if (typeof problem === 'string') return problem;
      if (parsed.some((limit) => limit.limitType === problem.limitType && limit.limitState === problem.limitState)) return 'a player has one limit of a type in each state';
      parsed.push(problem);
    }
  }
  if (parsed && typeof userId === 'string') await desk.replaceLimits(realm, userId, parsed);
  if (typeof askQuestions === 'boolean' || typeof advanceSeconds === 'number') {
    await store.changeRealm(realm, { advanceSeconds: advanceSeconds as number | undefined, askQuestions: askQuestions as boolean | undefined });
    await restrictions.reload(realm, '');
  }
  return null;
}

const STATES: readonly string[] = Object.values(LIMIT_STATE);

function parseLimitEntry(entry: unknown, nowS: number): Limit | string {
  if (typeof entry !== 'object' || entry === null) return 'each limit must be an object';
  const { limitType, limitValue, limitState = LIMIT_STATE.active, needApprove = false, limitBalance, startsIn = 0, lastsFor = null } = entry as Record<string, unknown>;
  const kind = typeof limitType === 'number' ? LIMIT_KINDS.get(limitType) : undefined;
  if (!kind || typeof limitType !== 'number') return 'limitType must be a known limit type';
  if (typeof limitValue !== 'number' || !Number.isFinite(limitValue)) return 'limitValue must be a number';
  if (typeof limitState !== 'string' || !STATES.includes(limitState)) return 'limitState must be ACTIVE, PENDING or INACTIVE';
  if (typeof needApprove !== 'boolean') return 'needApprove must be a boolean';
  if (limitBalance !== undefined && (typeof limitBalance !== 'number' || !Number.isFinite(limitBalance))) return 'limitBalance must be a number';
  if (typeof startsIn !== 'number' || !Number.isInteger(startsIn)) return 'startsIn must be whole seconds';
  if (lastsFor !== null && (typeof lastsFor !== 'number' || !Number.isInteger(lastsFor) || lastsFor <= 0)) return 'lastsFor must be whole seconds';
  const startedAt = nowS + startsIn;
  const defaultBalance = limitType === LIMIT_TYPE.sessionLimit ? limitValue * 3600 : limitValue;
  return {
    limitType,
    limitValue,
    limitBalance: limitBalance ?? defaultBalance,
    limitState: limitState as Limit['limitState'],
    needApprove,
    startedAt,
    endsAt: lastsFor === null ? null : startedAt + lastsFor,
    selfExcludeReason: null,
    measure: kind.measure,
    label: kind.label.en,
    availableValues: [...kind.availableValues],
  };
}

