import { ACCOUNT_TYPE } from '../../contract/index.ts';
import { describe, expect, it } from 'vitest';
import { accountFromReply } from './accountFromReply.ts';

const reply = { id: '1000013', iso: 'USD', symbol: '$', currencyId: 840, money: 500, points: 12, isActive: false, label: 'Currency account' };

describe('an account of the accounts reply', () => {
  it('pins the account types of the second document: 0 main, 4 bonus, 9 currency', () => {
    expect(ACCOUNT_TYPE).toEqual({ main: 0, bonus: 4, currency: 9 });
  });

  it.each([0, 4, 9] as const)('type %i keeps the spec fields and drops the others the server sent', (type) => {
    expect(accountFromReply({ ...reply, type, internalNote: 'x' } as Parameters<typeof accountFromReply>[0])).toEqual({ ...reply, type });
  });
});
