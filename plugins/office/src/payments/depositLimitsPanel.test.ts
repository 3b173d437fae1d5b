import { describe, expect, it } from 'vitest';
import { limitAmountOf } from './DepositLimitsPanel.tsx';

describe('an amount typed for a deposit limit on the deposit page', () => {
  it('is any amount above 0, within the monthly maximum where the domain has one', () => {
    expect(limitAmountOf('123.45', null)).toBe(123.45);
    expect(limitAmountOf('1000', 1_000)).toBe(1_000);
    expect(limitAmountOf('1000.01', 1_000)).toBeNull();
    for (const text of [undefined, '', '0', '-5', 'abc']) expect(limitAmountOf(text, null)).toBeNull();
  });
});
