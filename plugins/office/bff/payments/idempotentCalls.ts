import type { Database } from '../../../../bff/bffModule.ts';
import { ApiError } from '../../../../bff/bffModule.ts';
import { refusalBody } from './paymentError.ts';

/** What a money call answered, kept under its idempotency key. */
export interface StoredReply {
  status: number;
  body: unknown;
}

export type IdempotentReply = StoredReply & { replayed: boolean };

/**
 * What a run of a money call gets of its key: the number the key reserved (the ids of what it creates), and which
 * run this is (1, then one more for each run that took over from one that failed or stopped).
 */
export interface ReservedRun {
  number: number;
  attempt: number;
}

type Call = (run: ReservedRun) => Promise<StoredReply>;

interface RunRow {
  reserved_number: string | number;
  attempt: number;
}

const reservedRunOf = (row: RunRow): ReservedRun => ({ number: Number(row.reserved_number), attempt: Number(row.attempt) });

/**
 * How long a claimed key belongs to the call that claimed it. A repeat meanwhile is told the call is running; after
 * it, a claim that never got its reply (its server stopped) is taken over.
 */
const LEASE_S = 60;

const PLAYER_KEY = 'realm = $1 AND user_id = $2 AND idempotency_key = $3';

const reused = () => new ApiError(422, 'idempotency_key_reused', 'this idempotency key was used for another request');
const inProgress = () => new ApiError(409, 'idempotency_key_in_progress', 'a request with this idempotency key is still running; repeat it in a moment');

/**
 * Runs each money call once per idempotency key and player (`office_idempotency`): a repeat answers the first reply,
 * and the same key with another request is refused. A refusal is kept too, so that a retry does not pay after all.
 * The key is claimed in the database before the call runs, so a repeat on any server finds it: on this server it
 * waits for the first call's answer; on another one it is answered 409 while the first runs (waiting on a row lock
 * there would hold a connection, and PGlite's only one, for the whole call).
 */
export class IdempotentCalls {
  /** The calls this server runs now, by player and key. */
  private readonly running = new Map<string, { fingerprint: string; reply: Promise<IdempotentReply> }>();

  constructor(private readonly database: Database) {}

  /**
   * `call` gets the number the key reserved: the ids of what it creates come from it, so that a call run again after
   * a failure creates the same payment and moves its money under the same references, never twice.
   */
  async run(realm: string, userId: string, key: string, fingerprint: string, call: Call): Promise<IdempotentReply> {
    const runningKey = `${realm}\t${userId}\t${key}`;
    const first = this.running.get(runningKey);
    if (first) {
      if (first.fingerprint !== fingerprint) throw reused();
      return { ...(await first.reply), replayed: true };
    }
    const reply = this.claimAndRun([realm, userId, key], fingerprint, call);
    this.running.set(runningKey, { fingerprint, reply });
    try {
      return await reply;
    } finally {
      this.running.delete(runningKey);
    }
  }

  private async claimAndRun(playerKey: [string, string, string], fingerprint: string, call: Call): Promise<IdempotentReply> {
    const claim = await this.claim(playerKey, fingerprint);
    if ('status' in claim) return { ...claim, replayed: true };
    let reply: StoredReply;
    try {
      reply = await call(claim);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        // Not a refusal (the database failed): the claim is let go so that a retry runs the call again. When the
        // database cannot even take that, the lease lets it go.
        await this.database.query(`UPDATE office_idempotency SET running_until = NULL WHERE ${PLAYER_KEY}`, playerKey).catch(() => undefined);
        throw error;
      }
      reply = { status: error.status, body: refusalBody(error) };
    }
    await this.database.query(`UPDATE office_idempotency SET reply_status = $4, reply_body = $5::jsonb, running_until = NULL WHERE ${PLAYER_KEY}`, [...playerKey, reply.status, JSON.stringify(reply.body)]);
    return { ...reply, replayed: false };
  }

  /** Claims the key: the number it reserves and the run; or the reply stored under it when the call ran before. */
  private async claim(playerKey: [string, string, string], fingerprint: string): Promise<ReservedRun | StoredReply> {
    const [claimed] = await this.database.query<RunRow>(
      `INSERT INTO office_idempotency (realm, user_id, idempotency_key, fingerprint, running_until) VALUES ($1, $2, $3, $4, now() + interval '${LEASE_S} seconds')
       ON CONFLICT DO NOTHING RETURNING reserved_number, attempt`,
      [...playerKey, fingerprint],
    );
    if (claimed) return reservedRunOf(claimed);
    const [first] = await this.database.query<{ fingerprint: string; reply_status: number | null; reply_body: unknown; running: boolean | null }>(
      `SELECT fingerprint, reply_status, reply_body, running_until > now() AS running FROM office_idempotency WHERE ${PLAYER_KEY}`,
      playerKey,
    );
    if (first.fingerprint !== fingerprint) throw reused();
    if (first.reply_status !== null) return { status: first.reply_status, body: first.reply_body };
    if (first.running) throw inProgress();
    // The first run failed or its server stopped before answering: this one runs it again, with the same number.
    const [taken] = await this.database.query<RunRow>(
      `UPDATE office_idempotency SET running_until = now() + interval '${LEASE_S} seconds', attempt = attempt + 1
       WHERE ${PLAYER_KEY} AND reply_status IS NULL AND (running_until IS NULL OR running_until <= now()) RETURNING reserved_number, attempt`,
      playerKey,
    );
    // Another repeat took it over first.
    if (!taken) throw inProgress();
    return reservedRunOf(taken);
  }
}
