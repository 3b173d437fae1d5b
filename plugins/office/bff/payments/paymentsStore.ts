import { CorruptRowError, type Database, type SqlExecutor } from '../../../../bff/bffModule.ts';
import type { Payment } from '../../schemas/payments.ts';
import { toMajor, toMinor } from '../../src/payments/paymentRules.ts';
import { CURRENCY_STEPS } from './paymentMethods.ts';

/** A payment with what the server keeps beside what the calls answer. */
export interface StoredPayment extends Payment {
  /** The player's realm (BffContext.realmOf): whose payment it is, and whose deposit limits it counts against. */
  realm: string;
  userId: string;
  walletKey: string;
  /** The secret of the payment page's link (the page is on another origin, without the player's session). */
  payToken: string;
  /** Where the payment page sends the player back: the site's origin and language. */
  returnTo: { origin: string; lang: string };
  /** The money of the payment's status is still to move (`office_payment.money_due`). */
  moneyDue: boolean;
}

/** A payment as the calls answer it (schema `payment`). */
export const publicPayment = ({ realm: _realm, userId: _userId, walletKey: _walletKey, payToken: _payToken, returnTo: _returnTo, moneyDue: _moneyDue, ...payment }: StoredPayment): Payment => payment;

/** A change of a payment's status; the settlement time and the money due are cleared unless given. */
export interface StatusChange {
  status: Payment['status'];
  updatedAt: number;
  settlesAt?: number;
  moneyDue?: boolean;
}

/** The statuses each type of payment goes through (plugins/office/schemas/payments.ts). */
const STATUSES: Record<Payment['type'], ReadonlyArray<Payment['status']>> = {
  deposit: ['new', 'pending', 'paid', 'failed', 'cancelled'],
  withdrawal: ['new', 'processing', 'paid', 'refused', 'cancelled'],
};

interface PaymentRow {
  id: string;
  realm: string;
  user_id: string;
  wallet_key: string;
  type: Payment['type'];
  status: Payment['status'];
  method_id: string;
  method_name: string;
  account_id: string;
  currency: string;
  amount_minor: string | number;
  fee_minor: string | number;
  created_at: string | number;
  updated_at: string | number;
  settles_at: string | number | null;
  money_due: boolean;
  pay_token: string;
  return_origin: string;
  return_lang: string;
}

/** The stored row as a payment; one that breaks the payments' rules (a status its type never has…) is corrupt. */
function paymentOf(row: PaymentRow): StoredPayment {
  if (!STATUSES[row.type].includes(row.status)) throw new CorruptRowError('office_payment', row.id, `a ${row.type} is never ${row.status}`);
  if (!Object.hasOwn(CURRENCY_STEPS, row.currency)) throw new CorruptRowError('office_payment', row.id, `a currency that is not offered: ${row.currency}`);
  if (row.status === 'pending' && row.settles_at === null) throw new CorruptRowError('office_payment', row.id, 'a pending deposit without its settlement time');
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    methodId: row.method_id,
    methodName: row.method_name,
    accountId: row.account_id,
    currency: row.currency,
    amount: toMajor(Number(row.amount_minor)),
    fee: toMajor(Number(row.fee_minor)),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    settlesAt: row.settles_at === null ? null : Number(row.settles_at),
    realm: row.realm,
    userId: row.user_id,
    walletKey: row.wallet_key,
    payToken: row.pay_token,
    returnTo: { origin: row.return_origin, lang: row.return_lang },
    moneyDue: row.money_due,
  };
}

/** The most payments the history answers (schema `paymentsReply`). */
const HISTORY_LIMIT = 500;

export interface PaymentFilters {
  type?: string;
  status?: string;
  from?: number;
  to?: number;
}

/** The payments table (migrations/0001_office.sql `office_payment`). */
export class PaymentsStore {
  constructor(private readonly database: Database) {}

