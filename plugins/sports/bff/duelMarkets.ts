import type { Market } from '../schemas/sports.ts';
import { buildMarket, lineKey, signed } from './buildMarket.ts';
import type { PricingInput } from './gameState.ts';

// The markets of one side against the other: best-of-3 sets or maps (tennis, Counter-Strike, Dota 2) and fights (UFC).

/** Best of 3 sets (or maps): the chance of each final score, given the sets so far and the current set's chance. */
function setsDistribution(setsHome: number, setsAway: number, current: number, next: number): Map<string, number> {
  const result = new Map<string, number>();
  const walk = (h: number, a: number, p: number, chance: number) => {
    if (h === 2 || a === 2) {
      result.set(`${h}-${a}`, (result.get(`${h}-${a}`) ?? 0) + p);
      return;
    }
    walk(h + 1, a, p * chance, next);
    walk(h, a + 1, p * (1 - chance), next);
  };
  walk(setsHome, setsAway, 1, current);
  return result;
}

/** Sets or maps: the winner, a handicap, the total, the correct score and, until it is decided, the first set's winner. */
export function setsMarkets(input: PricingInput): Market[] {
  const { game, score, periodScores, sportSlug } = input;
  const p = game.strength[0];
  const current = periodScores.at(-1) ?? { home: 0, away: 0 };
  const finishedSets = score.home + score.away;
  const inSet = input.live && periodScores.length > finishedSets;
  // A game (tennis) or round (Counter-Strike) or kill (Dota 2) lead moves the current set's chance.
  const step = sportSlug === 'tennis' ? 0.07 : sportSlug === 'counter-strike' ? 0.035 : 0.012;
  const progress = sportSlug === 'dota-2' && game.mapLength > 0 ? 0.5 + game.mapElapsed / game.mapLength : 1;
  const currentChance = inSet ? Math.min(0.98, Math.max(0.02, p + step * progress * (current.home - current.away))) : p;
  const dist = setsDistribution(score.home, score.away, currentChance, p);
  const chance = (key: string) => dist.get(key) ?? 0;
  const pHome = chance('2-0') + chance('2-1');
  const unit = sportSlug === 'tennis' ? 'Sets' : 'Maps';
  const markets = [
    buildMarket(input, 'winner', 'Winner', 1, [
      { key: '1', name: '1', typeId: 1, p: pHome },
      { key: '2', name: '2', typeId: 3, p: 1 - pHome },
    ]),
    buildMarket(input, `hcp.${lineKey(game.lines.handicap)}`, `${unit} handicap`, 3, [
      {
        key: '1',
        name: `H1 (${signed(game.lines.handicap)})`,
        typeId: 1,
        p: game.lines.handicap < 0 ? chance('2-0') : 1 - chance('0-2'),
        param: game.lines.handicap,
      },
      {
        key: '2',
        name: `H2 (${signed(-game.lines.handicap)})`,
        typeId: 3,
        p: game.lines.handicap < 0 ? 1 - chance('2-0') : chance('0-2'),
        param: -game.lines.handicap,
      },
    ]),
    buildMarket(input, 'total2.5', `Total ${unit.toLowerCase()} 2.5`, 4, [
      { key: 'over', name: 'Over 2.5', typeId: 4, p: chance('2-1') + chance('1-2'), param: 2.5 },
      { key: 'under', name: 'Under 2.5', typeId: 5, p: chance('2-0') + chance('0-2'), param: 2.5 },
    ]),
    buildMarket(input, 'cs', 'Correct score', 6, ['2-0', '2-1', '1-2', '0-2'].map((key) => ({ key, name: key.replace('-', ':'), typeId: key[0] === '2' ? 1 : 3, p: chance(key) }))),
  ];
  // The first set's (map's) winner, while the first set is still to be decided.
  if (finishedSets === 0) {
    const first = inSet ? currentChance : p;
    markets.push(
      buildMarket(input, 'first', sportSlug === 'tennis' ? '1st set winner' : 'Map 1 winner', 8, [
        { key: '1', name: '1', typeId: 1, p: first },
        { key: '2', name: '2', typeId: 3, p: 1 - first },
      ]),
    );
  }
  return markets;
}

/** Stoppages per second of a fight (about half of the fights end early). */
export const FIGHT_HAZARD = 0.0008;

/** A fight: the winner, the rounds' total and whether it goes the distance. */
export function fightMarkets(input: PricingInput): Market[] {
  const { game, tuning } = input;
  const p = game.strength[0];
  const pastRounds = Math.exp(-FIGHT_HAZARD * Math.max(0, tuning.duration * (2.5 / 3) - game.elapsed));
  const distance = Math.exp(-FIGHT_HAZARD * Math.max(0, tuning.duration - game.elapsed));
  return [
    buildMarket(input, 'winner', 'Winner', 1, [
      { key: '1', name: '1', typeId: 1, p },
      { key: '2', name: '2', typeId: 3, p: 1 - p },
    ]),
    buildMarket(input, 'rounds2.5', 'Total rounds 2.5', 4, [
      { key: 'over', name: 'Over 2.5', typeId: 4, p: pastRounds, param: 2.5 },
      { key: 'under', name: 'Under 2.5', typeId: 5, p: 1 - pastRounds, param: 2.5 },
    ]),
    buildMarket(input, 'distance', 'Fight goes the distance', 8, [
      { key: 'yes', name: 'Yes', typeId: 6, p: distance },
      { key: 'no', name: 'No', typeId: 7, p: 1 - distance },
    ]),
  ];
}
