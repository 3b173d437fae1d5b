import { hashString, type Random } from '../../../bff/bffModule.ts';
import { tuningOf, type ChampDef, type SportDef } from './catalog.ts';
import { drawFinish } from './gamePlay.ts';
import type { GameState } from './gameState.ts';

// The state a new game of the demo line starts from (demoLine.ts): strengths from the teams' ratings, and the lines
// its markets keep while it is played.

/** A team's rating from its name (stable across restarts): 0.75–1.35. */
const rating = (name: string) => 0.75 + (hashString(name) % 1000) / 1666;
const halfLine = (value: number) => Math.floor(value) + 0.5;

/** A game not started: nothing played, nothing blocked, no lines yet. */
const notStarted = (mapLength: number): GameState => ({
  strength: [0, 0],
  base: [0, 0],
  elapsed: 0,
  breakLeft: 0,
  mapElapsed: 0,
  mapLength,
  finishAt: Infinity,
  lines: { total: 0, handicap: 0, total2: 0 },
  blockedUntil: {},
});

/** A new game of a champ between `home` and `away` (a race: between the champ's teams), by the sport's model. */
export function openingGameState(sport: SportDef, champ: ChampDef, home: string, away: string, rng: Random): GameState {
  const tuning = tuningOf(champ);
  const edge = rating(home) / rating(away);
  const game = notStarted(2400);
  switch (sport.model) {
    case 'goals': {
      const homeRate = tuning.scoring * Math.sqrt(edge) * 1.1 * rng.between(0.92, 1.08);
      const awayRate = tuning.scoring / Math.sqrt(edge) * 0.92 * rng.between(0.92, 1.08);
      game.strength = [homeRate, awayRate];
      const total = halfLine(homeRate + awayRate);
      game.lines = { total, total2: sport.slug === 'football' ? (total === 2.5 ? 3.5 : 2.5) : total + 1, handicap: homeRate >= awayRate ? -1.5 : 1.5 };
      break;
    }
    case 'points': {
      const spread = (edge - 1) * 14 + 2.5 + rng.between(-3, 3);
      const homeRate = tuning.scoring + spread / 2;
      const awayRate = tuning.scoring - spread / 2;
      game.strength = [homeRate, awayRate];
      const total = halfLine(homeRate + awayRate);
      game.lines = { total, total2: total + 10, handicap: -halfLine(spread) };
      break;
    }
    case 'cricket': {
      const homeRate = tuning.scoring * Math.pow(edge, 0.3) * rng.between(0.95, 1.05);
      const awayRate = tuning.scoring / Math.pow(edge, 0.3) * rng.between(0.95, 1.05);
      game.strength = [homeRate, awayRate];
      game.lines = { total: halfLine(homeRate + awayRate), handicap: halfLine(homeRate), total2: halfLine(awayRate) };
      break;
    }
    case 'sets':
    case 'fight': {
      const p = Math.min(0.85, Math.max(0.15, 0.5 + (edge - 1) * 0.55 + rng.between(-0.06, 0.06)));
      game.strength = [p, 1 - p];
      game.lines = { total: 2.5, total2: 2.5, handicap: p >= 0.5 ? -1.5 : 1.5 };
      if (sport.model === 'fight') game.finishAt = drawFinish(rng);
      break;
    }
    case 'race': {
      const raw = champ.teams.map((name) => rating(name) * rng.between(0.8, 1.2));
      const sum = raw.reduce((a, b) => a + b, 0);
      game.weights = raw.map((value) => value / sum);
      break;
    }
    case 'outright':
      break;
  }
  game.base = [...game.strength];
  return game;
}

/** An outright's chances: the candidates in the order listed (the favourite first), nudged by a hash of their names. */
export function outrightGameState(candidates: readonly string[]): GameState {
  const raw = candidates.map((name, index) => (1 / (index + 1.3)) * (0.85 + (hashString(name) % 300) / 1000));
  const sum = raw.reduce((a, b) => a + b, 0);
  return { ...notStarted(0), weights: raw.map((value) => value / sum) };
}
