import { createEvent, createServiceRef, payload, type HostState } from '@host/sdk';

/** Account types of the second document ("Account"): 0 main, 4 bonus, 9 currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountType = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/** One of the signed-in player's accounts, with the fields of the second document ("Account"). */
export interface Account {
  id: string;
  /** 0 main, 4 bonus, 9 currency (ACCOUNT_TYPE). */
  type: AccountType;
  /** ISO 4217 letter code of its currency. */
  iso: string;
  /** The currency's sign (₽, $, €…). */
  symbol: string;
  /** The currency's id: its ISO 4217 numeric code. */
  currencyId: number;
  /** The balance, in the currency's major unit. */
  money: number;
  /** Points held on the account (bonus points); 0 when it holds none. */
  points: number;
  isActive: boolean;
  /** The operator's name for the account. */
  label: string;
}

/** A currency a player may open an account in; `id` is the ISO 4217 numeric code. */
export interface CurrencyChoice {
  id: number;
  iso: string;
}

/** The player's accounts, held once by their provider; every plugin reads them here. */
export interface AccountsService {
  /** Null for a visitor and until the first load. */
  selectAccounts(state: HostState): readonly Account[] | null;
  /** The account that pays: the one the server marks active; null for a visitor or when none is. One rule for the whole site. */
  selectActiveAccount(state: HostState): Account | null;
  /** Asks for fresh accounts (after a bet, a deposit…); `loaded` follows. */
  refresh(): void;
  /** Makes another account the active one; `activeChanged` follows on success. */
  changeActive(accountId: string): void;
  addCurrency(currency: CurrencyChoice): void;
  removeCurrency(accountId: string): void;
  /** A balance the server just reported (a placed bet's reply), shown at once until the next load. */
  balanceReported(accountId: string, amount: number): void;
  /**
   * Whether the player hides their balances (the user config's `user_hide_balance`, default true): every plugin that
   * shows a balance masks it while this holds. True for a visitor and until the user config is known.
   */
  selectBalanceHidden(state: HostState): boolean;
  /** Hides or shows the balances; applied at once, rolled back if the server refuses it. */
  setBalanceHidden(hidden: boolean): void;
}

/**
 * Events of the accounts service that other plugins follow in sagas (`take(accountsEvents.activeChanged.match)`):
 * part of the contract, so that a saga can follow them whether or not a provider is active yet; the provider puts
 * exactly these.
 */
export const accountsEvents = {
  /** A fresh list of accounts. */
  loaded: createEvent('accounts/loaded', payload<{ accounts: readonly Account[] }>()),
  /** Another account pays from now on. */
  activeChanged: createEvent('accounts/activeChanged', payload<{ accountId: string }>()),
};

export const accountsService = createServiceRef<AccountsService>('accounts', '1.1.0');
