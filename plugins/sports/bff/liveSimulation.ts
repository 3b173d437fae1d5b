import { DemoLine, RESULTS_KEPT_S, contextOf, type EventRecord } from './demoLine.ts';
import { advanceGame, clonePlay, type Play } from './gamePlay.ts';
import { seededRandom, type Random } from '../../../bff/bffModule.ts';
import { SPORTS } from './catalog.ts';

export const TICK_MS = 2000;
/** Seconds of a goal (set, map, stoppage) during which the game's markets are blocked. */
export const BLOCK_AFTER_SCORE_S = 6;
/** Chance per tick that a live game blocks one of its markets for a few seconds. */
const RANDOM_BLOCK_CHANCE = 0.03;
/** Chance per tick that a live game's strengths move (the odds' random walk). */
const WALK_CHANCE = 0.6;
/** Chance per tick and line game of a small price move: rare, the line is stable. */
const LINE_MOVE_CHANCE = 0.0005;

export interface TickReport {
  /** Events whose version moved. */
  changed: number;
  started: number;
  finished: number;
  scored: number;
}

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * The live ticker: every tick plays each live game on (clock, periods, goals, finish), walks its odds, blocks and
 * unblocks markets now and then, starts line games whose time came, and promotes the soonest line games so that each
 * sport keeps its target of live games. Every change bumps the event's version. Driven by `tick()`, which tests call
 * with an injected clock; `start()` runs it on an unref'ed timer.
 */
export class LiveSimulation {
  private lastTick: number;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly rng: Random;

  private readonly afterTick: () => void;

  /** `afterTick` runs after every tick (the coupon desk settles due coupons there). */
  constructor(
    private readonly line: DemoLine,
    options: { seed?: number; afterTick?: () => void } = {},
  ) {
    this.lastTick = line.now();
    this.rng = seededRandom(options.seed ?? 7_919);
    this.afterTick = options.afterTick ?? (() => undefined);
  }

  start(intervalMs = TICK_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  tick(): TickReport {
    const now = this.line.now();
    // A long pause (a sleeping laptop) plays on by at most 10 s.
    const dt = Math.min(10, Math.max(0, (now - this.lastTick) / 1000));
    this.lastTick = now;
    const report: TickReport = { changed: 0, started: 0, finished: 0, scored: 0 };
    const liveBySport = new Map<number, number>();
    const nowS = Math.floor(now / 1000);
    for (const record of Array.from(this.line.records.values())) {
      const { status } = record.event;
      if (status === 4) {
        if ((record.finishedAt ?? 0) < now - RESULTS_KEPT_S * 1000) this.line.records.delete(record.event.id);
        continue;
      }
      if (status === 1) {
        if (record.sport.model !== 'outright' && record.event.startsAt <= nowS) {
          this.kickOff(record, report);
          liveBySport.set(record.sport.id, (liveBySport.get(record.sport.id) ?? 0) + 1);
        } else if (this.rng.chance(LINE_MOVE_CHANCE * Math.max(1, dt / 2))) {
          const play = clonePlay(record.play);
          this.walk(play, record, 0.5);
          this.line.commit(record, play);
          report.changed += 1;
        }
        continue;
      }
      if (dt > 0) this.playOn(record, dt, now, report);
      if (this.line.get(record.event.id)?.event.status !== 4) liveBySport.set(record.sport.id, (liveBySport.get(record.sport.id) ?? 0) + 1);
    }
    // Promotion: the soonest line games go live so that every sport keeps its live target.
    for (const sport of SPORTS) {
      let missing = sport.liveTarget - (liveBySport.get(sport.id) ?? 0);
      if (missing <= 0) continue;
      const candidates = Array.from(this.line.records.values())
        .filter((record) => record.sport.id === sport.id && record.event.status === 1)
        .sort((a, b) => a.event.startsAt - b.event.startsAt || a.event.id - b.event.id);
      for (const record of candidates) {
        if (missing <= 0) break;
        this.kickOff(record, report);
        missing -= 1;
      }
    }
    this.afterTick();
    return report;
  }

  private kickOff(record: EventRecord, report: TickReport): void {
    this.line.startGame(record);
    this.line.replenish(record.champ);
    report.started += 1;
    report.changed += 1;
  }

  private playOn(record: EventRecord, dt: number, now: number, report: TickReport): void {
    const play = clonePlay(record.play);
    const step = advanceGame(play, contextOf(record, this.rng), dt);
    for (const [key, until] of Object.entries(play.game.blockedUntil)) if (until <= now) delete play.game.blockedUntil[key];
    if (play.status === 4) {
      this.line.commit(record, play, { finishedAt: now });
      report.finished += 1;
      report.changed += 1;
      return;
    }
    if (this.rng.chance(WALK_CHANCE)) this.walk(play, record, 1);
    if (step.scored) {
      play.game.blockedUntil['*'] = now + BLOCK_AFTER_SCORE_S * 1000;
      report.scored += 1;
    } else if (this.rng.chance(RANDOM_BLOCK_CHANCE) && record.event.markets.length > 0) {
      const market = this.rng.pick(record.event.markets);
      play.game.blockedUntil[market.id.slice(market.id.indexOf(':') + 1)] = now + this.rng.int(4, 10) * 1000;
    }
    this.line.commit(record, play);
    report.changed += 1;
  }

  /** The odds' random walk: strengths wander and revert to where the game started. */
  private walk(play: Play, record: EventRecord, size: number): void {
    const { game } = play;
    const rng = this.rng;
    switch (record.sport.model) {
      case 'goals':
      case 'points':
      case 'cricket':
        game.strength = game.strength.map((value, index) => value + 0.08 * (game.base[index] - value) + value * 0.02 * size * rng.normal()) as [number, number];
        break;
      case 'sets':
      case 'fight': {
        const next = sigmoid(logit(game.strength[0]) + 0.08 * (logit(game.base[0]) - logit(game.strength[0])) + 0.07 * size * rng.normal());
        const p = Math.min(0.95, Math.max(0.05, next));
        game.strength = [p, 1 - p];
        break;
      }
      case 'race':
      case 'outright': {
        if (!game.weights) break;
        const moved = game.weights.map((value) => value * Math.exp(0.05 * size * rng.normal()));
        const sum = moved.reduce((a, b) => a + b, 0);
        game.weights = moved.map((value) => value / sum);
        break;
      }
    }
  }
}
