// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/databaseTemplate.ts';
import { DrawnResultStore } from './drawnResultStore.ts';
import { testModeResult } from './resultDraw.ts';

/** Outcomes of kind 1 (a result market), numerous enough that two independent draws could never agree on all. */
const outcomes = (count: number) => Array.from({ length: count }, (_, index) => ({ marketId: `${1000 + index}:1x2:1`, kind: 1 }));
const realm = () => `draw-${randomUUID()}`;

describe('the results outcomes settle with, outside test mode', () => {
  it('are drawn by chance: the outcome id does not tell them, and every bet on an outcome gets the same', async () => {
    const store = new DrawnResultStore(await openTestDatabase());
    const mine = realm();
    const asked = outcomes(400);
    const drawn = await store.resultsOf(mine, asked);
    const results = asked.map(({ marketId }) => drawn.get(marketId));
    const predicted = asked.filter(({ marketId, kind }, index) => testModeResult(marketId, kind) === results[index]).length;
    // Chance alone agrees with the id's prediction about 41 % of the time; a result fixed by the id, every time.
    expect(predicted).toBeLessThan(asked.length * 0.6);
    expect(new Set(results)).toEqual(new Set([0, 1, 2, 3]));
    expect(await store.resultsOf(mine, asked)).toEqual(drawn);
  });

  it('agree between two stores drawing the same outcomes at once on one database: the first draw wins', async () => {
    const database = await openTestDatabase();
    const [first, second] = [new DrawnResultStore(database), new DrawnResultStore(database)];
    const shared = realm();
    const asked = outcomes(200);
    const [one, other] = await Promise.all([first.resultsOf(shared, asked), second.resultsOf(shared, asked)]);
    expect(one.size).toBe(asked.length);
    expect(other).toEqual(one);
  });

  it('survive a new store (a restart, another server), and are kept per realm', async () => {
    const database = await openTestDatabase();
    const mine = realm();
    const asked = outcomes(50);
    const drawn = await new DrawnResultStore(database).resultsOf(mine, asked);
    const later = new DrawnResultStore(database);
    const ids = asked.map((outcome) => outcome.marketId);
    expect((await later.drawnAmong(mine, [...ids, '999:1x2:1'])).sort()).toEqual([...ids].sort());
    expect(await later.resultsOf(mine, asked)).toEqual(drawn);
    expect(await later.drawnAmong(realm(), ids)).toEqual([]);
  });
});
