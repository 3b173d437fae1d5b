import { randomInt } from 'node:crypto';
import type { Database } from '../../../bff/bffModule.ts';
import type { ResultStatus } from './betMath.ts';
import { resultOfRoll, type DrawnOutcome, type ResultDraw } from './resultDraw.ts';

/** A drawn result is kept this long: the games of its outcomes are over long before. */
const KEPT_DAYS = 90;

/**
 * The real draw (migrations/0002_drawn_results.sql): each outcome's result drawn once with the CSPRNG and kept in the
 * database, the first draw winning on every server, so every bet on an outcome settles alike wherever it settles.
 */
export class DrawnResultStore implements ResultDraw {
  constructor(private readonly database: Database) {}

  async resultsOf(realm: string, outcomes: readonly DrawnOutcome[]): Promise<Map<string, ResultStatus>> {
    if (outcomes.length === 0) return new Map();
    const marketIds = outcomes.map((outcome) => outcome.marketId);
    // Another server may draw the same outcomes at the same moment: its draw or this one goes in, never both.
    await this.database.query(
      'INSERT INTO sports_drawn_result (realm, market_id, result) SELECT $1, * FROM unnest($2::text[], $3::smallint[]) ON CONFLICT DO NOTHING',
      [realm, marketIds, outcomes.map((outcome) => resultOfRoll(randomInt(100), outcome.kind))],
    );
    await this.database.query('DELETE FROM sports_drawn_result WHERE drawn_at < now() - make_interval(days => $1::int)', [KEPT_DAYS]);
    const rows = await this.database.query<{ market_id: string; result: number }>('SELECT market_id, result FROM sports_drawn_result WHERE realm = $1 AND market_id = ANY($2::text[])', [
      realm,
      marketIds,
    ]);
    return new Map(rows.map((row) => [row.market_id, row.result as ResultStatus]));
  }

  async drawnAmong(realm: string, marketIds: readonly string[]): Promise<string[]> {
    if (marketIds.length === 0) return [];
    const rows = await this.database.query<{ market_id: string }>('SELECT market_id FROM sports_drawn_result WHERE realm = $1 AND market_id = ANY($2::text[])', [realm, marketIds]);
    return rows.map((row) => row.market_id);
  }
}
