import type { WalletAccount, WalletHolder, WalletService } from '../../../bff/bffServices.ts';
import type { DemoAccountSeed } from './auth.ts';

/** Accounts of users without any in users.json. */
const DEFAULT_ACCOUNTS = (userId: string): DemoAccountSeed[] => [
  { id: `${userId}1`, kind: 'main', currency: 'RUB', balance: 50_000 },
  { id: `${userId}2`, kind: 'bonus', currency: 'RUB', balance: 0 },
];

/**
 * Currencies a player may hold accounts in. The spec's currency id is not shown; ours is the ISO 4217 numeric code,
 * which every payment system already knows.
 */
export const CURRENCIES: ReadonlyArray<{ id: number; iso: string; symbol: string }> = [
  { id: 643, iso: 'RUB', symbol: '₽' },
  { id: 840, iso: 'USD', symbol: '$' },
  { id: 978, iso: 'EUR', symbol: '€' },
  { id: 398, iso: 'KZT', symbol: '₸' },
];

/** The account `type` of the second document for each kind of demo account: 0 main, 4 bonus, 9 currency. */
export const ACCOUNT_TYPES = { main: 0, bonus: 4, currency: 9 } as const;
/** The operator's names of the accounts (`label`). */
const ACCOUNT_LABELS = { main: 'Main account', bonus: 'Bonus account', currency: 'Currency account' } as const;
/** A new currency account appears this long after it is asked for, as a real backend opens it asynchronously. */
export const CURRENCY_OPENING_MS = 1500;

/** A wallet action the server refuses; `message` is what the player reads (the spec's `data.message`). */
export class WalletError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Account {
  id: string;
  kind: DemoAccountSeed['kind'];
  currency: string;
  /** Balance in minor units (kopecks, cents). */
  minor: number;
  isActive: boolean;
}

export interface Wallet {
  key: string;
  userId: string;
  accounts: Account[];
  /** Currency accounts asked for and not open yet. */
  opening: Array<{ currency: string; readyAt: number }>;
  /** The suffix of the next account id (user id + suffix), never reused after a removal. */
  nextSuffix: number;
}

export interface WalletDeskOptions {
  /** The accounts users.json seeds a user with, if any. */
  seedsOf?: (userId: string) => readonly DemoAccountSeed[] | undefined;
  /** Epoch ms. */
  now?: () => number;
}

/** An account as `GET /web-api/user/accounts` answers it (schema `accountsReply`). */
function accountReplyOf(account: Account) {
  const currency = CURRENCIES.find((candidate) => candidate.iso === account.currency);
  if (!currency) throw new Error(`account ${account.id} is in a currency that is not offered: ${account.currency}`);
  return {
    id: account.id,
    type: ACCOUNT_TYPES[account.kind],
    iso: currency.iso,
    symbol: currency.symbol,
    currencyId: currency.id,
    money: account.minor / 100,
    points: 0,
    isActive: account.isActive,
    label: ACCOUNT_LABELS[account.kind],
  };
}

/**
 * The players' accounts, one wallet per player and realm (wallet key `{userId}:{realm}`, auth.ts walletKeyOf), seeded from users.json: the
 * accounts calls, and the wallet service other modules pay from and into (bets). Modules that hold money of a wallet
 * (open bets) settle it before it is read and may refuse the removal of an account.
 */
export class WalletDesk implements WalletService {
  private readonly wallets = new Map<string, Wallet>();
  private readonly holders: WalletHolder[] = [];
  private readonly seedsOf: NonNullable<WalletDeskOptions['seedsOf']>;
  private readonly now: () => number;

  constructor(options: WalletDeskOptions = {}) {
    this.seedsOf = options.seedsOf ?? (() => undefined);
    this.now = options.now ?? Date.now;
  }

  wallet(walletKey: string): Wallet {
    let wallet = this.wallets.get(walletKey);
    if (!wallet) {
      const userId = walletKey.split(':')[0];
      const seeds = this.seedsOf(userId) ?? DEFAULT_ACCOUNTS(userId);
      wallet = {
        key: walletKey,
        userId,
        accounts: seeds.map((seed) => ({ id: seed.id, kind: seed.kind, currency: seed.currency, minor: Math.round(seed.balance * 100), isActive: seed.kind === 'main' })),
        opening: [],
        nextSuffix: seeds.length + 1,
      };
      this.wallets.set(walletKey, wallet);
    }
    return wallet;
  }

  // ----- the wallet service --------------------------------------------------------------------------------------

  addHolder(holder: WalletHolder): void {
    this.holders.push(holder);
  }

