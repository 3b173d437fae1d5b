import { describe, expect, it } from 'vitest';
import { HttpError } from '@host/sdk';
import { PROMO_CODE_REFUSALS } from '../../schemas/promoCodes.ts';
import { placeFailureOf, PROMO_CODE_REFUSAL_CODES } from './placeFailureOf.ts';

const refused = (errors: unknown, status = 400) => new HttpError('http', status, '/coupon-api/v1/place', 'refused', [], { errors });

describe('placeFailureOf', () => {
  it('reads moved prices and changed scores', () => {
    const failure = placeFailureOf(refused([{ code: 'coef_changed', detail: 'Prices changed', meta: { changes: [{ marketId: '1:1x2:1', coef: 1.8 }, { marketId: 5 }] } }]));
    expect(failure).toEqual({ code: 'coef_changed', changes: [{ marketId: '1:1x2:1', coef: 1.8 }] });
    const scores = [{ marketId: 'a', score: { home: 2, away: 1 } }, { marketId: 'b', score: null }, { marketId: 'c', score: { home: -1, away: 0 } }];
    expect(placeFailureOf(refused([{ code: 'score_changed', meta: { scores } }]))).toEqual({ code: 'score_changed', scores: scores.slice(0, 2) });
  });

  it('reads blocked outcomes and stake bounds', () => {
    expect(placeFailureOf(refused([{ code: 'market_blocked', meta: { marketIds: ['a', 3] } }]))).toMatchObject({ code: 'market_blocked', marketIds: ['a'] });
    expect(placeFailureOf(refused([{ code: 'stake_too_low', meta: { min: 100 } }]))).toMatchObject({ code: 'stake_too_low', min: 100 });
    expect(placeFailureOf(refused([{ code: 'max_payout_exceeded', meta: { maxPayout: 10_000_000 } }]))).toEqual({ code: 'max_payout_exceeded', maxPayout: 10_000_000 });
    expect(placeFailureOf(refused([{ code: 'max_payout_exceeded', meta: { maxPayout: 'lots' } }]))).toEqual({ code: 'unknown' });
  });

  it('reads what a wagering or loss limit leaves; a limit refusal without that amount cannot be worded, so it is unknown', () => {
    const limit = (code: string, meta: unknown) => placeFailureOf(refused([{ code, detail: 'the limits leave less than this stake', meta }], 403));
    expect(limit('wagering_limit_exceeded', { limitType: 1, remaining: 400 })).toEqual({ code: 'wagering_limit_exceeded', remaining: 400 });
    expect(limit('loss_limit_exceeded', { limitType: 10, remaining: 0 })).toEqual({ code: 'loss_limit_exceeded', remaining: 0 });
    for (const meta of [{ limitType: 1 }, { remaining: '400' }, { remaining: -1 }, undefined]) expect(limit('wagering_limit_exceeded', meta)).toEqual({ code: 'unknown' });
  });

  it('keeps no server text: an unknown refusal, a server error and a thrown error are unknown', () => {
    const failures = [
      refused([{ code: 'teapot', detail: 'no' }]),
      refused([{ code: 'stake_too_low', detail: 'NullPointerException' }], 500),
      new HttpError('http', 500, '/coupon-api/v1/place', '/coupon-api/v1/place: HTTP 500', [], undefined),
      new Error('TypeError: cannot read properties of undefined'),
    ];
    for (const error of failures) expect(placeFailureOf(error)).toEqual({ code: 'unknown' });
    expect(placeFailureOf(refused([{ code: 'invalid_coupon', detail: 'bets[0].coef must be a decimal price' }]))).toEqual({ code: 'invalid_coupon' });
  });

  it('names a lost connection, and a success reply it cannot read as unconfirmed', () => {
    expect(placeFailureOf(HttpError.network('/x', new Error('down')))).toEqual({ code: 'network' });
    expect(placeFailureOf(new HttpError('invalid-reply', 200, '/coupon-api/v1/place', '/coupon-api/v1/place: reply is not JSON'))).toEqual({ code: 'unconfirmed' });
  });

  it('reads a promo code\'s refusals, the schema\'s list written out', () => {
    expect(PROMO_CODE_REFUSAL_CODES).toEqual(PROMO_CODE_REFUSALS);
    for (const code of PROMO_CODE_REFUSALS) expect(placeFailureOf(refused([{ code, meta: { minSelections: 3 } }]))).toEqual({ code });
  });
});
