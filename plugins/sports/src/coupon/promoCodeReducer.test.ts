import { describe, expect, it } from 'vitest';
import type { Action } from 'redux';
import type { PlacedCoupon } from '../../schemas/sports.ts';
import { ACCOUNT_TYPE } from '../../../account/contract/index.ts';
import { couponMarket } from './couponFixtures.ts';
import { couponActions as A, couponReducer, type CouponState } from './couponSlice.ts';
import { couponSubmission } from './couponSubmission.ts';
import { initialCouponState } from './initialCouponState.ts';
import { promoCodeActions as P } from './promoCodeReducer.ts';
import { selectPromoBoost } from './promoCodeSlip.ts';

const BOOST10 = { code: 'BOOST10', boostPercent: 10, maxBoost: 50, boost: 15, currency: 'RUB', possibleWin: 165 };
const reduce = (...actions: Action[]) => actions.reduce<CouponState>((state, action) => couponReducer(state, action), initialCouponState);
const withBet = (...more: Action[]) => reduce(A.amountChanged(100), A.betAdded(couponMarket('g1-1', 2), 1), ...more);

describe('the coupon\'s promo code', () => {
  it('keeps what was typed, what is offered and what was applied (clearing the typed text)', () => {
    const state = withBet(P.typed({ code: 'boost' }), P.offered({ promoCodes: [BOOST10] }), P.applied({ effect: BOOST10 }));
    expect(state).toMatchObject({ manualPromoCode: '', promoCodes: [BOOST10], promoCode: BOOST10 });
    expect(couponReducer(state, P.removed()).promoCode).toBeNull();
  });

  it('adds the boost to the possible win, capped, and sends the code with the coupon', () => {
    const root = { coupon: withBet(P.applied({ effect: BOOST10 })), account: { iso: 'RUB', type: ACCOUNT_TYPE.main } };
    expect(selectPromoBoost(root)).toBe(20);
    expect(selectPromoBoost({ ...root, coupon: couponReducer(root.coupon, A.amountChanged(1_000)) })).toBe(50);
    expect(couponSubmission(root, '1000011', 'request-0001', { userId: '100001', refId: null }).promoCode).toBe('BOOST10');
  });

  it('is dropped with the last selection and once the coupon is placed', () => {
    expect(withBet(P.applied({ effect: BOOST10 }), A.betRemoved('g1-1')).promoCode).toBeNull();
    expect(reduce(P.applied({ effect: BOOST10 })).promoCode ?? null).toBeNull();
    const placing = withBet(P.applied({ effect: BOOST10 }), A.placeRequested('request-0001'));
    expect(placing.promoCode).toEqual(BOOST10);
    const placed = couponReducer(placing, A.placeSucceeded('request-0001', { id: '1' } as PlacedCoupon));
    expect(placed.promoCode).toBeNull();
  });
});
