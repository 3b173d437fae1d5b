import type { BonusGamePreview } from '../../schemas/casinoApi.ts';

type Preview = Pick<BonusGamePreview, 'route' | 'oldRoute'>;

/** Where a requested game route leads (second document, bonus-game routes). */
export type BonusGameTarget<Game extends Preview = BonusGamePreview> = { kind: 'game'; game: Game; redirect: boolean } | { kind: 'index' };

/**
 * The rule of the bonus-game routes: a route that is a game's route opens it; a route that matches a game's old
 * (legacy) route goes to that game's new route; anything else, and no route at all, falls back to the games index.
 */
export function bonusGameTarget<Game extends Preview>(requested: string | undefined, games: readonly Game[]): BonusGameTarget<Game> {
  if (!requested) return { kind: 'index' };
  const current = games.find((game) => game.route === requested);
  if (current) return { kind: 'game', game: current, redirect: false };
  const renamed = games.find((game) => game.oldRoute !== null && game.oldRoute === requested);
  return renamed ? { kind: 'game', game: renamed, redirect: true } : { kind: 'index' };
}

/** The six bonus games this plugin draws a board for, by their route (the spec's table). */
export const BONUS_GAME_ROUTES = ['fortuna-bonus', 'chest-bonus', 'memory-bonus', 'safe-bonus', 'lottery-bonus', 'dragon-bonus'] as const;
export type BonusGameRoute = (typeof BONUS_GAME_ROUTES)[number];
export const isBonusGameRoute = (route: string): route is BonusGameRoute => BONUS_GAME_ROUTES.some((known) => known === route);

/** The game route a legacy address names: its `gameRoute` parameter, else its last path segment (`/en/fortuna`). */
export function requestedGameRouteFromPath(pathname: string, gameRoute: string | undefined, entryPath: string): string | undefined {
  if (gameRoute !== undefined) return gameRoute;
  // A route with a parameter of its own but none given (`allgamesentrance`) names no game.
  if (entryPath.includes(':')) return undefined;
  return pathname.split('/').filter(Boolean).at(-1);
}
