import { hashString } from '../../../bff/bffModule.ts';
import type { ResultStatus } from './betMath.ts';

/**
 * The result an outcome settles with, from a roll of 0–99: handicaps and totals (kinds 3, 4) settle 35 % lose, 35 %
 * win, 7 % return, 5 % forced return, 6 % half win half return, 6 % half lose half return, 6 % half lose half win;
 * every other kind 45 % lose, 45 % win, 6 % return, 4 % forced return.
 */
export function resultOfRoll(roll: number, kind: number): ResultStatus {
  if (kind === 3 || kind === 4) {
    return roll < 35 ? 0 : roll < 70 ? 1 : roll < 77 ? 2 : roll < 82 ? 3 : roll < 88 ? 4 : roll < 94 ? 5 : 6;
  }
  return roll < 45 ? 0 : roll < 90 ? 1 : roll < 96 ? 2 : 3;
}

/** An outcome to settle: its id and its market's kind (which results it can have). */
export interface DrawnOutcome {
  marketId: string;
  kind: number;
}

/**
 * How the results bets settle with are drawn: by chance outside test mode, once per outcome for every server
 * (drawnResultStore.ts), fixed by the outcome id under it. `realm` is the coupon's (BffContext.realmOf).
 */
export interface ResultDraw {
  /** The result of each outcome, drawn now for those never drawn. */
  resultsOf(realm: string, outcomes: readonly DrawnOutcome[]): Promise<Map<string, ResultStatus>>;
  /** Those of the outcomes whose result is drawn already: they take no more bets, whose result could be known. */
  drawnAmong(realm: string, marketIds: readonly string[]): Promise<string[]>;
}

/**
 * Test mode's result of an outcome: fixed by its id, so tests know which bets win. Never outside test mode: anyone who
 * can read an outcome id could tell its result.
 */
export const testModeResult = (marketId: string, kind: number): ResultStatus => resultOfRoll(hashString(marketId) % 100, kind);

/** Test mode's draw: nothing is drawn ahead, so an outcome settled once still takes bets that settle alike. */
export const testModeResultDraw: ResultDraw = {
  resultsOf: async (_realm, outcomes) => new Map(outcomes.map(({ marketId, kind }) => [marketId, testModeResult(marketId, kind)])),
  drawnAmong: async () => [],
};
