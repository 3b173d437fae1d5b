import { randomUUID } from 'node:crypto';
import type { DomainSettings, ScenarioState } from '../../../bff/domainStore.ts';
import type { DepositRefusal, GamblingRestriction } from '../../../bff/bffServices.ts';
import type { Limit } from '../schemas/limits.ts';
import { exclusionInForce, isDepositApprovalDue, remainingDepositAmount, remainingSessionLimit } from '../src/limitRules.ts';
import {
  DEPOSIT_LIMIT_PERIOD_S,
  DEPOSIT_LIMIT_TYPES,
  EXCLUSION_LIMIT_TYPES,
  EXTRA_LIMIT_TYPES,
  LIMIT_STATE,
  LIMIT_TYPE,
  NO_LIMIT_VALUE,
  REALITY_CHECK_MINUTES,
  SECONDS_PER_DAY,
  SELF_EXCLUSION_DAYS,
  SESSION_LIMIT_MAX_HOURS,
  SESSION_LIMIT_MIN_HOURS,
  SESSION_LIMIT_NOT_SET,
  TIME_OUT_DAYS,
} from '../src/limitsConstants.ts';

/** A refusal of a limits call, in the shape the page reads: `data.status` and `data.title` (title for the player). */
export class LimitsError extends Error {
  constructor(readonly status: number, readonly titleKey: TitleKey) {
    super(titleKey);
  }
}

export type Lang = 'en' | 'ru';

const TITLES = {
  en: {
    invalid: 'These limits cannot be set.',
    exclusionRunning: 'A self-exclusion or time-out cannot be changed or cancelled while it runs.',
    extraLocked: 'Your wagering and loss limits are locked.',
    noPending: 'There is no limit waiting for your decision.',
    notDue: 'This limit cannot be confirmed before its waiting period ends.',
    confirmed: 'The limit is confirmed.',
    cancelled: 'The limit change is cancelled.',
    badToken: 'These answers belong to no pending limits.',
    noSessionLimit: 'No session limit is set.',
    notAvailable: 'This is not available.',
  },
  ru: {
    invalid: 'Эти лимиты установить нельзя.',
    exclusionRunning: 'Самоисключение или тайм-аут нельзя изменить или отменить, пока они действуют.',
    extraLocked: 'Ваши лимиты ставок и проигрышей заблокированы.',
    noPending: 'Нет лимита, ожидающего вашего решения.',
    notDue: 'Этот лимит нельзя подтвердить до конца периода ожидания.',
    confirmed: 'Лимит подтверждён.',
    cancelled: 'Изменение лимита отменено.',
    badToken: 'Эти ответы не относятся к ожидающим лимитам.',
    noSessionLimit: 'Лимит сессии не установлен.',
    notAvailable: 'Недоступно.',
  },
} as const;
export type TitleKey = keyof (typeof TITLES)['en'];
export const titleOf = (lang: Lang, key: TitleKey): string => TITLES[lang][key];

/** The money choices of the wagering, loss and deposit limits; NO_LIMIT_VALUE is "no limit". */
export const MONEY_LIMIT_CHOICES: readonly number[] = [1_000, 5_000, 10_000, 50_000, 100_000, NO_LIMIT_VALUE];
const SESSION_HOURS = Array.from({ length: SESSION_LIMIT_MAX_HOURS - SESSION_LIMIT_MIN_HOURS + 1 }, (_, index) => SESSION_LIMIT_MIN_HOURS + index);

interface LimitKind {
  measure: string;
  label: Record<Lang, string>;
  availableValues: readonly number[];
  /** Values outside availableValues are accepted (money limits). */
  custom: boolean;
}

const money = (en: string, ru: string): LimitKind => ({ measure: 'money', label: { en, ru }, availableValues: MONEY_LIMIT_CHOICES, custom: true });

