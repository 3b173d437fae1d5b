import type { PlacedCoupon } from '../schemas/sports.ts';
import { validate_placedCoupon } from '../src/generated/validate_placedCoupon.js';
import { CorruptRowError, type Database, type SqlExecutor } from '../../../bff/bffModule.ts';
import type { CouponTypeId } from './betMath.ts';

/** A cash out whose money is to be paid into the wallet (migrations/0005_cash_outs.sql). */
export interface UnpaidCashOut {
  couponId: string;
  requestId: string;
  amount: number;
}

/** A coupon's player for the limits: the realm (BffContext.realmOf) and the user. */
export interface CouponPayer {
  realm: string;
  userId: string;
}

/** A coupon as the desk keeps it: the coupon the calls answer, and what settling it needs. */
export interface StoredCoupon {
  coupon: PlacedCoupon;
  walletKey: string;
  requestId: string;
  accountId: string;
  /** Whose loss limits the payout counts against, when the route says. */
  payer?: CouponPayer;
  /** The stake of one unit (a single, one system combination: the system's total / C(n, k), unrounded); pays out. */
  unitAmount: number;
  /** Epoch ms. */
  settleAt: number;
  /** Whether the payout of a settled coupon is in the wallet. */
  isPaid: boolean;
  /** The affiliate who referred the player, for the operator's affiliate reports; null when none did. */
  refId?: string | null;
}

interface CouponRow {
  coupon_id: string | number;
  wallet_key: string;
  request_id: string;
  account_id: string;
  payer_realm: string | null;
  payer_user_id: string | null;
  unit_amount: number;
  settle_at: string | number;
  is_paid: boolean;
  coupon: unknown;
}

function storedOf(row: CouponRow): StoredCoupon {
  if (!validate_placedCoupon(row.coupon)) throw new CorruptRowError('sports_coupon', String(row.coupon_id), 'the coupon is not a placedCoupon');
  return {
    coupon: row.coupon as PlacedCoupon,
    walletKey: row.wallet_key,
    requestId: row.request_id,
    accountId: row.account_id,
    payer: row.payer_realm !== null && row.payer_user_id !== null ? { realm: row.payer_realm, userId: row.payer_user_id } : undefined,
    unitAmount: Number(row.unit_amount),
    settleAt: Number(row.settle_at),
    isPaid: row.is_paid,
  };
}

const COLUMNS = 'coupon_id, wallet_key, request_id, account_id, payer_realm, payer_user_id, unit_amount, settle_at, is_paid, coupon';

/** The coupons and saved coupons in the database (migrations/0001_coupons.sql). */
export class CouponStore {
  constructor(private readonly database: Database) {}

  async nextCouponId(): Promise<string> {
    const [{ id }] = await this.database.query<{ id: string | number }>("SELECT nextval('sports_coupon_id') AS id");
    return String(id);
  }

  /**
   * Adds a placed coupon, and in the same transaction what goes with it (`withCoupon`: a promo code's use; when it
   * throws, the coupon is not added); answers the wallet's coupon of the same request id instead when one was
   * placed first.
   */
  async add(stored: StoredCoupon, withCoupon?: (tx: SqlExecutor) => Promise<void>): Promise<StoredCoupon> {
    const added = await this.database.transaction(async (tx) => {
      const [row] = await tx.query<CouponRow>(
        `INSERT INTO sports_coupon (coupon_id, wallet_key, request_id, account_id, payer_realm, payer_user_id, unit_amount, settle_at, is_open, coupon, ref_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (wallet_key, request_id) DO NOTHING RETURNING ${COLUMNS}`,
        [stored.coupon.id, stored.walletKey, stored.requestId, stored.accountId, stored.payer?.realm ?? null, stored.payer?.userId ?? null, stored.unitAmount, stored.settleAt, stored.coupon.statusId < 0, JSON.stringify(stored.coupon), stored.refId ?? null],
      );
      if (row && withCoupon) await withCoupon(tx);
      return row;
    });
    return added ? storedOf(added) : (await this.byRequestId(stored.walletKey, stored.requestId))!;
  }

