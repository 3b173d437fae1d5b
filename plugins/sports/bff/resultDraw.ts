import { randomInt } from 'node:crypto';
import { hashString } from '../../../bff/bffModule.ts';
import type { ResultStatus } from './betMath.ts';

/** How the results bets settle with are drawn: by chance outside test mode, fixed by the outcome id under it. */
/**
 * The result an outcome settles with, from a roll of 0–99: handicaps and totals (kinds 3, 4) settle 35 % lose, 35 %
 * win, 7 % return, 5 % forced return, 6 % half win half return, 6 % half lose half return, 6 % half lose half win;
 * every other kind 45 % lose, 45 % win, 6 % return, 4 % forced return.
 */
function resultOfRoll(roll: number, kind: number): ResultStatus {
  if (kind === 3 || kind === 4) {
    return roll < 35 ? 0 : roll < 70 ? 1 : roll < 77 ? 2 : roll < 82 ? 3 : roll < 88 ? 4 : roll < 94 ? 5 : 6;
  }
  return roll < 45 ? 0 : roll < 90 ? 1 : roll < 96 ? 2 : 3;
}

/** Draws the result of an outcome (a market id) of a kind; `isDrawn` tells whether an outcome's result is drawn already. */
export interface ResultDraw {
  (marketId: string, kind: number): ResultStatus;
  isDrawn(marketId: string): boolean;
}

/**
 * Test mode's draw: fixed by the outcome id, so tests know which bets win. Never outside test mode: anyone who can
 * read an outcome id could tell its result.
 */
export const settlementStatus: ResultDraw = Object.assign((marketId: string, kind: number) => resultOfRoll(hashString(marketId) % 100, kind), { isDrawn: () => false });

/** Outcomes whose drawn result is kept, so every bet on an outcome settles alike; the oldest are forgotten first. */
const RESULTS_KEPT = 50_000;

/** The real draw: each outcome's result drawn once with the CSPRNG, and the same for every bet on it. */
export function randomResultDraw(): ResultDraw {
  const results = new Map<string, ResultStatus>();
  const draw = (marketId: string, kind: number) => {
    let result = results.get(marketId);
    if (result === undefined) {
      result = resultOfRoll(randomInt(100), kind);
      results.set(marketId, result);
      if (results.size > RESULTS_KEPT) results.delete(results.keys().next().value!);
    }
    return result;
  };
  return Object.assign(draw, { isDrawn: (marketId: string) => results.has(marketId) });
}
