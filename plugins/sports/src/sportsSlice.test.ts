import { describe, expect, it } from 'vitest';
import { accountsReducer, savedCodeReducer, type Account } from './sportsSlice.ts';

const main: Account = { id: '1', kind: 'main', currency: 'RUB', balance: 500, isActive: true };
const usd: Account = { id: '2', kind: 'currency', currency: 'USD', balance: 20, isActive: false };

describe('accounts', () => {
  it('takes the loaded list, follows a balance change of one account and forgets all on logout', () => {
    const loaded = accountsReducer(null, { type: 'accounts/loaded', accounts: [main, usd] });
    expect(loaded).toEqual([main, usd]);
    const debited = accountsReducer(loaded, { type: 'accounts/balanceChanged', accountId: '1', amount: 200 });
    expect(debited?.[0].balance).toBe(200);
    expect(debited?.[1]).toBe(usd);
    expect(accountsReducer(debited, { type: 'session/loggedOut' })).toBeNull();
  });

  it('ignores a balance change before the accounts are known', () => {
    expect(accountsReducer(null, { type: 'accounts/balanceChanged', accountId: '1', amount: 1 })).toBeNull();
  });
});

describe('saved coupon code', () => {
  it('is kept until the selections change', () => {
    const saved = savedCodeReducer(null, { type: 'coupon/savedWithCode', code: 'ABCD2345' });
    expect(saved).toBe('ABCD2345');
    expect(savedCodeReducer(saved, { type: 'coupon/amountChanged' })).toBe('ABCD2345');
    expect(savedCodeReducer(saved, { type: 'coupon/betAdded' })).toBeNull();
    expect(savedCodeReducer(saved, { type: 'coupon/cleared' })).toBeNull();
  });
});
