import { describe, expect, it } from 'vitest';
import { coefChangePolicy, type PricedSelection } from './coefChangePolicy.ts';
import { CHANGE_COEF_ACTION, type ChangeCoefAction } from './couponConstants.ts';

const same: PricedSelection = { id: 'a', acceptedCoef: 2, currentCoef: 2 };
const up: PricedSelection = { id: 'b', acceptedCoef: 1.8, currentCoef: 1.95 };
const down: PricedSelection = { id: 'c', acceptedCoef: 3.1, currentCoef: 2.9 };
const noise: PricedSelection = { id: 'd', acceptedCoef: 0.1 + 0.2 + 1, currentCoef: 1.3 };

const { askOnAny, acceptAny, acceptHigher } = CHANGE_COEF_ACTION;

describe('coefChangePolicy', () => {
  it.each<[string, PricedSelection[], ChangeCoefAction, 'place' | 'ask']>([
    ['no move, ask on any', [same, noise], askOnAny, 'place'],
    ['up, ask on any', [same, up], askOnAny, 'ask'],
    ['down, ask on any', [same, down], askOnAny, 'ask'],
    ['no move, accept any', [same], acceptAny, 'place'],
    ['up, accept any', [up], acceptAny, 'place'],
    ['down, accept any', [down], acceptAny, 'place'],
    ['up and down, accept any', [up, down], acceptAny, 'place'],
    ['no move, accept higher', [same], acceptHigher, 'place'],
    ['up, accept higher', [same, up], acceptHigher, 'place'],
    ['down, accept higher', [same, down], acceptHigher, 'ask'],
    ['up and down, accept higher', [up, down], acceptHigher, 'ask'],
    ['empty coupon', [], askOnAny, 'place'],
  ])('%s → %s', (_, selections, action, outcome) => {
    expect(coefChangePolicy(selections, action).outcome).toBe(outcome);
  });

  it('lists every move with its direction, also when it places', () => {
    expect(coefChangePolicy([same, up, down, noise], acceptAny).changed).toEqual([
      { id: 'b', from: 1.8, to: 1.95, direction: 'up' },
      { id: 'c', from: 3.1, to: 2.9, direction: 'down' },
    ]);
  });

  it('treats an unknown action as accept higher', () => {
    expect(coefChangePolicy([down], 7 as ChangeCoefAction).outcome).toBe('ask');
    expect(coefChangePolicy([up], 7 as ChangeCoefAction).outcome).toBe('place');
  });
});