  async byRequestId(walletKey: string, requestId: string): Promise<StoredCoupon | null> {
    const [row] = await this.database.query<CouponRow>(`SELECT ${COLUMNS} FROM sports_coupon WHERE wallet_key = $1 AND request_id = $2`, [walletKey, requestId]);
    return row ? storedOf(row) : null;
  }

  async byId(walletKey: string, couponId: string): Promise<StoredCoupon | null> {
    const [row] = await this.database.query<CouponRow>(`SELECT ${COLUMNS} FROM sports_coupon WHERE wallet_key = $1 AND coupon_id = $2`, [walletKey, couponId]);
    return row ? storedOf(row) : null;
  }

  /** The wallet's coupons, newest first (only the open ones when `opened`). */
  async history(walletKey: string, opened: boolean, limit: number): Promise<PlacedCoupon[]> {
    const rows = await this.database.query<CouponRow>(
      `SELECT ${COLUMNS} FROM sports_coupon WHERE wallet_key = $1 AND (is_open OR NOT $2) ORDER BY coupon_id DESC LIMIT $3`,
      [walletKey, opened, limit],
    );
    return rows.map((row) => storedOf(row).coupon);
  }

  /** Open coupons of the wallet, and settled ones whose payout is not in the wallet yet. */
  async toSettle(walletKey: string): Promise<StoredCoupon[]> {
    const rows = await this.database.query<CouponRow>(`SELECT ${COLUMNS} FROM sports_coupon WHERE wallet_key = $1 AND (is_open OR NOT is_paid) ORDER BY coupon_id`, [walletKey]);
    return rows.map(storedOf);
  }

  /** Wallets with open coupons or unpaid settled ones (the ticker settles them). */
  async walletsToSettle(): Promise<string[]> {
    const rows = await this.database.query<{ wallet_key: string }>(
      'SELECT wallet_key FROM sports_coupon WHERE is_open OR NOT is_paid UNION SELECT wallet_key FROM sports_cash_out WHERE NOT is_paid',
    );
    return rows.map((row) => row.wallet_key);
  }

  async hasOpenOn(walletKey: string, accountId: string): Promise<boolean> {
    return (await this.database.query('SELECT 1 FROM sports_coupon WHERE wallet_key = $1 AND account_id = $2 AND is_open LIMIT 1', [walletKey, accountId])).length > 0;
  }

  /**
   * Settles an open coupon once, whatever runs at the same time (the ticker, a read, another server): the row is
   * locked and still open, then `settle` decides its result. Answers the settled coupon, or null when it was settled
   * already.
   */
  async settle(couponId: string, settle: (stored: StoredCoupon) => PlacedCoupon): Promise<StoredCoupon | null> {
    return this.database.transaction(async (tx: SqlExecutor) => {
      const [row] = await tx.query<CouponRow>(`SELECT ${COLUMNS} FROM sports_coupon WHERE coupon_id = $1 AND is_open FOR UPDATE`, [couponId]);
      if (!row) return null;
      const stored = storedOf(row);
      const coupon = settle(stored);
      await tx.query('UPDATE sports_coupon SET is_open = false, is_paid = $2, coupon = $3 WHERE coupon_id = $1', [couponId, !(coupon.payout && coupon.payout > 0), JSON.stringify(coupon)]);
      return { ...stored, coupon };
    });
  }

