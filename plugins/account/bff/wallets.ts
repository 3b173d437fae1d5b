import type { WalletAccount, WalletEntry, WalletHolder, WalletService } from '../../../bff/bffModule.ts';
import { ApiError, CorruptRowError, type Database, type SqlExecutor } from '../../../bff/bffModule.ts';
import type { DemoAccountSeed } from './players.ts';

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
const KINDS: ReadonlyArray<WalletAccount['kind']> = ['main', 'bonus', 'currency'];

/**
 * The key of a player's wallet: one per player in a realm (the operator's platform, or a test scenario), whatever
 * the session or domain, so that every sign-in sees and spends the same balance.
 */
export const walletKeyOf = (userId: string, realm: string) => `${userId}:${realm}`;

/** The player of a wallet key (user ids are digits, so the first colon ends one). */
function playerOf(walletKey: string): { userId: string; realm: string } {
  const colon = walletKey.indexOf(':');
  if (colon < 1) throw new Error(`not a wallet key: ${walletKey}`);
  return { userId: walletKey.slice(0, colon), realm: walletKey.slice(colon + 1) };
}

/** A wallet action the server refuses (400): `detail` is what the player reads (the spec's `data.message`). */
const walletRefusal = (code: string, detail: string) => new ApiError(400, code, detail);

interface AccountRow {
  account_id: string;
  kind: string;
  currency: string;
  is_active: boolean;
  balance_minor: string | number;
  opens_at: string | number;
}

function accountOf(row: AccountRow): WalletAccount {
  const kind = row.kind as WalletAccount['kind'];
  if (!KINDS.includes(kind)) throw new CorruptRowError('account_wallet_account', row.account_id, `unknown kind ${row.kind}`);
  const minor = Number(row.balance_minor);
  if (!Number.isSafeInteger(minor) || minor < 0) throw new CorruptRowError('account_wallet_account', row.account_id, `balance ${row.balance_minor}`);
  return { id: row.account_id, kind, currency: row.currency, minor, isActive: row.is_active };
}

