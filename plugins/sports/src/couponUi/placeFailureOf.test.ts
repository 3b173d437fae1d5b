import { describe, expect, it } from 'vitest';
import { HttpError } from '@host/sdk';
import { placeFailureOf } from './placeFailureOf.ts';

const refused = (errors: unknown) => new HttpError('http', 400, '/coupon-api/v1/place', 'refused', [], { errors });

describe('placeFailureOf', () => {
  it('reads moved prices', () => {
    const failure = placeFailureOf(refused([{ code: 'coef_changed', detail: 'Prices changed', meta: { changes: [{ marketId: '1:1x2:1', coef: 1.8 }, { marketId: 5 }] } }]));
    expect(failure).toEqual({ code: 'coef_changed', message: 'Prices changed', changes: [{ marketId: '1:1x2:1', coef: 1.8 }] });
  });

  it('reads blocked outcomes and stake bounds', () => {
    expect(placeFailureOf(refused([{ code: 'market_blocked', meta: { marketIds: ['a', 3] } }]))).toMatchObject({ code: 'market_blocked', marketIds: ['a'] });
    expect(placeFailureOf(refused([{ code: 'stake_too_low', meta: { min: 100 } }]))).toMatchObject({ code: 'stake_too_low', min: 100 });
  });

  it('keeps the server message of an unknown refusal and names a network failure', () => {
    expect(placeFailureOf(refused([{ code: 'teapot', detail: 'no' }]))).toEqual({ code: 'unknown', message: 'refused' });
    expect(placeFailureOf(HttpError.network('/x', new Error('down')))).toEqual({ code: 'network' });
    expect(placeFailureOf(new HttpError('http', 500, '/x', 'HTTP 500', [], 'not json'))).toEqual({ code: 'unknown', message: 'HTTP 500' });
  });
});
