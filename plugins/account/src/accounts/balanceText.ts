import { formatMoney } from '@host/sdk';
import type { Account } from '../../contract/index.ts';

/** What stands for a balance while the player hides their balances. */
export const HIDDEN_BALANCE = '••••••';

/** An account's balance as the page shows it: in its currency, or masked while balances are hidden. */
export function balanceText(lang: string, account: Account, hidden: boolean): string {
  return hidden ? HIDDEN_BALANCE : formatMoney(lang, account.money, account.iso);
}
