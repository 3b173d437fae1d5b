import type { Market } from '../../schemas/sports.ts';

/** The line's market kind of correct score, laid out in columns (correctScoreColumns). */
export const CORRECT_SCORE_KIND = 6;

/**
 * The event page's market tabs. A market goes under the group the line names (its `group`: football's goals and
 * halves), else under its `kind`'s (1 result or winner, 2 double chance, 3 handicap, 4 total, 5 both teams to score,
 * 6 correct score, 7 and 8 outrights and specials). A group no tab names falls back to the kind's, and a kind no
 * tab names to "other", so a new one from the line is still shown.
 */
export const MARKET_GROUPS = [
  { key: 'main', kinds: [1, 2] },
  { key: 'goals', kinds: [] },
  { key: 'halves', kinds: [] },
  { key: 'handicaps', kinds: [3] },
  { key: 'totals', kinds: [4, 5] },
  { key: 'scores', kinds: [CORRECT_SCORE_KIND] },
  { key: 'other', kinds: [7, 8] },
] as const;

export type MarketGroupKey = (typeof MARKET_GROUPS)[number]['key'];

export function marketGroupOf(market: Market): MarketGroupKey {
  const named = MARKET_GROUPS.find((group) => group.key === market.group);
  if (named) return named.key;
  return MARKET_GROUPS.find((group) => (group.kinds as readonly number[]).includes(market.kind))?.key ?? 'other';
}

/** The groups an event's markets fall in, in the tabs' order: tabs are offered only when there are two or more. */
export function marketGroupsOf(markets: readonly Market[]): MarketGroupKey[] {
  const present = new Set(markets.map(marketGroupOf));
  return MARKET_GROUPS.map((group) => group.key).filter((key) => present.has(key));
}

/**
 * A correct-score market in three columns, as sportsbooks show it: the home side's wins, the draws, the away side's
 * wins (outcome `typeId` 1, 2, 3), each from the lowest score; whatever else it has ("Other") comes after them.
 */
export function correctScoreColumns<T extends { typeId: number; name: string }>(outcomes: readonly T[]): { home: T[]; draw: T[]; away: T[]; rest: T[] } {
  const byScore = (a: T, b: T) => a.name.localeCompare(b.name, 'en', { numeric: true });
  const of = (typeId: number) => outcomes.filter((outcome) => outcome.typeId === typeId).sort(byScore);
  return { home: of(1), draw: of(2), away: of(3), rest: outcomes.filter((outcome) => ![1, 2, 3].includes(outcome.typeId)) };
}