  /**
   * Cashes out one of the wallet's coupons once, whatever runs at the same time (the ticker's settlement, a double tap,
   * another server): the row is locked, `decide` answers the coupon as it is to be and the cash out to record (null: a
   * repeat, nothing changes) or throws to refuse; the coupon and its unpaid cash out are written in one transaction.
   * Answers the coupon, or null when the wallet has no coupon with that id.
   */
  async cashOut(walletKey: string, couponId: string, decide: (stored: StoredCoupon) => { next: StoredCoupon; cashOut: UnpaidCashOut | null }): Promise<StoredCoupon | null> {
    return this.database.transaction(async (tx: SqlExecutor) => {
      const [row] = await tx.query<CouponRow>(`SELECT ${COLUMNS} FROM sports_coupon WHERE wallet_key = $1 AND coupon_id = $2 FOR UPDATE`, [walletKey, couponId]);
      if (!row) return null;
      const { next, cashOut } = decide(storedOf(row));
      if (!cashOut) return next;
      // A coupon this server could not read back would lock the wallet's settlement: refused before it is written.
      if (!validate_placedCoupon(next.coupon)) throw new Error(`the cashed-out coupon ${couponId} is not a placedCoupon`);
      await tx.query('UPDATE sports_coupon SET coupon = $2, unit_amount = $3, is_open = $4, is_paid = $5 WHERE coupon_id = $1', [
        couponId,
        JSON.stringify(next.coupon),
        next.unitAmount,
        !next.coupon.isCashedOut,
        next.isPaid,
      ]);
      await tx.query('INSERT INTO sports_cash_out (coupon_id, request_id, wallet_key, amount) VALUES ($1, $2, $3, $4)', [couponId, cashOut.requestId, walletKey, cashOut.amount]);
      return next;
    });
  }

  /** The wallet's cash outs whose money is not in the wallet yet. */
  async unpaidCashOuts(walletKey: string): Promise<UnpaidCashOut[]> {
    const rows = await this.database.query<{ coupon_id: string | number; request_id: string; amount: number }>(
      'SELECT coupon_id, request_id, amount FROM sports_cash_out WHERE wallet_key = $1 AND NOT is_paid ORDER BY coupon_id',
      [walletKey],
    );
    return rows.map((row) => ({ couponId: String(row.coupon_id), requestId: row.request_id, amount: Number(row.amount) }));
  }

  async markCashOutPaid(couponId: string, requestId: string): Promise<void> {
    await this.database.query('UPDATE sports_cash_out SET is_paid = true WHERE coupon_id = $1 AND request_id = $2', [couponId, requestId]);
  }

  /** Marks a settled coupon's payout as paid; false when another call marked it first (it counts the payout then). */
  async markPaid(couponId: string): Promise<boolean> {
    return (await this.database.query('UPDATE sports_coupon SET is_paid = true WHERE coupon_id = $1 AND NOT is_paid RETURNING coupon_id', [couponId])).length > 0;
  }

  /** Saves a coupon's outcomes under `code`; false when the code is taken. */
  async save(code: string, saved: { typeId: CouponTypeId; systemValue?: number; marketIds: readonly string[] }): Promise<boolean> {
    const rows = await this.database.query('INSERT INTO sports_saved_coupon (code, type_id, system_value, market_ids) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING code', [
      code,
      saved.typeId,
      saved.systemValue ?? null,
      JSON.stringify(saved.marketIds),
    ]);
    return rows.length > 0;
  }

  async saved(code: string): Promise<{ typeId: CouponTypeId; systemValue?: number; marketIds: string[] } | null> {
    const [row] = await this.database.query<{ type_id: number; system_value: number | null; market_ids: unknown }>('SELECT type_id, system_value, market_ids FROM sports_saved_coupon WHERE code = $1', [code]);
    if (!row) return null;
    if (!Array.isArray(row.market_ids) || !row.market_ids.every((id) => typeof id === 'string')) throw new CorruptRowError('sports_saved_coupon', code, 'market_ids is not a list of outcome ids');
    return { typeId: row.type_id as CouponTypeId, ...(row.system_value === null ? {} : { systemValue: row.system_value }), marketIds: row.market_ids as string[] };
  }
}
