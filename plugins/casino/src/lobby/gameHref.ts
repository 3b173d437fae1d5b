import type { RouteParams } from '@host/sdk';

/** The game page under the section the player is in: `slots/game/…` from the slots, `casino/game/…` elsewhere. */
export function gameRouteOf(routeName: string): string {
  return routeName.startsWith('casino.slots') ? 'casino.slots.game' : 'casino.game';
}

export const gameParams = (game: { id: number; slug: string }): RouteParams => ({ gameId: game.id, gameName: game.slug });
