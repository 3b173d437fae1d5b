import { createHash } from 'node:crypto';
import { ApiError, type Database, type GamblingRestrictionsService, type WalletHolder, type WalletService } from '../../../bff/bffModule.ts';
import type { CasinoTotoTicket, CasinoTotoTicketRequest } from '../schemas/casinoApi.ts';
import { TOTO_MAX_LINES } from '../schemas/totoRules.ts';
import type { CasinoLang } from './catalogue.ts';
import { TOTO_SECTIONS, totoPoolName, totoPools } from './lottoAndToto.ts';
import { TOTO_RESULTS_AFTER_S, totoPayoutMinor, totoResults } from './totoResults.ts';

// Toto tickets: a ticket on an open pool, its cost (lines × line stake) taken from the player's active account once
// per request, counted against the wagering and loss limits, kept in the database (casino_toto_ticket), and settled
// by the pool's results (totoResults.ts).

/** The limits of a ticket, by the account's currency: the least line stake and the most a ticket may cost. */
export const TOTO_LIMITS: Record<string, { minLineStake: number; maxCost: number }> = {
  RUB: { minLineStake: 10, maxCost: 100_000 },
  USD: { minLineStake: 0.1, maxCost: 1_000 },
  EUR: { minLineStake: 0.1, maxCost: 1_000 },
};
const TICKETS_LISTED = 50;

/** Who buys a ticket: the signed-in player, in the realm of the call (whose limits apply). */
export interface TotoPlayer {
  realm: string;
  userId: string;
  walletKey: string;
}

interface TicketRow {
  ticket_id: string | number;
  pool_id: string;
  closes_at: string | number;
  picks: CasinoTotoTicket['picks'];
  lines: number;
  line_stake_minor: string | number;
  cost_minor: string | number;
  currency: string;
  placed_at: string | number;
  wallet_key: string;
  realm: string;
  user_id: string;
  account_id: string;
  request_id: string;
  content_key: string;
  results: string[] | null;
  payout_minor: string | number | null;
}

type StoredTicket = CasinoTotoTicket & { contentKey: string };

const ticketOf = (row: TicketRow, lang: CasinoLang): StoredTicket => ({
  contentKey: row.content_key,
  id: String(row.ticket_id),
  poolId: row.pool_id,
  poolName: totoPoolName(row.pool_id, lang) ?? row.pool_id,
  closesAt: Number(row.closes_at),
  picks: row.picks,
  lines: row.lines,
  lineStake: Number(row.line_stake_minor) / 100,
  cost: Number(row.cost_minor) / 100,
  currency: row.currency,
  placedAt: Number(row.placed_at),
  ...(row.results && row.payout_minor !== null ? { results: row.results as CasinoTotoTicket['picks'][number], payout: Number(row.payout_minor) / 100 } : {}),
});

/** What a ticket holds (pool, picks, line stake), as a short key: the same request id with other content is another ticket. */
const contentKeyOf = (request: CasinoTotoTicketRequest) =>
  createHash('sha256').update(JSON.stringify([request.poolId, request.picks, Math.round(request.lineStake * 100)])).digest('hex').slice(0, 24);

/** The wallet's and the limits' reference of a ticket: its request and content, which each takes once. */
const referenceOf = (walletKey: string, requestId: string, contentKey: string) => `toto:${walletKey}:${requestId}:${contentKey}`;

/** A stored ticket as the answer to a request of this content; the request id reused for another ticket is refused. */
function sameContent(ticket: StoredTicket, contentKey: string): CasinoTotoTicket {
  if (ticket.contentKey !== contentKey) throw new ApiError(409, 'request_reused', 'this request id was used for another ticket');
  const { contentKey: _key, ...answer } = ticket;
  return answer;
}

const invalid = (detail: string, meta?: Record<string, unknown>): never => {
  throw new ApiError(400, 'invalid_ticket', detail, meta);
};