/** An account as `GET /web-api/user/accounts` answers it (schema `accountsReply`). */
function accountReplyOf(account: WalletAccount) {
  const currency = CURRENCIES.find((candidate) => candidate.iso === account.currency);
  if (!currency) throw new CorruptRowError('account_wallet_account', account.id, `a currency that is not offered: ${account.currency}`);
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

const ACCOUNT_COLUMNS = 'account_id, kind, currency, is_active, balance_minor, opens_at';

export interface WalletDeskOptions {
  /** The accounts users.json seeds a demo player with, if any. */
  seedsOf?: (userId: string) => readonly DemoAccountSeed[] | undefined;
  /** Epoch ms. */
  now?: () => number;
}

/**
 * The players' wallets, in the database: one per player and realm (`walletKeyOf`), whatever the session or domain.
 * Every balance change is a ledger entry with a reference, entered once (a retried bet or payment is not paid
 * twice), in a transaction that locks the account row, and a balance never goes below zero. The accounts calls,
 * and the wallet service other modules pay from and into. Modules that hold money of a wallet (open bets) settle it
 * before it is read and may refuse the removal of an account.
 */
export class WalletDesk implements WalletService {
  private readonly holders: WalletHolder[] = [];
  private readonly seedsOf: NonNullable<WalletDeskOptions['seedsOf']>;
  private readonly now: () => number;

  constructor(
    private readonly database: Database,
    options: WalletDeskOptions = {},
  ) {
    this.seedsOf = options.seedsOf ?? (() => undefined);
    this.now = options.now ?? Date.now;
  }

  /** Opens the accounts of a player seen for the first time, with their seeded balances (each a ledger entry). */
  async openWallet(tx: SqlExecutor, walletKey: string, seeds?: readonly DemoAccountSeed[]): Promise<void> {
    const { realm, userId } = playerOf(walletKey);
    const [held] = await tx.query('SELECT 1 FROM account_wallet_account WHERE realm = $1 AND user_id = $2 LIMIT 1', [realm, userId]);
    if (held) return;
    for (const seed of seeds ?? this.seedsOf(userId) ?? DEFAULT_ACCOUNTS(userId)) {
      const minor = Math.round(seed.balance * 100);
      const opened = await tx.query(
        `INSERT INTO account_wallet_account (realm, user_id, account_id, kind, currency, is_active, balance_minor)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING account_id`,
        [realm, userId, seed.id, seed.kind, seed.currency, seed.kind === 'main', minor],
      );
      if (opened.length > 0 && minor > 0) {
        await tx.query('INSERT INTO account_wallet_entry (realm, user_id, account_id, amount_minor, reference) VALUES ($1, $2, $3, $4, $5)', [realm, userId, seed.id, minor, `opening:${seed.id}`]);
      }
    }
  }

  /** The wallet's open accounts (those asked for and not open yet left out); a first read opens the wallet. */
  private async openAccounts(walletKey: string): Promise<WalletAccount[]> {
    const { realm, userId } = playerOf(walletKey);
    const read = () =>
      this.database.query<AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM account_wallet_account WHERE realm = $1 AND user_id = $2 AND removed_at IS NULL AND opens_at <= $3 ORDER BY account_id`,
        [realm, userId, this.now()],
      );
    let rows = await read();
    if (rows.length === 0) {
      await this.database.transaction((tx) => this.openWallet(tx, walletKey));
      rows = await read();
    }
    return rows.map(accountOf);
  }

  // ----- the wallet service --------------------------------------------------------------------------------------

  addHolder(holder: WalletHolder): void {
    this.holders.push(holder);
  }

  async account(walletKey: string, accountId: string): Promise<WalletAccount | null> {
    return (await this.openAccounts(walletKey)).find((candidate) => candidate.id === accountId) ?? null;
  }

  async activeAccount(walletKey: string): Promise<WalletAccount | null> {
    return (await this.openAccounts(walletKey)).find((candidate) => candidate.isActive) ?? null;
  }

  /**
   * Enters the entries on one account in one transaction, in order: all or none. False (nothing entered) when the
   * account is not open or the balance would go below zero at any entry. An entry whose reference was entered before is skipped, so a
   * retried call changes nothing and answers true.
   */
  async enter(walletKey: string, accountId: string, entries: readonly WalletEntry[]): Promise<boolean> {
    const { realm, userId } = playerOf(walletKey);
    return this.database.transaction(async (tx) => {
      await this.openWallet(tx, walletKey);
      const [row] = await tx.query<AccountRow>(
        `SELECT ${ACCOUNT_COLUMNS} FROM account_wallet_account WHERE realm = $1 AND user_id = $2 AND account_id = $3 AND removed_at IS NULL AND opens_at <= $4 FOR UPDATE`,
        [realm, userId, accountId, this.now()],
      );
      if (!row) return false;
      const entered = await tx.query<{ reference: string }>('SELECT reference FROM account_wallet_entry WHERE realm = $1 AND user_id = $2 AND reference = ANY($3::text[])', [
        realm,
        userId,
        entries.map((entry) => entry.reference),
      ]);
      const fresh = entries.filter((entry) => !entered.some((done) => done.reference === entry.reference));
      // In order, never below zero on the way: a spin's stake must be covered before its win is paid.
      let balance = accountOf(row).minor;
      for (const entry of fresh) {
        balance += entry.minor;
        if (balance < 0) return false;
      }
      for (const entry of fresh) {
        await tx.query('INSERT INTO account_wallet_entry (realm, user_id, account_id, amount_minor, reference) VALUES ($1, $2, $3, $4, $5)', [realm, userId, accountId, entry.minor, entry.reference]);
      }
      await tx.query('UPDATE account_wallet_account SET balance_minor = $4 WHERE realm = $1 AND user_id = $2 AND account_id = $3', [realm, userId, accountId, balance]);
      return true;
    });
  }

  debit(walletKey: string, accountId: string, minor: number, reference: string): Promise<boolean> {
    return this.enter(walletKey, accountId, [{ minor: -minor, reference }]);
  }

  credit(walletKey: string, accountId: string, minor: number, reference: string): Promise<boolean> {
    return this.enter(walletKey, accountId, [{ minor, reference }]);
  }

  // ----- the accounts calls --------------------------------------------------------------------------------------

  /** The wallet's accounts, after the payouts due by now (holders settle first). */
  async accounts(walletKey: string) {
    await this.settleDue(walletKey);
    return { accounts: (await this.openAccounts(walletKey)).map(accountReplyOf) };
  }

  private async settleDue(walletKey: string): Promise<void> {
    for (const holder of this.holders) await holder.settleDue(walletKey);
  }

  /** Currencies the player may still open an account in (not held by a main or currency account, not opening). */
  async availableCurrencies(walletKey: string) {
    const { realm, userId } = playerOf(walletKey);
    await this.database.transaction((tx) => this.openWallet(tx, walletKey));
    const held = await this.database.query<{ currency: string }>(
      "SELECT currency FROM account_wallet_account WHERE realm = $1 AND user_id = $2 AND kind <> 'bonus' AND removed_at IS NULL",
      [realm, userId],
    );
    return { currencies: CURRENCIES.filter((currency) => !held.some((row) => row.currency === currency.iso)).map(({ id, iso }) => ({ id, iso })) };
  }

  /** Runs `change` with the player's accounts locked (all of them, opening ones too). */
  private changeAccounts<Result>(walletKey: string, change: (tx: SqlExecutor, accounts: Array<WalletAccount & { open: boolean }>) => Promise<Result>): Promise<Result> {
    const { realm, userId } = playerOf(walletKey);
    return this.database.transaction(async (tx) => {
      await this.openWallet(tx, walletKey);
      const rows = await tx.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM account_wallet_account WHERE realm = $1 AND user_id = $2 AND removed_at IS NULL ORDER BY account_id FOR UPDATE`, [
        realm,
        userId,
      ]);
      return change(
        tx,
        rows.map((row) => ({ ...accountOf(row), open: Number(row.opens_at) <= this.now() })),
      );
    });
  }

  private static ownAccount(accounts: ReadonlyArray<WalletAccount & { open: boolean }>, accountId: string): WalletAccount {
    const account = accounts.find((candidate) => candidate.id === accountId && candidate.open);
    if (!account) throw walletRefusal('account_not_found', 'There is no such account');
    return account;
  }

  /** Makes one account the active one (the one bets are paid from). */
  setActive(walletKey: string, accountId: string) {
    const { realm, userId } = playerOf(walletKey);
    return this.changeAccounts(walletKey, async (tx, accounts) => {
      const account = WalletDesk.ownAccount(accounts, accountId);
      await tx.query('UPDATE account_wallet_account SET is_active = (account_id = $3) WHERE realm = $1 AND user_id = $2', [realm, userId, account.id]);
      return { success: true, data: { message: `Account ${account.id} is now active` } };
    });
  }

  /** Asks for a currency account; it opens CURRENCY_OPENING_MS later, with the next free account id. */
  openCurrency(walletKey: string, currencyId: number) {
    const { realm, userId } = playerOf(walletKey);
    const currency = CURRENCIES.find((candidate) => candidate.id === currencyId);
    if (!currency) throw walletRefusal('unknown_currency', 'This currency is not offered');
    return this.changeAccounts(walletKey, async (tx, accounts) => {
      if (accounts.some((account) => account.kind !== 'bonus' && account.currency === currency.iso)) throw walletRefusal('currency_exists', `You already have an account in ${currency.iso}`);
      // Ids are never reused, removed accounts' included.
      const [{ count }] = await tx.query<{ count: string | number }>('SELECT count(*) AS count FROM account_wallet_account WHERE realm = $1 AND user_id = $2', [realm, userId]);
      let suffix = Number(count) + 1;
      while ((await tx.query('SELECT 1 FROM account_wallet_account WHERE realm = $1 AND user_id = $2 AND account_id = $3', [realm, userId, `${userId}${suffix}`])).length > 0) suffix++;
      await tx.query('INSERT INTO account_wallet_account (realm, user_id, account_id, kind, currency, opens_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        realm,
        userId,
        `${userId}${suffix}`,
        'currency',
        currency.iso,
        this.now() + CURRENCY_OPENING_MS,
      ]);
      return { success: true, data: { message: `Your ${currency.iso} account is being opened` } };
    });
  }

  /**
   * Closes a currency account: not the main or bonus one, not the active one, and only when it is empty and no
   * holder keeps money of it (a bet waiting for settlement needs the account for its payout).
   */
  async closeCurrency(walletKey: string, accountId: string) {
    await this.settleDue(walletKey);
    const { realm, userId } = playerOf(walletKey);
    for (const holder of this.holders) {
      const refusal = await holder.refuseRemoval(walletKey, accountId);
      if (refusal) throw walletRefusal(refusal.code, refusal.message);
    }
    return this.changeAccounts(walletKey, async (tx, accounts) => {
      const account = WalletDesk.ownAccount(accounts, accountId);
      if (account.kind !== 'currency') throw walletRefusal('account_not_removable', 'Only currency accounts can be removed');
      if (account.isActive) throw walletRefusal('account_active', 'Make another account active before removing this one');
      if (account.minor > 0) throw walletRefusal('balance_not_zero', 'Withdraw the balance before removing the account');
      await tx.query('UPDATE account_wallet_account SET removed_at = now() WHERE realm = $1 AND user_id = $2 AND account_id = $3', [realm, userId, account.id]);
      return { success: true, data: { message: `The ${account.currency} account is removed` } };
    });
  }
}
