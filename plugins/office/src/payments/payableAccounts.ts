import { ACCOUNT_TYPE, type Account } from '../../../account/contract/index.ts';

/** The accounts money can be paid into or out of: every one but the bonus account (its balance is not withdrawable). */
export const payableAccounts = (accounts: readonly Account[] | null): Account[] => (accounts ?? []).filter((account) => account.type !== ACCOUNT_TYPE.bonus);

/** The account a form starts on: the active one when it is payable, else the main account, else the first payable. */
export function defaultAccount(accounts: readonly Account[] | null): Account | null {
  const payable = payableAccounts(accounts);
  return payable.find((account) => account.isActive) ?? payable.find((account) => account.type === ACCOUNT_TYPE.main) ?? payable[0] ?? null;
}
