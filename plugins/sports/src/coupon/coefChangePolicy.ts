import { CHANGE_COEF_ACTION, type ChangeCoefAction } from './couponConstants.ts';

export interface PricedSelection {
  id: string;
  /** The price the bettor saw and accepted (the coef when added, or when they last accepted a change). */
  acceptedCoef: number;
  /** The price now on offer. */
  currentCoef: number;
}

export interface CoefChange {
  id: string;
  from: number;
  to: number;
  direction: 'up' | 'down';
}

export interface CoefDecision {
  outcome: 'place' | 'ask';
  /** Every moved price, whether or not it needs the bettor's consent, so the slip can mark them all. */
  changed: CoefChange[];
}

/** Prices are decimals with at most 3 places; a smaller difference is float noise, not a move. */
const EPSILON = 1e-9;

/** The moved prices among the selections, in their order. */
export function coefChanges(selections: readonly PricedSelection[]): CoefChange[] {
  return selections
    .filter((selection) => Math.abs(selection.currentCoef - selection.acceptedCoef) > EPSILON)
    .map((selection) => ({
      id: selection.id,
      from: selection.acceptedCoef,
      to: selection.currentCoef,
      direction: selection.currentCoef > selection.acceptedCoef ? 'up' : 'down',
    }));
}

/**
 * Whether a coupon may be placed at the current prices or must ask the bettor first (schemas/sports.ts
 * `changeCoefAction`): 0 asks on any move, 1 places at any price, 2 (the default) places when every price is the
 * same or better and asks when one got worse. An unknown value is treated as the default.
 */
export function coefChangePolicy(selections: readonly PricedSelection[], action: ChangeCoefAction): CoefDecision {
  const changed = coefChanges(selections);
  let ask: boolean;
  switch (action) {
    case CHANGE_COEF_ACTION.acceptAny:
      ask = false;
      break;
    case CHANGE_COEF_ACTION.askOnAny:
      ask = changed.length > 0;
      break;
    case CHANGE_COEF_ACTION.acceptHigher:
    default:
      ask = changed.some((change) => change.direction === 'down');
  }
  return { outcome: ask ? 'ask' : 'place', changed };
}