  async insert(executor: SqlExecutor, payment: StoredPayment): Promise<void> {
    await executor.query(
      `INSERT INTO office_payment (id, realm, user_id, wallet_key, type, status, method_id, method_name, account_id, currency, amount_minor, fee_minor,
         created_at, updated_at, settles_at, money_due, pay_token, return_origin, return_lang)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      [
        payment.id,
        payment.realm,
        payment.userId,
        payment.walletKey,
        payment.type,
        payment.status,
        payment.methodId,
        payment.methodName,
        payment.accountId,
        payment.currency,
        toMinor(payment.amount),
        toMinor(payment.fee),
        payment.createdAt,
        payment.updatedAt,
        payment.settlesAt ?? null,
        payment.moneyDue,
        payment.payToken,
        payment.returnTo.origin,
        payment.returnTo.lang,
      ],
    );
  }

  async byId(id: string): Promise<StoredPayment | null> {
    const [row] = await this.database.query<PaymentRow>('SELECT * FROM office_payment WHERE id = $1', [id]);
    return row ? paymentOf(row) : null;
  }

  /** The player's payments, newest first, with the filters of the payment history. */
  async ofPlayer(realm: string, userId: string, filters: PaymentFilters): Promise<StoredPayment[]> {
    const rows = await this.database.query<PaymentRow>(
      `SELECT * FROM office_payment WHERE realm = $1 AND user_id = $2
         AND ($3::text IS NULL OR type = $3) AND ($4::text IS NULL OR status = $4) AND ($5::bigint IS NULL OR created_at >= $5) AND ($6::bigint IS NULL OR created_at <= $6)
       ORDER BY created_at DESC, id DESC LIMIT ${HISTORY_LIMIT}`,
      [realm, userId, filters.type ?? null, filters.status ?? null, filters.from ?? null, filters.to ?? null],
    );
    return rows.map(paymentOf);
  }

  /** The wallet's payments that may fall due or still have money to move, with their realm's clock offset. */
  async openOf(walletKey: string): Promise<Array<{ payment: StoredPayment; clockOffsetS: number }>> {
    const rows = await this.database.query<PaymentRow & { clock_offset_s: string | number | null }>(
      `SELECT p.*, r.clock_offset_s FROM office_payment p LEFT JOIN office_realm r USING (realm)
       WHERE p.wallet_key = $1 AND (p.status IN ('new', 'pending', 'processing') OR p.money_due) ORDER BY p.created_at, p.id`,
      [walletKey],
    );
    return rows.map((row) => ({ payment: paymentOf(row), clockOffsetS: Number(row.clock_offset_s ?? 0) }));
  }

  /** Whether a payment of the account is in progress or has money still to move into it. */
  async holdsMoneyOf(walletKey: string, accountId: string): Promise<boolean> {
    const rows = await this.database.query("SELECT 1 FROM office_payment WHERE wallet_key = $1 AND account_id = $2 AND (status IN ('new', 'pending', 'processing') OR money_due) LIMIT 1", [
      walletKey,
      accountId,
    ]);
    return rows.length > 0;
  }

  /** Whether the player has a paid deposit: the next one is not their first. */
  async hasPaidDeposit(realm: string, userId: string): Promise<boolean> {
    const rows = await this.database.query("SELECT 1 FROM office_payment WHERE realm = $1 AND user_id = $2 AND type = 'deposit' AND status = 'paid' LIMIT 1", [realm, userId]);
    return rows.length > 0;
  }

  /** The player's deposits not counted against the deposit limits yet (minor units): what they may still add to it. */
  async depositsInFlightMinor(executor: SqlExecutor, realm: string, userId: string): Promise<number> {
    const [{ total }] = await executor.query<{ total: string | number }>(
      "SELECT coalesce(sum(amount_minor), 0) AS total FROM office_payment WHERE realm = $1 AND user_id = $2 AND type = 'deposit' AND (status IN ('new', 'pending') OR money_due)",
      [realm, userId],
    );
    return Number(total);
  }

  /**
   * Changes a payment's status if it still has one of `from`, with its row locked, and answers it changed; null when
   * another call or server changed it first (so only one of them pays or returns its money).
   */
  transition(id: string, from: ReadonlyArray<Payment['status']>, change: StatusChange): Promise<StoredPayment | null> {
    return this.database.transaction(async (tx) => {
      const [row] = await tx.query<PaymentRow>('SELECT * FROM office_payment WHERE id = $1 FOR UPDATE', [id]);
      if (!row || !from.includes(paymentOf(row).status)) return null;
      const [changed] = await tx.query<PaymentRow>('UPDATE office_payment SET status = $2, updated_at = $3, settles_at = $4, money_due = $5 WHERE id = $1 RETURNING *', [
        id,
        change.status,
        change.updatedAt,
        change.settlesAt ?? null,
        change.moneyDue ?? false,
      ]);
      return paymentOf(changed);
    });
  }

  /** Clears the payment's due money once it has moved (and a deposit was counted); `failed` marks a deposit the wallet refused. */
  async takeMoneyDue(id: string, failed: boolean): Promise<void> {
    await this.database.query("UPDATE office_payment SET money_due = false, status = CASE WHEN $2::boolean THEN 'failed' ELSE status END WHERE id = $1 AND money_due", [id, failed]);
  }
}
