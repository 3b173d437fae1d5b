import type { GameModel, Tuning } from './catalog.ts';

// A game as its markets are priced from it (priceMarkets.ts): the model's state, kept in the play (gamePlay.ts).

export interface GameState {
  /** Strengths now (goals or points a side scores over a game, or the chance the home side takes a set or a fight). */
  strength: [number, number];
  /** Strengths at the start: the live walk reverts to them. */
  base: [number, number];
  /** Chances of the participants of a race or an outright (sum 1). */
  weights?: number[];
  /** Regulation seconds played (goals, points, fight, race), balls bowled (cricket). */
  elapsed: number;
  /** Seconds left of a break (the game is then in status 3). */
  breakLeft: number;
  /** Dota 2: seconds into the current map, and that map's length. */
  mapElapsed: number;
  mapLength: number;
  /** UFC: the second the fight is stopped at (at or past the duration, it goes the distance). */
  finishAt: number;
  /** Lines fixed when the game is created, so outcome ids stay the same while it is played. */
  lines: { total: number; handicap: number; total2: number };
  /** Market key -> blocked until (epoch ms). */
  blockedUntil: Record<string, number>;
}

export interface Score {
  home: number;
  away: number;
}

export interface PricingInput {
  eventId: number;
  model: GameModel;
  sportSlug: string;
  tuning: Tuning;
  game: GameState;
  live: boolean;
  score: Score;
  periodScores: Score[];
  participants?: readonly string[];
  /** The home and away sides' names, for markets named after a side ("Arsenal total"). */
  teams: readonly [string, string];
  /** A top game of its competition: football's top games get the deeper market set (footballMarkets.ts). */
  isTop: boolean;
  now: number;
}