/** The limit types the reference server offers, with their choices. */
export const LIMIT_KINDS: ReadonlyMap<number, LimitKind> = new Map<number, LimitKind>([
  [LIMIT_TYPE.wagering24h, money('Wagering, 24 hours', 'Ставки, 24 часа')],
  [LIMIT_TYPE.wagering7d, money('Wagering, 7 days', 'Ставки, 7 дней')],
  [LIMIT_TYPE.wagering30d, money('Wagering, 30 days', 'Ставки, 30 дней')],
  [LIMIT_TYPE.loss24h, money('Loss, 24 hours', 'Проигрыш, 24 часа')],
  [LIMIT_TYPE.loss7d, money('Loss, 7 days', 'Проигрыш, 7 дней')],
  [LIMIT_TYPE.loss30d, money('Loss, 30 days', 'Проигрыш, 30 дней')],
  [LIMIT_TYPE.deposit24h, money('Deposit, 24 hours', 'Депозит, 24 часа')],
  [LIMIT_TYPE.deposit7d, money('Deposit, 7 days', 'Депозит, 7 дней')],
  [LIMIT_TYPE.deposit30d, money('Deposit, 30 days', 'Депозит, 30 дней')],
  [LIMIT_TYPE.selfExclusion, { measure: 'days', label: { en: 'Self-exclusion', ru: 'Самоисключение' }, availableValues: SELF_EXCLUSION_DAYS, custom: false }],
  [LIMIT_TYPE.sessionLimit, { measure: 'hours', label: { en: 'Session limit', ru: 'Лимит сессии' }, availableValues: [SESSION_LIMIT_NOT_SET, ...SESSION_HOURS], custom: false }],
  [LIMIT_TYPE.realityCheck, { measure: 'minutes', label: { en: 'Reality check', ru: 'Проверка реальности' }, availableValues: REALITY_CHECK_MINUTES, custom: false }],
  [LIMIT_TYPE.timeOut, { measure: 'days', label: { en: 'Time-out', ru: 'Тайм-аут' }, availableValues: TIME_OUT_DAYS, custom: false }],
  [LIMIT_TYPE.extraLimitsLock, { measure: 'flag', label: { en: 'Lock wagering and loss limits', ru: 'Заблокировать лимиты ставок и проигрышей' }, availableValues: [1], custom: false }],
]);

export interface LimitRequest {
  limitType: number;
  limitValue: number;
  selfExcludeReason?: number | null;
}

export interface Question {
  id: number;
  text: string;
  answers: Array<{ id: number; text: string }>;
}

/** The questions asked before limits take effect, where the scenario asks them; answer 1 is the right one. */
const QUESTIONS: Record<Lang, Question[]> = {
  en: [{ id: 1, text: 'Do you understand that the limit binds you for its whole period?', answers: [{ id: 1, text: 'Yes' }, { id: 2, text: 'No' }] }],
  ru: [{ id: 1, text: 'Вы понимаете, что лимит действует весь свой срок?', answers: [{ id: 1, text: 'Да' }, { id: 2, text: 'Нет' }] }],
};
const RIGHT_ANSWER = 1;

interface Player {
  limits: Limit[];
  /** Saves waiting for the answers to their questions, by tokenGuid. */
  awaitingAnswers: Map<string, LimitRequest[]>;
  /** When the running session limit's session started (Unix s). */
  sessionStartedAt: number | null;
  realityChecks: Array<{ action: string; do_not_show_again: boolean; popup_show_at: number }>;
  /** Settled deposits (major units), which use the deposit limits over their periods. */
  deposits: Array<{ amount: number; atS: number }>;
}

interface ScenarioLimits {
  /** The scenario's clock runs ahead of the real one by this many seconds (test control moves it). */
  clockOffsetS: number;
  askQuestions: boolean;
  players: Map<string, Player>;
}

export interface LimitsDeskOptions {
  /** Epoch ms. */
  now?: () => number;
}

/** The player's limits of one server, kept per scenario (its copy of the domain) and per user. */
export class LimitsDesk {
  private readonly scenarios = new WeakMap<DomainSettings, ScenarioLimits>();
  private readonly now: () => number;