  account(walletKey: string, accountId: string): WalletAccount | null {
    const wallet = this.wallet(walletKey);
    // A currency account may have opened since the wallet was last read.
    this.openDue(wallet);
    const account = wallet.accounts.find((candidate) => candidate.id === accountId);
    return account ? { ...account } : null;
  }

  activeAccount(walletKey: string): WalletAccount | null {
    const active = this.wallet(walletKey).accounts.find((candidate) => candidate.isActive);
    return active ? { ...active } : null;
  }

  debit(walletKey: string, accountId: string, minor: number): boolean {
    const account = this.wallet(walletKey).accounts.find((candidate) => candidate.id === accountId);
    if (!account || minor > account.minor) return false;
    account.minor -= minor;
    return true;
  }

  credit(walletKey: string, accountId: string, minor: number): boolean {
    const account = this.wallet(walletKey).accounts.find((candidate) => candidate.id === accountId);
    if (!account) return false;
    account.minor += minor;
    return true;
  }

  // ----- the accounts calls --------------------------------------------------------------------------------------

  /** The wallet's accounts, after the payouts due by now (holders settle first) and the accounts opened since. */
  accounts(wallet: Wallet) {
    this.settleDue(wallet);
    this.openDue(wallet);
    return { accounts: wallet.accounts.map(accountReplyOf) };
  }

  private settleDue(wallet: Wallet): void {
    for (const holder of this.holders) holder.settleDue(wallet.key);
  }

  /** Currency accounts whose opening time came join the wallet. */
  private openDue(wallet: Wallet): void {
    const now = this.now();
    for (const opening of wallet.opening.filter((candidate) => candidate.readyAt <= now)) {
      let id: string;
      do id = `${wallet.userId}${wallet.nextSuffix++}`;
      while (wallet.accounts.some((account) => account.id === id));
      wallet.accounts.push({ id, kind: 'currency', currency: opening.currency, minor: 0, isActive: false });
    }
    wallet.opening = wallet.opening.filter((candidate) => candidate.readyAt > now);
  }

  private ownAccount(wallet: Wallet, accountId: string): Account {
    this.openDue(wallet);
    const account = wallet.accounts.find((candidate) => candidate.id === accountId);
    if (!account) throw new WalletError('account_not_found', 'There is no such account');
    return account;
  }

  /** Currencies the player may still open an account in (not held by a main or currency account, not opening). */
  availableCurrencies(wallet: Wallet) {
    this.openDue(wallet);
    const held = new Set([...wallet.accounts.filter((account) => account.kind !== 'bonus').map((account) => account.currency), ...wallet.opening.map((opening) => opening.currency)]);
    return { currencies: CURRENCIES.filter((currency) => !held.has(currency.iso)).map(({ id, iso }) => ({ id, iso })) };
  }

  /** Makes one account the active one (the one bets are paid from). */
  setActive(wallet: Wallet, accountId: string) {
    const account = this.ownAccount(wallet, accountId);
    for (const candidate of wallet.accounts) candidate.isActive = candidate === account;
    return { success: true, data: { message: `Account ${account.id} is now active` } };
  }

  /** Asks for a currency account; it opens CURRENCY_OPENING_MS later. */
  openCurrency(wallet: Wallet, currencyId: number) {
    const currency = CURRENCIES.find((candidate) => candidate.id === currencyId);
    if (!currency) throw new WalletError('unknown_currency', 'This currency is not offered');
    if (!this.availableCurrencies(wallet).currencies.some((candidate) => candidate.id === currency.id)) throw new WalletError('currency_exists', `You already have an account in ${currency.iso}`);
    wallet.opening.push({ currency: currency.iso, readyAt: this.now() + CURRENCY_OPENING_MS });
    return { success: true, data: { message: `Your ${currency.iso} account is being opened` } };
  }

  /**
   * Closes a currency account: not the main or bonus one, not the active one, and only when it is empty and no
   * holder keeps money of it (a bet waiting for settlement needs the account for its payout).
   */
  closeCurrency(wallet: Wallet, accountId: string) {
    this.settleDue(wallet);
    const account = this.ownAccount(wallet, accountId);
    if (account.kind !== 'currency') throw new WalletError('account_not_removable', 'Only currency accounts can be removed');
    if (account.isActive) throw new WalletError('account_active', 'Make another account active before removing this one');
    if (account.minor > 0) throw new WalletError('balance_not_zero', 'Withdraw the balance before removing the account');
    for (const holder of this.holders) {
      const refusal = holder.refuseRemoval(wallet.key, account.id);
      if (refusal) throw new WalletError(refusal.code, refusal.message);
    }
    wallet.accounts = wallet.accounts.filter((candidate) => candidate !== account);
    return { success: true, data: { message: `The ${account.currency} account is removed` } };
  }
}
