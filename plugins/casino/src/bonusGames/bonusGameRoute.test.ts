import { describe, expect, it } from 'vitest';
import type { BonusGamePreview } from '../../schemas/casinoApi.ts';
import { bonusGameTarget, requestedGameRouteFromPath } from './bonusGameRoute.ts';

/** Game preview entries as the second document names their fields: id, name, route, oldRoute, categories, tagId. */
const previews: BonusGamePreview[] = [
  { id: 1, name: 'Fortuna', route: 'fortuna-bonus', oldRoute: 'fortuna', categories: ['wheel'], tagId: 3 },
  { id: 2, name: 'Chest', route: 'chest-bonus', oldRoute: 'chest', categories: ['pick'], tagId: null },
  { id: 6, name: 'Dragon', route: 'dragon-bonus', oldRoute: null, categories: [], tagId: null },
];

describe('the bonus-game route rule', () => {
  it('opens a game on its own (new) route', () => {
    expect(bonusGameTarget('chest-bonus', previews)).toEqual({ kind: 'game', game: previews[1], redirect: false });
    expect(bonusGameTarget('dragon-bonus', previews)).toEqual({ kind: 'game', game: previews[2], redirect: false });
  });

  it('sends an old route that matches to the new route', () => {
    expect(bonusGameTarget('fortuna', previews)).toEqual({ kind: 'game', game: previews[0], redirect: true });
    expect(bonusGameTarget('chest', previews)).toEqual({ kind: 'game', game: previews[1], redirect: true });
  });

  it('falls back to the games index for a route nobody has, and for none', () => {
    expect(bonusGameTarget('dragon', previews)).toEqual({ kind: 'index' });
    expect(bonusGameTarget('memory-bonus', previews)).toEqual({ kind: 'index' });
    expect(bonusGameTarget(undefined, previews)).toEqual({ kind: 'index' });
    expect(bonusGameTarget('', previews)).toEqual({ kind: 'index' });
    expect(bonusGameTarget('fortuna', [])).toEqual({ kind: 'index' });
  });

  it('never takes a game without an old route for a null match', () => {
    expect(bonusGameTarget('null', previews)).toEqual({ kind: 'index' });
  });

  it('reads the requested route of a legacy address: its parameter, else its last segment when the route has no parameter', () => {
    expect(requestedGameRouteFromPath('/en/allgamesentrance/chest', 'chest', 'allgamesentrance/:gameRoute?')).toBe('chest');
    expect(requestedGameRouteFromPath('/en/allgamesentrance', undefined, 'allgamesentrance/:gameRoute?')).toBeUndefined();
    expect(requestedGameRouteFromPath('/en/fortuna', undefined, 'fortuna')).toBe('fortuna');
  });
});
