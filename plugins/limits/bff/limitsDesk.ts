import { randomUUID } from 'node:crypto';
import type { DepositRefusal, GamblingRestrictionsService, RemainingStake, StakeRefusal } from '../../../bff/bffModule.ts';
import type { Limit } from '../schemas/limits.ts';
import { exclusionInForce, isIncreaseApprovalDue, remainingDepositAmount, remainingSessionLimit } from '../src/limitRules.ts';
import { DEPOSIT_LIMIT_PERIOD_S, DEPOSIT_LIMIT_TYPES, EXCLUSION_LIMIT_TYPES, LIMIT_STATE, LIMIT_TYPE, NO_LIMIT_VALUE } from '../src/limitsConstants.ts';
import { depositLimitsByPeriod, profileRefusal, SPECIFICATION_LIMIT_RULES, type DomainLimitRules } from './domainLimitRules.ts';
import { apply, check, exclude, startSessionLimit } from './limitChanges.ts';
import { LIMIT_KINDS, limitsRefusal, QUESTIONS, RIGHT_ANSWER, type Lang, type LimitRequest, type TitleKey } from './limitKinds.ts';
import type { SqlExecutor } from '../../../bff/bffModule.ts';
import type { LimitsStore, PlayerLimits, RealmSettings } from './limitsStore.ts';
import type { RestrictionCache } from './restrictionCache.ts';
import { stakeRefusal, tightestStakeLimit } from './playLimits.ts';
import { restrictionOfPlayer } from './restrictionCache.ts';

/** What `save` and `answer` answer besides the limits. */
export interface SaveResult {
  status: 'saved' | 'questions';
  questions: ReturnType<typeof questionsIn>;
  tokenGuid: string | null;
  limitsData: Limit[];
}

const questionsIn = (lang: Lang) => QUESTIONS[lang];

/** The player's limits as the server answers them: labelled, the session limit's and deposit limits' balances counted to now, ended exclusions left out. */
function limitsReply(player: PlayerLimits, nowS: number, lang: Lang): Limit[] {
  return player.limits
    .filter((limit) => !(EXCLUSION_LIMIT_TYPES.includes(limit.limitType) && limit.endsAt !== null && limit.endsAt <= nowS))
    .map((limit) => {
      const withLabel = { ...limit, label: LIMIT_KINDS.get(limit.limitType)?.label[lang] ?? limit.label };
      if (DEPOSIT_LIMIT_TYPES.includes(limit.limitType)) return { ...withLabel, limitBalance: depositBalance(player, limit, nowS) };
      if (limit.limitType !== LIMIT_TYPE.sessionLimit || player.sessionStartedAt === null) return withLabel;
      return { ...withLabel, limitBalance: limit.limitValue * 3600 - (nowS - player.sessionStartedAt) };
    });
}

/**
 * A deposit limit's balance: its stored balance (the limit value, or what a test scenario set) less the deposits
 * settled within its rolling period (a limit set anew does not forget the period's deposits).
 */
function depositBalance(player: PlayerLimits, limit: Limit, nowS: number): number {
  if (limit.limitValue === NO_LIMIT_VALUE) return limit.limitBalance;
  const since = nowS - DEPOSIT_LIMIT_PERIOD_S[limit.limitType];
  const used = player.deposits.filter((deposit) => deposit.atS >= since).reduce((sum, deposit) => sum + deposit.amount, 0);
  return Math.max(0, limit.limitBalance - used);
}

/**
 * The players' limits, operator-wide (one set per player in a realm, on every domain), kept in the database
 * (limitsStore.ts); each change runs in one transaction with the player's row locked.
 */
export class LimitsDesk {
  constructor(
    private readonly store: LimitsStore,
    private readonly restrictions: RestrictionCache,
  ) {}

  async nowS(realm: string): Promise<number> {
    return this.store.nowS(await this.store.realmSettings(realm));
  }

  async limitsOf(realm: string, userId: string, lang: Lang): Promise<Limit[]> {
    const { player, nowS } = await this.store.read(realm, userId);
    return limitsReply(player, nowS, lang);
  }

  /** What the user's deposit limits leave them to deposit now (major units); null when none caps it. */
  async remainingDeposit(realm: string, userId: string): Promise<number | null> {
    const { player, nowS } = await this.store.read(realm, userId);
    return remainingDepositAmount(limitsReply(player, nowS, 'en'));
  }