  constructor(options: LimitsDeskOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  private scenarioOf(scenario: ScenarioState): ScenarioLimits {
    let state = this.scenarios.get(scenario.domain);
    if (!state) {
      state = { clockOffsetS: 0, askQuestions: false, players: new Map() };
      this.scenarios.set(scenario.domain, state);
    }
    return state;
  }

  private playerOf(scenario: ScenarioState, userId: string): Player {
    const players = this.scenarioOf(scenario).players;
    let player = players.get(userId);
    if (!player) {
      player = { limits: [], awaitingAnswers: new Map(), sessionStartedAt: null, realityChecks: [], deposits: [] };
      players.set(userId, player);
    }
    return player;
  }

  /** The scenario's time, Unix seconds. */
  nowS(scenario: ScenarioState): number {
    return Math.floor(this.now() / 1000) + this.scenarioOf(scenario).clockOffsetS;
  }

  /** The player's limits as the server answers them (the session limit's balance counted to now; ended exclusions dropped). */
  limitsOf(scenario: ScenarioState, userId: string, lang: Lang): Limit[] {
    const player = this.playerOf(scenario, userId);
    const nowS = this.nowS(scenario);
    player.limits = player.limits.filter((limit) => !(EXCLUSION_LIMIT_TYPES.includes(limit.limitType) && limit.endsAt !== null && limit.endsAt <= nowS));
    return player.limits.map((limit) => {
      const kind = LIMIT_KINDS.get(limit.limitType);
      const withLabel = { ...limit, label: kind?.label[lang] ?? limit.label };
      if (DEPOSIT_LIMIT_TYPES.includes(limit.limitType)) return { ...withLabel, limitBalance: this.depositBalance(player, limit, nowS) };
      if (limit.limitType !== LIMIT_TYPE.sessionLimit || player.sessionStartedAt === null) return withLabel;
      return { ...withLabel, limitBalance: limit.limitValue * 3600 - (nowS - player.sessionStartedAt) };
    });
  }

  /** The self-exclusion or time-out that forbids gambling now, if any. */
  restrictionOf(scenario: ScenarioState, userId: string): GamblingRestriction | null {
    const players = this.scenarioOf(scenario).players;
    const player = players.get(userId);
    if (!player) return null;
    const exclusion = exclusionInForce(player.limits, this.nowS(scenario));
    return exclusion ? { kind: exclusion.kind, until: exclusion.endsAt } : null;
  }

  /**
   * A deposit limit's balance: its stored balance (the limit value, or what a test scenario set) less the deposits
   * settled within its rolling period (a limit set anew does not forget the period's deposits).
   */
  private depositBalance(player: Player, limit: Limit, nowS: number): number {
    if (limit.limitValue === NO_LIMIT_VALUE) return limit.limitBalance;
    const since = nowS - DEPOSIT_LIMIT_PERIOD_S[limit.limitType];
    const used = player.deposits.filter((deposit) => deposit.atS >= since).reduce((sum, deposit) => sum + deposit.amount, 0);
    return Math.max(0, limit.limitBalance - used);
  }

  remainingDeposit(scenario: ScenarioState, userId: string): number | null {
    if (!this.scenarioOf(scenario).players.has(userId)) return null;
    return remainingDepositAmount(this.limitsOf(scenario, userId, 'en'));
  }

  depositRefusal(scenario: ScenarioState, userId: string, amount: number): DepositRefusal | null {
    const restriction = this.restrictionOf(scenario, userId);
    if (restriction) return { code: 'gambling_restricted', restriction };
    const remaining = this.remainingDeposit(scenario, userId);
    return remaining !== null && amount > remaining ? { code: 'deposit_limit_exceeded', remaining } : null;
  }

  recordDeposit(scenario: ScenarioState, userId: string, amount: number): void {
    this.playerOf(scenario, userId).deposits.push({ amount, atS: this.nowS(scenario) });
  }

  /** Saves limits, or asks questions first (tokenGuid) where the scenario asks them. */
  save(scenario: ScenarioState, userId: string, requests: readonly LimitRequest[], lang: Lang): { status: 'saved' | 'questions'; questions: Question[]; tokenGuid: string | null; limitsData: Limit[] } {
    const player = this.playerOf(scenario, userId);
    const nowS = this.nowS(scenario);
    for (const request of requests) this.check(player, request, nowS);
    if (this.scenarioOf(scenario).askQuestions) {
      const tokenGuid = randomUUID();
      player.awaitingAnswers.set(tokenGuid, [...requests]);
      return { status: 'questions', questions: QUESTIONS[lang], tokenGuid, limitsData: this.limitsOf(scenario, userId, lang) };
    }
    for (const request of requests) this.apply(player, request, nowS);
    return { status: 'saved', questions: [], tokenGuid: null, limitsData: this.limitsOf(scenario, userId, lang) };
  }

  /** The answers to a save's questions: all right applies the save; any wrong keeps it waiting. */
  answer(scenario: ScenarioState, userId: string, tokenGuid: string, answers: ReadonlyArray<{ questionId: number; answerId: number }>, lang: Lang) {
    const player = this.playerOf(scenario, userId);
    const requests = player.awaitingAnswers.get(tokenGuid);
    if (!requests) throw new LimitsError(404, 'badToken');
    const questionsResult = QUESTIONS[lang].map((question) => ({
      questionId: question.id,
      correct: answers.some((answer) => answer.questionId === question.id && answer.answerId === RIGHT_ANSWER),
    }));
    const success = questionsResult.every((result) => result.correct);
    if (success) {
      player.awaitingAnswers.delete(tokenGuid);
      const nowS = this.nowS(scenario);
      for (const request of requests) this.check(player, request, nowS);
      for (const request of requests) this.apply(player, request, nowS);
    }
    return { questionsResult, success, limitsData: this.limitsOf(scenario, userId, lang) };
  }

  /** Confirms (when due) or rejects the pending limit of a type. */
  act(scenario: ScenarioState, userId: string, limitType: number, action: 'confirm' | 'reject'): TitleKey {
    const player = this.playerOf(scenario, userId);
    const pending = player.limits.find((limit) => limit.limitType === limitType && limit.limitState === LIMIT_STATE.pending);
    if (!pending) throw new LimitsError(404, 'noPending');
    const nowS = this.nowS(scenario);
    if (action === 'reject') {
      player.limits = player.limits.filter((limit) => limit !== pending);
      return 'cancelled';
    }
    if (!isDepositApprovalDue(pending, nowS)) throw new LimitsError(409, 'notDue');
    const confirmed: Limit = { ...pending, limitState: LIMIT_STATE.active, needApprove: false, startedAt: nowS };
    player.limits = [...player.limits.filter((limit) => limit.limitType !== limitType), confirmed];
    return 'confirmed';
  }

  /** BlockUser: self-exclusion for `days`, starting now (never held behind questions: it must take effect at once). */
  blockUser(scenario: ScenarioState, userId: string, days: number, selfExcludeReason: number | null): void {
    const player = this.playerOf(scenario, userId);
    const nowS = this.nowS(scenario);
    const request = { limitType: LIMIT_TYPE.selfExclusion, limitValue: days, selfExcludeReason };
    this.check(player, request, nowS);
    this.apply(player, request, nowS);
  }

  /** A ping of the running session: what is left of the session limit, and whether it has ended. */
  ping(scenario: ScenarioState, userId: string): { limitBalance: number; ended: boolean } {
    const session = this.limitsOf(scenario, userId, 'en').find((limit) => limit.limitType === LIMIT_TYPE.sessionLimit && limit.limitState === LIMIT_STATE.active);
    const remaining = session ? remainingSessionLimit(session) : null;
    if (remaining === null) throw new LimitsError(409, 'noSessionLimit');
    return { limitBalance: remaining, ended: remaining === 0 };
  }

  realityCheck(scenario: ScenarioState, userId: string, report: Player['realityChecks'][number]): void {
    const player = this.playerOf(scenario, userId);
    player.realityChecks.push(report);
  }

  /** The reality-check answers the player gave (for tests). */
  realityChecksOf(scenario: ScenarioState, userId: string): ReadonlyArray<Player['realityChecks'][number]> {
    return this.playerOf(scenario, userId).realityChecks;
  }

  private check(player: Player, request: LimitRequest, nowS: number): void {
    const kind = LIMIT_KINDS.get(request.limitType);
    if (!kind) throw new LimitsError(400, 'invalid');
    const value = request.limitValue;
    const valid = kind.custom ? Number.isFinite(value) && value > 0 && value <= NO_LIMIT_VALUE : kind.availableValues.includes(value);
    if (!valid) throw new LimitsError(400, 'invalid');
    const exclusionRunning = player.limits.some(
      (limit) => limit.limitType === request.limitType && EXCLUSION_LIMIT_TYPES.includes(limit.limitType) && limit.limitState === LIMIT_STATE.active && (limit.endsAt === null || limit.endsAt > nowS),
    );
    if (exclusionRunning) throw new LimitsError(403, 'exclusionRunning');
    const locked = player.limits.some((limit) => limit.limitType === LIMIT_TYPE.extraLimitsLock && limit.limitState === LIMIT_STATE.active);
    if (locked && (EXTRA_LIMIT_TYPES.includes(request.limitType) || request.limitType === LIMIT_TYPE.extraLimitsLock)) throw new LimitsError(403, 'extraLocked');
  }

  private apply(player: Player, request: LimitRequest, nowS: number): void {
    const { limitType, limitValue } = request;
    const kind = LIMIT_KINDS.get(limitType)!;
    const base: Limit = {
      limitType,
      limitValue,
      limitBalance: limitValue,
      limitState: LIMIT_STATE.active,
      needApprove: false,
      startedAt: nowS,
      endsAt: null,
      selfExcludeReason: null,
      measure: kind.measure,
      label: kind.label.en,
      availableValues: [...kind.availableValues],
    };
    const others = (predicate: (limit: Limit) => boolean) => player.limits.filter((limit) => !(limit.limitType === limitType && predicate(limit)));
    if (DEPOSIT_LIMIT_TYPES.includes(limitType)) {
      const current = player.limits.find((limit) => limit.limitType === limitType && limit.limitState === LIMIT_STATE.active);
      // A decrease takes effect at once (UKGC RTS 12); an increase waits for the approval window.
      if (limitValue <= (current?.limitValue ?? NO_LIMIT_VALUE)) {
        player.limits = [...others(() => true), base];
      } else {
        player.limits = [...others((limit) => limit.limitState === LIMIT_STATE.pending), { ...base, limitState: LIMIT_STATE.pending, needApprove: true }];
      }
      return;
    }
    if (EXCLUSION_LIMIT_TYPES.includes(limitType)) {
      const exclusion = { ...base, endsAt: nowS + limitValue * SECONDS_PER_DAY, selfExcludeReason: request.selfExcludeReason ?? null };
      player.limits = [...others(() => true), exclusion];
      return;
    }
    if (limitType === LIMIT_TYPE.sessionLimit) {
      player.limits = others(() => true);
      player.sessionStartedAt = null;
      if (limitValue === SESSION_LIMIT_NOT_SET) return;
      player.sessionStartedAt = nowS;
      player.limits.push({ ...base, limitBalance: limitValue * 3600 });
      return;
    }
    player.limits = [...others(() => true), base];
  }

  /**
   * The `limits` field of a test scenario patch: `{ userId, limits?, advanceSeconds?, askQuestions? }`. `limits`
   * replaces the player's limits; each entry gives `limitType` and `limitValue`, and may give `limitState`,
   * `needApprove`, `limitBalance`, `startsIn` (seconds from the scenario's now, negative for the past) and `lastsFor`
   * (seconds; absent or null for no end). `advanceSeconds` moves the scenario's clock forward (a pending limit
   * falling due, an exclusion starting, a session limit running out).
   */
  patchScenario(scenario: ScenarioState, patch: unknown): string | null {
    if (typeof patch !== 'object' || patch === null) return 'limits must be an object';
    const { userId, limits, advanceSeconds, askQuestions } = patch as Record<string, unknown>;
    if (advanceSeconds !== undefined && (typeof advanceSeconds !== 'number' || !Number.isInteger(advanceSeconds) || advanceSeconds < 0)) return 'limits.advanceSeconds must be a whole number of seconds';
    if (askQuestions !== undefined && typeof askQuestions !== 'boolean') return 'limits.askQuestions must be a boolean';
    if (limits !== undefined && (typeof userId !== 'string' || !/^[0-9]{1,20}$/.test(userId))) return 'limits.userId must name the player';
    let parsed: Limit[] | undefined;
    if (limits !== undefined) {
      if (!Array.isArray(limits) || limits.length > 50) return 'limits.limits must be a list';
      parsed = [];
      const nowS = this.nowS(scenario);
      for (const entry of limits as unknown[]) {
        const problem = parseLimitEntry(entry, nowS);
        if (typeof problem === 'string') return problem;
        parsed.push(problem);
      }
    }
    const state = this.scenarioOf(scenario);
    if (parsed && typeof userId === 'string') {
      const player = this.playerOf(scenario, userId);
      player.limits = parsed;
      const session = parsed.find((limit) => limit.limitType === LIMIT_TYPE.sessionLimit);
      player.sessionStartedAt = session ? this.nowS(scenario) - (session.limitValue * 3600 - session.limitBalance) : null;
    }
    if (typeof askQuestions === 'boolean') state.askQuestions = askQuestions;
    if (typeof advanceSeconds === 'number') state.clockOffsetS += advanceSeconds;
    return null;
  }
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

