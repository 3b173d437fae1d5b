import { hashString, seededRandom } from '../../../bff/bffModule.ts';
import { TOTO_OUTCOMES } from '../schemas/totoRules.ts';

type Outcome = (typeof TOTO_OUTCOMES)[number];

/** A pool's matches are over (and its tickets settle) this long after it closes. */
export const TOTO_RESULTS_AFTER_S = 2 * 3600;

/**
 * The fixed prize of a line by how many of its picks came in, as a multiple of the line stake, by pool size (the
 * weekly pool's 15 matches, the express pool's 8). With results drawn evenly from 1, X and 2 a line returns about
 * 67 % and 57 % of its stake: within what pool betting pays back.
 */
export const TOTO_PRIZES: Record<number, Record<number, number>> = {
  15: { 15: 500_000, 14: 20_000, 13: 2_500, 12: 500, 11: 100, 10: 20, 9: 5 },
  8: { 8: 1_000, 7: 60, 6: 8, 5: 2 },
};

/** A pool's results: one of 1, X, 2 per match, drawn by the pool's id, so every server and every ticket agree. */
export function totoResults(poolId: string, matches: number): Outcome[] {
  const random = seededRandom(hashString(`toto-results:${poolId}`));
  return Array.from({ length: matches }, () => TOTO_OUTCOMES[random.int(0, 2)]);
}

/**
 * What a ticket wins, in minor units: each line pays its prize by how many of its picks came in. The lines are
 * counted, not listed: per match a pick set holds the result or not, so the number of lines with k hits is the
 * coefficient of x^k in the product of (misses + hits·x) over the matches.
 */
export function totoPayoutMinor(picks: readonly (readonly string[])[], results: readonly string[], lineStakeMinor: number): number {
  let linesByHits = [1];
  picks.forEach((picked, match) => {
    const hits = picked.includes(results[match]) ? 1 : 0;
    const misses = picked.length - hits;
    const next = new Array<number>(linesByHits.length + 1).fill(0);
    linesByHits.forEach((lines, k) => {
      next[k] += lines * misses;
      next[k + 1] += lines * hits;
    });
    linesByHits = next;
  });
  const prizes = TOTO_PRIZES[picks.length] ?? {};
  return linesByHits.reduce((sum, lines, hits) => sum + lines * (prizes[hits] ?? 0) * lineStakeMinor, 0);
}