/** The pool a ticket names, as it is now: its section is the id's first part, its closing time the last. */
function poolOf(poolId: string, nowS: number) {
  const section = TOTO_SECTIONS.find((candidate) => poolId.startsWith(`${candidate}-`));
  const closesAt = Number(poolId.split('-').at(-1));
  if (!section || !Number.isInteger(closesAt)) throw new ApiError(404, 'pool_not_found', 'no toto pool has this id');
  if (closesAt <= nowS) throw new ApiError(409, 'pool_closed', 'this pool takes no more tickets');
  const pool = totoPools(section, nowS, 'en')?.pools.find((candidate) => candidate.id === poolId);
  if (!pool) throw new ApiError(404, 'pool_not_found', 'no toto pool has this id');
  return pool;
}

export class TotoDesk implements WalletHolder {
  constructor(
    private readonly options: { database: Database; wallets: WalletService; stakes: GamblingRestrictionsService; now: () => number },
  ) {}

  /**
   * Settles the wallet's tickets whose pool's results are in by `nowMs`: the payout is entered into the ticket's
   * account under its reference first (once, whatever the retries), counted against the loss limits, then the row is
   * marked; a crash in between enters nothing twice on the next read.
   */
  async settleDue(walletKey: string, nowMs = this.options.now()): Promise<void> {
    const due = await this.options.database.query<TicketRow>('SELECT * FROM casino_toto_ticket WHERE wallet_key = $1 AND settled_at IS NULL AND closes_at <= $2', [
      walletKey,
      Math.floor(nowMs / 1000) - TOTO_RESULTS_AFTER_S,
    ]);
    for (const row of due) {
      const results = totoResults(row.pool_id, row.picks.length);
      const payoutMinor = totoPayoutMinor(row.picks, results, Number(row.line_stake_minor));
      const reference = referenceOf(row.wallet_key, row.request_id, row.content_key);
      if (payoutMinor > 0) {
        await this.options.wallets.credit(row.wallet_key, row.account_id, payoutMinor, `${reference}:payout`);
        await this.options.stakes.recordPayout(row.realm, row.user_id, payoutMinor / 100, reference, Number(row.placed_at));
      }
      await this.options.database.query('UPDATE casino_toto_ticket SET results = $2, payout_minor = $3, settled_at = $4 WHERE ticket_id = $1 AND settled_at IS NULL', [
        row.ticket_id,
        JSON.stringify(results),
        payoutMinor,
        Math.floor(nowMs / 1000),
      ]);
    }
  }

