import type { Market, Outcome } from '../schemas/sports.ts';
import type { PricingInput } from './gameState.ts';

// One market of a game from the chances of its outcomes: prices with the margin, ids, and what is blocked.

const LINE_MARGIN = 0.055;
const LIVE_MARGIN = 0.075;
/** The margin of markets of many outcomes (a correct score, a race, an outright), whose chances are the roughest. */
export const WIDE_MARGIN = 0.12;

/** A decimal price for a chance: operator-friendly (rounded down), between 1.01 and 500. */
function priceOf(probability: number, margin: number): number {
  const fair = 1 / (Math.max(probability, 0.001) * (1 + margin));
  return Math.min(500, Math.max(1.01, Math.floor(fair * 100) / 100));
}

/** An outcome to price: its key in the market id, its name, its typeId (schemas/sports.ts outcome) and its chance. */
export interface Draft {
  key: string;
  name: string;
  typeId: number;
  p: number;
  param?: number;
}

/** A handicap or total line as a market key (-1.5 → m1.5) and as a name (+1.5). */
export const lineKey = (value: number) => (value < 0 ? `m${-value}` : `p${value}`);
export const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export function buildMarket(input: PricingInput, key: string, name: string, kind: number, drafts: Draft[], margin = input.live ? LIVE_MARGIN : LINE_MARGIN): Market {
  const blocked = (input.game.blockedUntil[key] ?? 0) > input.now || (input.game.blockedUntil['*'] ?? 0) > input.now;
  const marketId = `${input.eventId}:${key}`;
  const outcomes: Outcome[] = drafts.map((draft) => {
    const outcome: Outcome = {
      id: `${marketId}:${draft.key}`,
      name: draft.name,
      coef: priceOf(draft.p, margin),
      // A decided outcome (certain or impossible) is not offered.
      isBlocked: blocked || draft.p < 0.002 || draft.p > 0.985,
      kind,
      typeId: draft.typeId,
    };
    if (draft.param !== undefined) outcome.param = draft.param;
    return outcome;
  });
  return { id: marketId, name, kind, outcomes };
}

/** A total's market at a line: over and under, with the chance of over. */
export function overUnder(input: PricingInput, key: string, name: string, line: number, over: number): Market {
  return buildMarket(input, key, `${name} ${line}`, 4, [
    { key: 'over', name: `Over ${line}`, typeId: 4, p: over, param: line },
    { key: 'under', name: `Under ${line}`, typeId: 5, p: 1 - over, param: line },
  ]);
}

/** The outcomes of a yes / no market, with the chance of yes. */
export const yesNo = (p: number): Draft[] => [
  { key: 'yes', name: 'Yes', typeId: 6, p },
  { key: 'no', name: 'No', typeId: 7, p: 1 - p },
];
