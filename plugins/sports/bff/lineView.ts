import type { CouponMarket, Market, Outcome, SportEvent } from '../schemas/sports.ts';
import { toCouponMarket } from '../src/line/toCouponMarket.ts';
import { sportName } from './catalog.ts';
import { DemoLine, type EventRecord } from './demoLine.ts';

type Score = NonNullable<SportEvent['score']>;

/** A test scenario's changes to the line (`sports` of the scenario patch): prices, blocks and scores, or a frozen line. */
export interface SportsOverlay {
  markets: Map<string, { coef?: number; isBlocked?: boolean }>;
  /** Scores of live games by event id. */
  scores: Map<number, Score>;
  /** The line as it was when the scenario froze it (records are immutable, so this is a copy of the map only). */
  frozen?: Map<number, EventRecord>;
  /** Grows with every patch; added to every version the scenario sees, so clients re-render. */
  revision: number;
}

export interface SportsPatch {
  markets?: Record<string, { coef?: number; isBlocked?: boolean } | null>;
  scores?: Record<string, Score | null>;
  frozen?: boolean;
  /**
   * Freezes the scenario on the demo line as it is made at this instant (epoch ms) instead of the running one: the
   * same games, times and prices on every run, for screenshots (the browser's clock is set to the same instant).
   */
  frozenAt?: number;
}

/** The last line made for `frozenAt`: its records are immutable, so every scenario frozen at that instant shares it. */
let lineMadeAt: { at: number; records: ReadonlyMap<number, EventRecord> } | undefined;
const lineAt = (at: number) => {
  if (lineMadeAt?.at !== at) lineMadeAt = { at, records: new DemoLine({ now: () => at }).records };
  return lineMadeAt.records;
};

const isGoals = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000;

function scoresError(scores: unknown): string | null {
  if (scores === undefined) return null;
  if (!scores || typeof scores !== 'object' || Array.isArray(scores)) return 'sports.scores must be an object';
  for (const [id, score] of Object.entries(scores)) {
    if (!/^[0-9]{1,12}$/.test(id)) return `sports.scores: ${id.slice(0, 20)} is not an event id`;
    if (score === null) continue;
    const { home, away, ...other } = (score ?? {}) as Record<string, unknown>;
    if (typeof score !== 'object' || Object.keys(other).length > 0 || !isGoals(home) || !isGoals(away)) return `sports.scores.${id} must be { home, away } or null`;
  }
  return null;
}

/** Overlays by scenario state: a reset scenario gets a new state object, so its overlay goes with the old one. */
const overlays = new WeakMap<object, SportsOverlay>();

export const overlayOf = (scenario: object): SportsOverlay | undefined => overlays.get(scenario);

/** Applies the `sports` field of a scenario patch; answers an error message for a malformed one. */
export function applySportsPatch(scenario: object, line: DemoLine, patch: unknown): string | null {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return 'sports must be an object';
  const { markets, scores, frozen, frozenAt, ...rest } = patch as SportsPatch & Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `sports: unknown field ${Object.keys(rest)[0]}`;
  if (frozen !== undefined && typeof frozen !== 'boolean') return 'sports.frozen must be a boolean';
  if (frozenAt !== undefined && (typeof frozenAt !== 'number' || !Number.isSafeInteger(frozenAt) || frozenAt < 0)) return 'sports.frozenAt must be epoch milliseconds';
  if (markets !== undefined && (!markets || typeof markets !== 'object' || Array.isArray(markets))) return 'sports.markets must be an object';
  for (const [id, change] of Object.entries(markets ?? {})) {
    if (change === null) continue;
    if (typeof change !== 'object' || Array.isArray(change)) return `sports.markets.${id} must be an object or null`;
    const { coef, isBlocked, ...other } = change;
    if (Object.keys(other).length > 0) return `sports.markets.${id}: unknown field ${Object.keys(other)[0]}`;
    if (coef !== undefined && (typeof coef !== 'number' || !Number.isFinite(coef) || coef < 1.01 || coef > 10_000)) return `sports.markets.${id}.coef must be a price from 1.01`;
    if (isBlocked !== undefined && typeof isBlocked !== 'boolean') return `sports.markets.${id}.isBlocked must be a boolean`;
  }
  const badScores = scoresError(scores);
  if (badScores) return badScores;
  const overlay: SportsOverlay = overlays.get(scenario) ?? { markets: new Map(), scores: new Map(), revision: 0 };
  for (const [id, change] of Object.entries(markets ?? {})) {
    if (change === null) overlay.markets.delete(id);
    else overlay.markets.set(id, { ...overlay.markets.get(id), ...change });
  }
  for (const [id, score] of Object.entries(scores ?? {})) {
    if (score === null) overlay.scores.delete(Number(id));
    else overlay.scores.set(Number(id), { home: score.home, away: score.away });
  }
  if (frozen === true && !overlay.frozen) overlay.frozen = new Map(line.records);
  if (frozenAt !== undefined) overlay.frozen = new Map(lineAt(frozenAt));
  if (frozen === false) overlay.frozen = undefined;
  overlay.revision += 1;
  overlays.set(scenario, overlay);
  return null;
}

