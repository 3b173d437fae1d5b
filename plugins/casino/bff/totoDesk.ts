import { ApiError, type Database, type GamblingRestrictionsService, type WalletService } from '../../../bff/bffModule.ts';
import type { CasinoTotoTicket, CasinoTotoTicketRequest } from '../schemas/casinoApi.ts';
import { TOTO_MAX_LINES } from '../schemas/totoRules.ts';
import type { CasinoLang } from './catalogue.ts';
import { TOTO_SECTIONS, totoPoolName, totoPools } from './lottoAndToto.ts';

/**
 * Toto tickets: a ticket on an open pool, its cost (lines × line stake) taken from the player's active account once
 * per request, counted against the wagering and loss limits, and kept in the database (casino_toto_ticket).
 * The limits of a ticket, by the account's currency: the least line stake and the most a ticket may cost.
 */
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
}

const ticketOf = (row: TicketRow, lang: CasinoLang): CasinoTotoTicket => ({
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
});

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

export class TotoDesk {
  constructor(
    private readonly options: { database: Database; wallets: WalletService; stakes: GamblingRestrictionsService; now: () => number },
  ) {}

  /** Places a ticket once per request id: a repeat answers the first ticket and takes nothing more. */
  async place(player: TotoPlayer, request: CasinoTotoTicketRequest, lang: CasinoLang): Promise<CasinoTotoTicket> {
    const placed = await this.byRequest(player.walletKey, request.requestId, lang);
    if (placed) return placed;
    const nowS = Math.floor(this.options.now() / 1000);
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

    const reference = `toto:${player.walletKey}:${request.requestId}`;
    const refusal = await this.options.stakes.reserveStake(player.realm, player.userId, costMinor / 100, reference);
    if (refusal) throw new ApiError(403, refusal.code, refusal.code === 'gambling_restricted' ? 'the player may not gamble now' : `the limits leave ${refusal.remaining}`, refusal.code === 'gambling_restricted' ? { reason: refusal.reason } : { limitType: refusal.limitType, remaining: refusal.remaining });
    if (!(await this.options.wallets.debit(player.walletKey, account.id, costMinor, `${reference}:cost`))) {
      await this.options.stakes.releaseStake(player.realm, player.userId, reference);
      throw new ApiError(400, 'insufficient_balance', 'the balance does not cover the ticket', { balance: account.minor / 100 });
    }
    // The cost is taken: the row is written once (a concurrent twin's insert does nothing), and that row is the answer.
    await this.options.database.query(
      `INSERT INTO casino_toto_ticket (wallet_key, request_id, realm, user_id, account_id, pool_id, closes_at, picks, lines, line_stake_minor, cost_minor, currency, placed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (wallet_key, request_id) DO NOTHING`,
      [player.walletKey, request.requestId, player.realm, player.userId, account.id, pool.id, pool.closesAt, JSON.stringify(request.picks), lines, lineStakeMinor, costMinor, account.currency, nowS],
    );
    return (await this.byRequest(player.walletKey, request.requestId, lang))!;
  }

  async tickets(walletKey: string, lang: CasinoLang): Promise<CasinoTotoTicket[]> {
    const rows = await this.options.database.query<TicketRow>('SELECT * FROM casino_toto_ticket WHERE wallet_key = $1 ORDER BY placed_at DESC, ticket_id DESC LIMIT $2', [walletKey, TICKETS_LISTED]);
    return rows.map((row) => ticketOf(row, lang));
  }

  private async byRequest(walletKey: string, requestId: string, lang: CasinoLang): Promise<CasinoTotoTicket | null> {
    const [row] = await this.options.database.query<TicketRow>('SELECT * FROM casino_toto_ticket WHERE wallet_key = $1 AND request_id = $2', [walletKey, requestId]);
    return row ? ticketOf(row, lang) : null;
  }
}
