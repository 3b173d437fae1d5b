// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/databaseTemplate.ts';
import { FAVOURITES_LIMIT, PlayerShelves, RECENT_LIMIT, type ShelfOwner } from './playerShelves.ts';

/** A player of a realm of this test's own, so that tests never share shelves. */
/** Adds at once for the last place on a shelf. */
const RACERS = 8;
const newOwner = (): ShelfOwner => ({ realm: `shelves-${randomUUID()}`, userId: '100001' });

describe('the players’ shelves in the database', () => {
  it('keeps favourites and recent games for a new store on the same database (a restart, another server)', async () => {
    const database = await openTestDatabase();
    const owner = newOwner();
    const before = new PlayerShelves(database);
    await before.addFavourite(owner, 5);
    await before.addFavourite(owner, 7);
    await before.played(owner, 3);
    await before.played(owner, 4);
    const after = new PlayerShelves(database);
    expect(await after.favouritesOf(owner)).toEqual([7, 5]);
    expect(await after.recentOf(owner)).toEqual([4, 3]);
    // The same user in another realm has shelves of their own.
    expect(await after.favouritesOf({ ...owner, realm: `${owner.realm}-other` })).toEqual([]);
  });

  it('puts a game played again first, and keeps only the newest RECENT_LIMIT', async () => {
    const shelves = new PlayerShelves(await openTestDatabase());
    const owner = newOwner();
    for (let gameId = 1; gameId <= RECENT_LIMIT + 3; gameId += 1) await shelves.played(owner, gameId);
    await shelves.played(owner, 10);
    const recent = await shelves.recentOf(owner);
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent.slice(0, 3)).toEqual([10, RECENT_LIMIT + 3, RECENT_LIMIT + 2]);
    expect(recent).not.toContain(3);
  });

  it('never holds more than FAVOURITES_LIMIT favourites, even when adds (of several servers) race for the last place', async () => {
    const database = await openTestDatabase();
    const owner = newOwner();
    // One place left: the shelf is filled in SQL, as a player's earlier adds would have.
    await database.query('INSERT INTO casino_player (realm, user_id) VALUES ($1, $2)', [owner.realm, owner.userId]);
    await database.query("INSERT INTO casino_shelf_game (realm, user_id, shelf, game_id) SELECT $1, $2, 'favourite', id FROM generate_series(1, $3::integer) AS id", [
      owner.realm,
      owner.userId,
      FAVOURITES_LIMIT - 1,
    ]);
    // Each racer on a connection of its own that is open already (PostgreSQL), so that their transactions overlap.
    await Promise.all(Array.from({ length: RACERS }, () => database.query('SELECT pg_sleep(0.05)')));
    const racers = Array.from({ length: RACERS }, (_, index) => new PlayerShelves(database).addFavourite(owner, 10_001 + index));
    expect((await Promise.all(racers)).filter(Boolean)).toHaveLength(1);
    const shelves = new PlayerShelves(database);
    expect(await shelves.favouritesOf(owner)).toHaveLength(FAVOURITES_LIMIT);
    // A game that is a favourite already is one still, however full the shelf.
    expect(await shelves.addFavourite(owner, 1)).toBe(true);
    expect(await shelves.addFavourite(owner, 20_001)).toBe(false);
  });
});