  /**
   * Places a ticket once per request id: the same request again answers the first ticket and takes nothing more; the
   * id reused for another ticket is refused (409 request_reused). The wallet's references carry the ticket's content,
   * so a twin with other content is never taken for this one's money: it pays its own, and is paid back when the
   * first one's row holds the id.
   */
  async place(player: TotoPlayer, request: CasinoTotoTicketRequest, lang: CasinoLang, nowMs = this.options.now()): Promise<CasinoTotoTicket> {
    const contentKey = contentKeyOf(request);
    const placed = await this.byRequest(player.walletKey, request.requestId, lang);
    if (placed) return sameContent(placed, contentKey);
    const nowS = Math.floor(nowMs / 1000);
    const pool = poolOf(request.poolId, nowS);
    if (request.picks.length !== pool.events.length) invalid(`the pool has ${pool.events.length} events: pick for each of them`);
    if (request.picks.some((picks) => new Set(picks).size !== picks.length)) invalid('an outcome is picked twice for one event');
    const lines = request.picks.reduce((product, picks) => product * picks.length, 1);
    if (lines > TOTO_MAX_LINES) invalid(`a ticket holds at most ${TOTO_MAX_LINES} lines`);
    const lineStakeMinor = Math.round(request.lineStake * 100);
    if (Math.abs(lineStakeMinor - request.lineStake * 100) > 1e-6) invalid('the line stake has at most two decimals');

    const account = await this.options.wallets.activeAccount(player.walletKey);
    if (!account) throw new ApiError(409, 'account_not_allowed', 'the player has no account to pay from');
    if (account.kind === 'bonus') throw new ApiError(409, 'account_not_allowed', 'the bonus account does not pay for toto');
    const limits = TOTO_LIMITS[account.currency] ?? TOTO_LIMITS.RUB;
    const costMinor = lines * lineStakeMinor;
    if (lineStakeMinor < Math.round(limits.minLineStake * 100)) invalid(`the least line stake is ${limits.minLineStake} ${account.currency}`, { minLineStake: limits.minLineStake });
    if (costMinor > Math.round(limits.maxCost * 100)) invalid(`a ticket costs at most ${limits.maxCost} ${account.currency}`, { maxCost: limits.maxCost });

    const reference = referenceOf(player.walletKey, request.requestId, contentKey);
    const refusal = await this.options.stakes.reserveStake(player.realm, player.userId, costMinor / 100, reference);
    if (refusal) throw new ApiError(403, refusal.code, refusal.code === 'gambling_restricted' ? 'the player may not gamble now' : `the limits leave ${refusal.remaining}`, refusal.code === 'gambling_restricted' ? { reason: refusal.reason } : { limitType: refusal.limitType, remaining: refusal.remaining });
    if (!(await this.options.wallets.debit(player.walletKey, account.id, costMinor, `${reference}:cost`))) {
      await this.options.stakes.releaseStake(player.realm, player.userId, reference);
      throw new ApiError(400, 'insufficient_balance', 'the balance does not cover the ticket', { balance: account.minor / 100 });
    }
    // The cost is taken. Whatever keeps this attempt's row from being the request's gives the cost back.
    const giveBack = async () => {
      await this.options.wallets.credit(player.walletKey, account.id, costMinor, `${reference}:refund`);
      await this.options.stakes.releaseStake(player.realm, player.userId, reference);
    };
    try {
      await this.options.database.query(
        `INSERT INTO casino_toto_ticket (wallet_key, request_id, content_key, realm, user_id, account_id, pool_id, closes_at, picks, lines, line_stake_minor, cost_minor, currency, placed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (wallet_key, request_id) DO NOTHING`,
        [player.walletKey, request.requestId, contentKey, player.realm, player.userId, account.id, pool.id, pool.closesAt, JSON.stringify(request.picks), lines, lineStakeMinor, costMinor, account.currency, nowS],
      );
    } catch (error) {
      await giveBack().catch((refundError: unknown) => console.error(`toto: the cost of ${reference} is not given back:`, refundError));
      throw error;
    }
    const row = (await this.byRequest(player.walletKey, request.requestId, lang))!;
    // A concurrent twin of other content wrote the id first: this attempt's cost goes back.
    if (row.contentKey !== contentKey) await giveBack();
    return sameContent(row, contentKey);
  }

  /** An account whose tickets are not settled keeps its place: their payouts go into it. */
  async refuseRemoval(walletKey: string, accountId: string): Promise<{ code: string; message: string } | null> {
    const open = await this.options.database.query('SELECT 1 FROM casino_toto_ticket WHERE wallet_key = $1 AND account_id = $2 AND settled_at IS NULL LIMIT 1', [walletKey, accountId]);
    return open.length > 0 ? { code: 'open_bets', message: 'Wait until the toto tickets on this account are settled' } : null;
  }

  async tickets(walletKey: string, lang: CasinoLang, nowMs = this.options.now()): Promise<CasinoTotoTicket[]> {
    await this.settleDue(walletKey, nowMs);
    const rows = await this.options.database.query<TicketRow>('SELECT * FROM casino_toto_ticket WHERE wallet_key = $1 ORDER BY placed_at DESC, ticket_id DESC LIMIT $2', [walletKey, TICKETS_LISTED]);
    return rows.map((row) => sameContent(ticketOf(row, lang), row.content_key));
  }

  private async byRequest(walletKey: string, requestId: string, lang: CasinoLang): Promise<StoredTicket | null> {
    const [row] = await this.options.database.query<TicketRow>('SELECT * FROM casino_toto_ticket WHERE wallet_key = $1 AND request_id = $2', [walletKey, requestId]);
    return row ? ticketOf(row, lang) : null;
  }
}
