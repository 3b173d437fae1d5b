import type { Database, SqlExecutor } from '../../../bff/bffModule.ts';

/** At most this many games are recent (newest first). */
export const RECENT_LIMIT = 24;
/** A player keeps at most this many favourites (so that a client cannot grow the database without end). */
export const FAVOURITES_LIMIT = 500;

/** Whose shelves: the realm (BffContext.realmOf) and the signed-in user, the same on every domain and server. */
export interface ShelfOwner {
  realm: string;
  userId: string;
}

type Shelf = 'favourite' | 'recent';

/** The favourite and recently played games of each player, in the database (migrations/0001_player_shelves.sql). */
export class PlayerShelves {
  constructor(private readonly database: Database) {}

  /** The player's favourites, newest first. */
  favouritesOf(owner: ShelfOwner): Promise<number[]> {
    return this.gamesOn(owner, 'favourite');
  }

  /** Adds a favourite (newest first); false when the player holds the most already. */
  addFavourite(owner: ShelfOwner, gameId: number): Promise<boolean> {
    return this.changing(owner, async (tx) => {
      const added = await tx.query(
        `INSERT INTO casino_shelf_game (realm, user_id, shelf, game_id)
         SELECT $1, $2, 'favourite', $3
         WHERE (SELECT count(*) FROM casino_shelf_game WHERE realm = $1 AND user_id = $2 AND shelf = 'favourite') < $4
         ON CONFLICT DO NOTHING RETURNING game_id`,
        [owner.realm, owner.userId, gameId, FAVOURITES_LIMIT],
      );
      if (added.length > 0) return true;
      // Nothing was added: the game is a favourite already (fine), or the shelf is full.
      const present = await tx.query("SELECT 1 FROM casino_shelf_game WHERE realm = $1 AND user_id = $2 AND shelf = 'favourite' AND game_id = $3", [owner.realm, owner.userId, gameId]);
      return present.length > 0;
    });
  }

  async removeFavourite(owner: ShelfOwner, gameId: number): Promise<void> {
    await this.database.query("DELETE FROM casino_shelf_game WHERE realm = $1 AND user_id = $2 AND shelf = 'favourite' AND game_id = $3", [owner.realm, owner.userId, gameId]);
  }

  /** The games the player launched last, newest first. */
  recentOf(owner: ShelfOwner): Promise<number[]> {
    return this.gamesOn(owner, 'recent');
  }

  /** Puts a launched game first among the recent ones; the oldest beyond RECENT_LIMIT drop off. */
  played(owner: ShelfOwner, gameId: number): Promise<void> {
    return this.changing(owner, async (tx) => {
      await tx.query(
        `INSERT INTO casino_shelf_game (realm, user_id, shelf, game_id) VALUES ($1, $2, 'recent', $3)
         ON CONFLICT (realm, user_id, shelf, game_id) DO UPDATE SET shelved_order = nextval('casino_shelf_order')`,
        [owner.realm, owner.userId, gameId],
      );
      await tx.query(
        `DELETE FROM casino_shelf_game WHERE realm = $1 AND user_id = $2 AND shelf = 'recent' AND game_id NOT IN (
           SELECT game_id FROM casino_shelf_game WHERE realm = $1 AND user_id = $2 AND shelf = 'recent' ORDER BY shelved_order DESC LIMIT $3)`,
        [owner.realm, owner.userId, RECENT_LIMIT],
      );
    });
  }

  private async gamesOn(owner: ShelfOwner, shelf: Shelf): Promise<number[]> {
    const rows = await this.database.query<{ game_id: number }>('SELECT game_id FROM casino_shelf_game WHERE realm = $1 AND user_id = $2 AND shelf = $3 ORDER BY shelved_order DESC', [
      owner.realm,
      owner.userId,
      shelf,
    ]);
    return rows.map((row) => row.game_id);
  }

  /**
   * Runs a change of the player's shelves in one transaction with the player's row locked, so that two calls at once
   * (on this server or another) count a shelf one after the other and neither passes its limit.
   */
  private changing<Result>(owner: ShelfOwner, work: (tx: SqlExecutor) => Promise<Result>): Promise<Result> {
    return this.database.transaction(async (tx) => {
      await tx.query('INSERT INTO casino_player (realm, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [owner.realm, owner.userId]);
      await tx.query('SELECT 1 FROM casino_player WHERE realm = $1 AND user_id = $2 FOR UPDATE', [owner.realm, owner.userId]);
      return work(tx);
    });
  }
}
