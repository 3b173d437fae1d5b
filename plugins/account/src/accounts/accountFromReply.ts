import type { Account } from '../../contract/index.ts';
import type { AccountsReply } from '../../schemas/account.ts';

type AccountReply = AccountsReply['accounts'][number];

/** An account of the accounts reply as the accounts service gives it: the second document's fields, and no others the server sent. */
export function accountFromReply({ id, type, iso, symbol, currencyId, money, points, isActive, label }: AccountReply): Account {
  return { id, type, iso, symbol, currencyId, money, points, isActive, label };
}

/** The same account with a new balance. */
export const withMoney = (account: Account, money: number): Account => ({ ...account, money });
