import type { GameModel, Tuning } from './catalog.ts';
import { FIGHT_HAZARD } from './duelMarkets.ts';
import type { GameState, Score } from './gameState.ts';
import type { Random } from '../../../bff/bffModule.ts';

/** The part of a game that play changes: status, score, periods and the model's state. */
export interface Play {
  status: 1 | 2 | 3 | 4;
  score: Score;
  periodScores: Score[];
  game: GameState;
}

export interface PlayContext {
  model: GameModel;
  sportSlug: string;
  tuning: Tuning;
  rng: Random;
}

export interface PlayStep {
  /** Someone scored a goal / won a set or map / the fight or race ended: markets are blocked for a moment. */
  scored: boolean;
}

export const clonePlay = (play: Play): Play => ({
  status: play.status,
  score: { ...play.score },
  periodScores: play.periodScores.map((score) => ({ ...score })),
  game: {
    ...play.game,
    strength: [...play.game.strength],
    base: [...play.game.base],
    weights: play.game.weights && [...play.game.weights],
    lines: { ...play.game.lines },
    blockedUntil: { ...play.game.blockedUntil },
  },
});

/** Kick-off: the game turns live with an empty score and its first period. */
export function startPlay(play: Play, model: GameModel): void {
  play.status = 2;
  play.score = { home: 0, away: 0 };
  play.periodScores = model === 'race' || model === 'fight' || model === 'outright' ? [] : [{ home: 0, away: 0 }];
  play.game.elapsed = 0;
  play.game.breakLeft = 0;
  play.game.mapElapsed = 0;
}

function poissonSample(rng: Random, mean: number): number {
  let count = 0;
  let product = rng.next();
  const limit = Math.exp(-mean);
  while (product > limit && count < 50) {
    count += 1;
    product *= rng.next();
  }
  return count;
}

const last = (play: Play) => {
  if (play.periodScores.length === 0) play.periodScores.push({ home: 0, away: 0 });
  return play.periodScores[play.periodScores.length - 1];
};

/** A break: status 3 for `seconds`, then the next period starts. Returns true when the break is still running. */
function runBreak(play: Play, dt: number, nextPeriod: () => void): boolean {
  if (play.game.breakLeft <= 0) return false;
  play.game.breakLeft -= dt;
  if (play.game.breakLeft <= 0) {
    play.game.breakLeft = 0;
    play.status = 2;
    nextPeriod();
  }
  return true;
}

function periodLength(play: Play, tuning: Tuning, overtime: number): number {
  return play.periodScores.length > tuning.periods ? overtime : tuning.duration / tuning.periods;
}

/** Goals (football, hockey, cyber football) and points (basketball): regulation periods, breaks, overtime for a tied basketball game. */
function advanceTimed(play: Play, context: PlayContext, dt: number): PlayStep {
  const { tuning, rng, model } = context;
  const newPeriod = () => play.periodScores.push({ home: 0, away: 0 });
  if (runBreak(play, dt, newPeriod)) return { scored: false };
  const overtime = model === 'points' ? 300 : 0;
  const index = play.periodScores.length;
  const periodEnd = index <= tuning.periods ? (tuning.duration / tuning.periods) * index : tuning.duration + overtime * (index - tuning.periods);
  const step = Math.min(dt, Math.max(0, periodEnd - play.game.elapsed));
  let scored = false;
  for (const side of ['home', 'away'] as const) {
    const rate = play.game.strength[side === 'home' ? 0 : 1] / tuning.duration;
    if (model === 'goals') {
      if (rng.chance(rate * step)) {
        play.score[side] += 1;
        last(play)[side] += 1;
        scored = true;
      }
    } else {
      for (let basket = poissonSample(rng, (rate * step) / 2.2); basket > 0; basket -= 1) {
        const points = rng.chance(0.1) ? 1 : rng.chance(1 / 3) ? 3 : 2;
        play.score[side] += points;
        last(play)[side] += points;
      }
    }
  }
  play.game.elapsed += step;
  if (play.game.elapsed >= periodEnd - 1e-9) {
    const tied = play.score.home === play.score.away;
    if (index >= tuning.periods && !(model === 'points' && tied)) {
      play.status = 4;
      return { scored: true };
    }
    play.status = 3;
    play.game.breakLeft = model === 'points' && index === tuning.periods / 2 ? tuning.breakSeconds * 5 : tuning.breakSeconds;
  }
  return { scored };
}

