import { describe, expect, it } from 'vitest';
import { NO_FILTERS, PAYMENT_PERIOD_DAYS, paymentHistoryQuery } from './paymentHistoryFilters.ts';

describe('the payment history filters', () => {
  it('offer the periods of 7, 30 and 90 days', () => {
    expect(PAYMENT_PERIOD_DAYS).toEqual([7, 30, 90]);
  });

  it('send only the chosen filters, the period as its first second', () => {
    const now = 1_800_000_000_000;
    expect(paymentHistoryQuery(NO_FILTERS, now)).toBe('');
    expect(paymentHistoryQuery({ type: 'withdrawal', status: 'new', periodDays: 7 }, now)).toBe(`type=withdrawal&status=new&from=${1_800_000_000 - 7 * 86_400}`);
  });
});