  async depositRefusal(realm: string, userId: string, amount: number): Promise<DepositRefusal | null> {
    const { player, nowS } = await this.store.read(realm, userId);
    const exclusion = exclusionInForce(player.limits, nowS);
    if (exclusion) return { code: 'gambling_restricted', restriction: { kind: exclusion.kind, until: exclusion.endsAt } };
    const remaining = remainingDepositAmount(limitsReply(player, nowS, 'en'));
    return remaining !== null && amount > remaining ? { code: 'deposit_limit_exceeded', remaining } : null;
  }

  /** GamblingRestrictionsService.depositLimits: the player's active deposit limit of each period. */
  async depositLimits(realm: string, userId: string): ReturnType<GamblingRestrictionsService['depositLimits']> {
    const { player } = await this.store.read(realm, userId);
    return depositLimitsByPeriod(player.limits);
  }

  recordDeposit(realm: string, userId: string, amount: number, reference: string): Promise<void> {
    return this.store.recordDeposit(realm, userId, amount, reference);
  }

  /** GamblingRestrictionsService.remainingStake: what the tightest wagering or loss limit leaves now (no lock: it only informs). */
  async remainingStake(realm: string, userId: string): Promise<RemainingStake | null> {
    const { player, nowS } = await this.store.read(realm, userId);
    return tightestStakeLimit(player.limits, nowS, (sinceS) => this.store.playSince(undefined, realm, userId, sinceS));
  }

  /** GamblingRestrictionsService.reserveStake: the limits checked and the stake written in one transaction. */
  reserveStake(realm: string, userId: string, amount: number, reference: string): Promise<StakeRefusal | null> {
    return this.store.update(realm, userId, async (player, nowS, _settings, tx) => {
      if (await this.store.hasPlay(tx, realm, userId, 'stake', reference)) return null;
      // The database's word, whatever this server's restriction cache holds: no stake during an exclusion or after the session limit.
      const restriction = restrictionOfPlayer(player, nowS);
      if (restriction) return { code: 'gambling_restricted' as const, reason: restriction.kind };
      const refusal = stakeRefusal(await tightestStakeLimit(player.limits, nowS, (sinceS) => this.store.playSince(tx, realm, userId, sinceS)), amount);
      if (!refusal) await this.store.recordPlay(tx, realm, userId, 'stake', amount, nowS, reference);
      return refusal;
    });
  }

  releaseStake(realm: string, userId: string, reference: string): Promise<void> {
    return this.store.forgetPlay(realm, userId, 'stake', reference);
  }

  async recordPayout(realm: string, userId: string, amount: number, reference: string, stakedAtS?: number): Promise<void> {
    if (amount <= 0) return;
    await this.store.recordPlay(undefined, realm, userId, 'payout', amount, stakedAtS ?? (await this.nowS(realm)), reference);
  }

  /** A change of the player's limits; the restriction cache sees it before the call answers. */
  private async change<Result>(realm: string, userId: string, work: (player: PlayerLimits, nowS: number, settings: RealmSettings, tx: SqlExecutor) => Result | Promise<Result>): Promise<Result> {
    const result = await this.store.update(realm, userId, work);
    await this.restrictions.reload(realm, userId);
    return result;
  }

  /**
   * Saves limits, or asks questions first (tokenGuid) where the scenario asks them, under the `rules` of the domain
   * they are saved on (its profile's choices, and the wait of a loosening).
   */
  save(realm: string, userId: string, requests: readonly LimitRequest[], lang: Lang, rules: DomainLimitRules): Promise<SaveResult> {
    return this.change(realm, userId, async (player, nowS, settings, tx) => {
      for (const request of requests) check(player, request, nowS, rules);
      if (settings.askQuestions) {
        const tokenGuid = randomUUID();
        await this.store.keepAnswersAwaited(tx, tokenGuid, realm, userId, requests);
        return { status: 'questions' as const, questions: questionsIn(lang), tokenGuid, limitsData: limitsReply(player, nowS, lang) };
      }
      for (const request of requests) apply(player, request, nowS, rules);
      return { status: 'saved' as const, questions: [], tokenGuid: null, limitsData: limitsReply(player, nowS, lang) };
    });
  }