/** Best of three sets (tennis games) or maps (Counter-Strike rounds to 13, Dota 2 maps of 30–45 minutes). */
function advanceSets(play: Play, context: PlayContext, dt: number): PlayStep {
  const { rng, sportSlug, tuning } = context;
  const newSet = () => {
    play.periodScores.push({ home: 0, away: 0 });
    play.game.mapElapsed = 0;
    play.game.mapLength = rng.int(1800, 2700);
  };
  if (runBreak(play, dt, newSet)) return { scored: false };
  if (play.periodScores.length === 0) newSet();
  const p = play.game.strength[0];
  const current = last(play);
  let setWinner: 'home' | 'away' | null = null;
  if (sportSlug === 'tennis') {
    if (rng.chance(dt / 240)) {
      current[rng.chance(0.5 + (p - 0.5) * 0.5) ? 'home' : 'away'] += 1;
      const { home, away } = current;
      if ((Math.max(home, away) >= 6 && Math.abs(home - away) >= 2) || Math.max(home, away) === 7) setWinner = home > away ? 'home' : 'away';
    }
  } else if (sportSlug === 'counter-strike') {
    if (rng.chance(dt / 110)) {
      current[rng.chance(0.5 + (p - 0.5) * 0.4) ? 'home' : 'away'] += 1;
      if (Math.max(current.home, current.away) >= 13) setWinner = current.home > current.away ? 'home' : 'away';
    }
  } else {
    play.game.mapElapsed += dt;
    current.home += poissonSample(rng, dt * 0.025 * (0.6 + p * 0.8));
    current.away += poissonSample(rng, dt * 0.025 * (1.4 - p * 0.8));
    if (play.game.mapElapsed >= play.game.mapLength) {
      const chance = Math.min(0.95, Math.max(0.05, p + 0.02 * (current.home - current.away)));
      setWinner = rng.chance(chance) ? 'home' : 'away';
    }
  }
  if (!setWinner) return { scored: false };
  play.score[setWinner] += 1;
  if (play.score[setWinner] >= 2) {
    play.status = 4;
  } else if (tuning.breakSeconds > 0) {
    play.status = 3;
    play.game.breakLeft = tuning.breakSeconds;
  } else {
    newSet();
  }
  return { scored: true };
}

/** A T20 match: 120 balls an innings, a ball every 40 s or so; the chasing side wins as soon as it passes. */
function advanceCricket(play: Play, context: PlayContext, dt: number): PlayStep {
  const { rng, tuning } = context;
  if (runBreak(play, dt, () => play.periodScores.push({ home: 0, away: 0 }))) return { scored: false };
  if (!rng.chance(Math.min(1, dt / 40))) return { scored: false };
  const perInnings = tuning.duration / 2;
  const side = play.game.elapsed < perInnings ? 'home' : 'away';
  const strength = play.game.strength[side === 'home' ? 0 : 1];
  const roll = rng.next();
  const runs = !rng.chance(Math.min(1, strength / 176)) ? 0 : roll < 0.33 ? 0 : roll < 0.7 ? 1 : roll < 0.8 ? 2 : roll < 0.82 ? 3 : roll < 0.94 ? 4 : 6;
  play.score[side] += runs;
  last(play)[side] += runs;
  play.game.elapsed += 1;
  if (side === 'away' && play.score.away > play.score.home) {
    play.status = 4;
    return { scored: true };
  }
  if (play.game.elapsed >= tuning.duration) {
    play.status = 4;
    return { scored: true };
  }
  if (play.game.elapsed === perInnings) {
    play.status = 3;
    play.game.breakLeft = tuning.breakSeconds;
  }
  return { scored: runs >= 4 };
}

/** Three five-minute rounds; the fight ends at its stoppage second or goes the distance. */
function advanceFight(play: Play, context: PlayContext, dt: number): PlayStep {
  const { rng, tuning } = context;
  const decide = () => {
    play.status = 4;
    play.score = rng.chance(play.game.strength[0]) ? { home: 1, away: 0 } : { home: 0, away: 1 };
    return { scored: true };
  };
  if (runBreak(play, dt, () => undefined)) return { scored: false };
  const round = tuning.duration / tuning.periods;
  const roundEnd = (Math.floor(play.game.elapsed / round + 1e-9) + 1) * round;
  const step = Math.min(dt, roundEnd - play.game.elapsed);
  const before = play.game.elapsed;
  play.game.elapsed += step;
  if (play.game.finishAt > before && play.game.finishAt <= play.game.elapsed) return decide();
  if (play.game.elapsed >= tuning.duration - 1e-9) return decide();
  if (play.game.elapsed >= roundEnd - 1e-9) {
    play.status = 3;
    play.game.breakLeft = tuning.breakSeconds;
  }
  return { scored: false };
}