export interface FoundOutcome {
  record: EventRecord;
  market: Market;
  outcome: Outcome;
}

/** The line as one request sees it: the live line, or its scenario's frozen copy, with the scenario's overlay. */
export class LineView {
  constructor(
    private readonly line: DemoLine,
    private readonly overlay?: SportsOverlay,
  ) {}

  records(): Iterable<EventRecord> {
    return (this.overlay?.frozen ?? this.line.records).values();
  }

  record(id: number): EventRecord | undefined {
    return (this.overlay?.frozen ?? this.line.records).get(id);
  }

  /** The event as this request sees it; lists carry only the main market. */
  event(record: EventRecord, full: boolean): SportEvent {
    const overlay = this.overlay;
    const markets = full ? record.event.markets : record.event.markets.slice(0, 1);
    if (!overlay) return full ? record.event : { ...record.event, markets };
    const score = this.scoreOf(record);
    return {
      ...record.event,
      ...(score ? { score } : {}),
      version: record.event.version + overlay.revision,
      markets: overlay.markets.size === 0 ? markets : markets.map((market) => this.market(market)),
    };
  }

  /** The game's score as this request sees it. */
  scoreOf(record: EventRecord): Score | undefined {
    return this.overlay?.scores.get(record.event.id) ?? record.event.score;
  }

  private market(market: Market): Market {
    if (!market.outcomes.some((outcome) => this.overlay!.markets.has(outcome.id))) return market;
    return { ...market, outcomes: market.outcomes.map((outcome) => this.outcomeOf(outcome)) };
  }

  private outcomeOf(outcome: Outcome): Outcome {
    const change = this.overlay?.markets.get(outcome.id);
    return change ? { ...outcome, coef: change.coef ?? outcome.coef, isBlocked: change.isBlocked ?? outcome.isBlocked } : outcome;
  }

  /** An outcome by id (`{eventId}:{marketKey}:{outcomeKey}`) with its game and market, or null when it no longer exists. */
  find(outcomeId: string): FoundOutcome | null {
    const eventId = Number(outcomeId.slice(0, outcomeId.indexOf(':')));
    const record = Number.isSafeInteger(eventId) ? this.record(eventId) : undefined;
    if (!record || record.event.status === 4) return null;
    const marketId = outcomeId.slice(0, outcomeId.lastIndexOf(':'));
    const market = record.event.markets.find((candidate) => candidate.id === marketId);
    const outcome = market?.outcomes.find((candidate) => candidate.id === outcomeId);
    return market && outcome ? { record, market, outcome: this.outcomeOf(outcome) } : null;
  }

  /** What the coupon keeps of an outcome: the same mapping the sports plugin makes when a price is tapped. */
  couponMarket({ record, market, outcome }: FoundOutcome, lang?: string): CouponMarket {
    return toCouponMarket(record.event, market, outcome, sportName(record.sport, lang));
  }
}