  /** The answers to a save's questions: all right applies the save (a loosening waits from then, under `rules`); any wrong keeps it waiting. */
  answer(realm: string, userId: string, tokenGuid: string, answers: ReadonlyArray<{ questionId: number; answerId: number }>, lang: Lang, rules: DomainLimitRules) {
    const questionsResult = QUESTIONS[lang].map((question) => ({
      questionId: question.id,
      correct: answers.some((answer) => answer.questionId === question.id && answer.answerId === RIGHT_ANSWER),
    }));
    const success = questionsResult.every((result) => result.correct);
    return this.change(realm, userId, async (player, nowS, _settings, tx) => {
      const requests = (await this.store.answersAwaited(tx, tokenGuid, realm, userId, success)) as LimitRequest[] | null;
      if (!requests) throw limitsRefusal(404, 'badToken');
      if (success) {
        for (const request of requests) check(player, request, nowS, rules);
        for (const request of requests) apply(player, request, nowS, rules);
      }
      return { questionsResult, success, limitsData: limitsReply(player, nowS, lang) };
    });
  }

  /**
   * Confirms (when due) or rejects the pending limit of a type; answers the title and the limits after it. A pending
   * limit saved without an end of its wait is due the request's domain's cooling-off after its start; a value that
   * domain's profile does not allow is not confirmed there.
   */
  act(realm: string, userId: string, limitType: number, action: 'confirm' | 'reject', lang: Lang, rules: DomainLimitRules): Promise<{ title: TitleKey; limitsData: Limit[] }> {
    return this.change(realm, userId, (player, nowS) => {
      const pending = player.limits.find((limit) => limit.limitType === limitType && limit.limitState === LIMIT_STATE.pending);
      if (!pending) throw limitsRefusal(404, 'noPending');
      if (action === 'reject') {
        player.limits = player.limits.filter((limit) => limit !== pending);
        return { title: 'cancelled' as const, limitsData: limitsReply(player, nowS, lang) };
      }
      if (!isIncreaseApprovalDue(pending, nowS, rules.coolingOffS)) throw limitsRefusal(409, 'notDue');
      const refusal = profileRefusal(limitType, pending.limitValue, rules);
      if (refusal) throw limitsRefusal(403, refusal);
      const confirmed: Limit = { ...pending, limitState: LIMIT_STATE.active, needApprove: false, startedAt: nowS, endsAt: null };
      if (limitType === LIMIT_TYPE.sessionLimit) startSessionLimit(player, pending.limitValue, confirmed, nowS);
      else player.limits = [...player.limits.filter((limit) => limit.limitType !== limitType), confirmed];
      return { title: 'confirmed' as const, limitsData: limitsReply(player, nowS, lang) };
    });
  }

  /** BlockUser: self-exclusion for `days`, starting now (never held behind questions: it must take effect at once). */
  async blockUser(realm: string, userId: string, days: number, selfExcludeReason: number | null): Promise<void> {
    await this.change(realm, userId, (player, nowS) => {
      const request = { limitType: LIMIT_TYPE.selfExclusion, limitValue: days, selfExcludeReason };
      check(player, request, nowS, SPECIFICATION_LIMIT_RULES);
      exclude(player, request, nowS);
    });
  }

  /** A ping of the running session: what is left of the session limit, and whether it has ended. */
  async ping(realm: string, userId: string): Promise<{ limitBalance: number; ended: boolean }> {
    const session = (await this.limitsOf(realm, userId, 'en')).find((limit) => limit.limitType === LIMIT_TYPE.sessionLimit && limit.limitState === LIMIT_STATE.active);
    const remaining = session ? remainingSessionLimit(session) : null;
    if (remaining === null) throw limitsRefusal(409, 'noSessionLimit');
    return { limitBalance: remaining, ended: remaining === 0 };
  }

  realityCheck(realm: string, userId: string, report: { action: string; do_not_show_again: boolean; popup_show_at: number }): Promise<void> {
    return this.store.recordRealityCheck(realm, userId, report);
  }

  /** Replaces a player's limits (test control); the session limit's session started so as to leave its balance. */
  replaceLimits(realm: string, userId: string, limits: Limit[]): Promise<void> {
    return this.change(realm, userId, (player, nowS) => {
      player.limits = limits;
      const session = limits.find((limit) => limit.limitType === LIMIT_TYPE.sessionLimit);
      player.sessionStartedAt = session ? nowS - (session.limitValue * 3600 - session.limitBalance) : null;
    });
  }
}