function advanceRace(play: Play, context: PlayContext, dt: number): PlayStep {
  play.game.elapsed += dt;
  if (play.game.elapsed < context.tuning.duration) return { scored: false };
  play.status = 4;
  return { scored: true };
}

/** Plays a live game on by `dt` seconds (the caller reprices and bumps the version). */
export function advanceGame(play: Play, context: PlayContext, dt: number): PlayStep {
  if (play.status !== 2 && play.status !== 3) return { scored: false };
  switch (context.model) {
    case 'goals':
    case 'points':
      return advanceTimed(play, context, dt);
    case 'sets':
      return advanceSets(play, context, dt);
    case 'cricket':
      return advanceCricket(play, context, dt);
    case 'fight':
      return advanceFight(play, context, dt);
    case 'race':
      return advanceRace(play, context, dt);
    case 'outright':
      return { scored: false };
  }
}

/** A fight's stoppage second: exponential with FIGHT_HAZARD (past the duration, it goes the distance). */
export const drawFinish = (rng: Random) => -Math.log(1 - rng.next()) / FIGHT_HAZARD;

const mmss = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * The period (a dictionary key of the sports namespace) and clock the operator shows for a live game:
 * period.1h / period.ht / period.2h (football), period.p1–p3 (hockey), period.q1–q4 / period.ot (basketball),
 * period.set1–3 (tennis), period.map1–3 (Counter-Strike, Dota 2), period.inn1–2 (cricket), period.r1–r3 (UFC),
 * period.break between periods, period.race (a race).
 */
export function describePlay(play: Play, context: PlayContext): { period?: string; clock?: string } {
  if (play.status !== 2 && play.status !== 3) return {};
  const { model, sportSlug, tuning } = context;
  const index = play.periodScores.length;
  const inBreak = play.status === 3;
  switch (model) {
    case 'goals': {
      if (sportSlug === 'ice-hockey') {
        const length = tuning.duration / tuning.periods;
        return { period: inBreak ? 'period.break' : `period.p${index}`, clock: mmss(play.game.elapsed - length * (index - 1)) };
      }
      const minute = Math.min(90, Math.floor((play.game.elapsed / tuning.duration) * 90) + (inBreak ? 0 : 1));
      return { period: inBreak ? 'period.ht' : index === 1 ? 'period.1h' : 'period.2h', clock: `${minute}'` };
    }
    case 'points': {
      const overtime = index > tuning.periods;
      const length = periodLength(play, tuning, 300);
      const start = overtime ? tuning.duration + 300 * (index - tuning.periods - 1) : length * (index - 1);
      const period = inBreak ? (index === tuning.periods / 2 ? 'period.ht' : 'period.break') : overtime ? 'period.ot' : `period.q${index}`;
      return { period, clock: mmss(inBreak ? 0 : length - (play.game.elapsed - start)) };
    }
    case 'sets': {
      if (inBreak) return { period: 'period.break' };
      const period = `${sportSlug === 'tennis' ? 'period.set' : 'period.map'}${index}`;
      return sportSlug === 'dota-2' ? { period, clock: mmss(play.game.mapElapsed) } : { period };
    }
    case 'cricket': {
      if (inBreak) return { period: 'period.break' };
      const balls = play.game.elapsed - (index - 1) * (tuning.duration / 2);
      return { period: `period.inn${index}`, clock: `${Math.floor(balls / 6)}.${balls % 6} ov` };
    }
    case 'fight': {
      const round = tuning.duration / tuning.periods;
      const number = Math.min(tuning.periods, Math.floor(play.game.elapsed / round + 1e-9) + (inBreak ? 0 : 1));
      return { period: inBreak ? 'period.break' : `period.r${number}`, clock: mmss(inBreak ? round : play.game.elapsed - round * (number - 1)) };
    }
    case 'race':
      return { period: 'period.race', clock: mmss(play.game.elapsed) };
    case 'outright':
      return {};
  }
}
