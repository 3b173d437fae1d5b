import { describe, expect, it } from 'vitest';
import { savedWithCode } from './couponUi/couponFlowActions.ts';
import { savedCodeReducer } from './sportsSlice.ts';

describe('saved coupon code', () => {
  it('is kept until the selections change', () => {
    const saved = savedCodeReducer(null, savedWithCode({ code: 'ABCD2345' }));
    expect(saved).toBe('ABCD2345');
    expect(savedCodeReducer(saved, { type: 'coupon/amountChanged' })).toBe('ABCD2345');
    expect(savedCodeReducer(saved, { type: 'coupon/betAdded' })).toBeNull();
    expect(savedCodeReducer(saved, { type: 'coupon/cleared' })).toBeNull();
    expect(savedCodeReducer(saved, { type: 'coupon/receiptClosed' })).toBeNull();
  });
});
