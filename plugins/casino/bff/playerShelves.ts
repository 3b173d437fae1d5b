/** At most this many games are recent (newest first). */
export const RECENT_LIMIT = 24;
/** A player keeps at most this many favourites (so that a client cannot grow the server's memory without end). */
export const FAVOURITES_LIMIT = 500;

/**
 * The favourite and recently played games of each player. Like the wallet (plugins/account/bff/wallets.ts) they are
 * kept per BFF session (its wallet key), so that tests signed in as the same demo user never see each other's.
 */
export class PlayerShelves {
  private readonly favourites = new Map<string, number[]>();
  private readonly recent = new Map<string, number[]>();

  favouritesOf(walletKey: string): number[] {
    return [...(this.favourites.get(walletKey) ?? [])];
  }

  /** Adds a favourite (newest first); false when the player holds the most already. */
  addFavourite(walletKey: string, gameId: number): boolean {
    const list = this.favourites.get(walletKey) ?? [];
    if (list.includes(gameId)) return true;
    if (list.length >= FAVOURITES_LIMIT) return false;
    this.favourites.set(walletKey, [gameId, ...list]);
    return true;
  }

  removeFavourite(walletKey: string, gameId: number): void {
    this.favourites.set(walletKey, (this.favourites.get(walletKey) ?? []).filter((id) => id !== gameId));
  }

  recentOf(walletKey: string): number[] {
    return [...(this.recent.get(walletKey) ?? [])];
  }

  played(walletKey: string, gameId: number): void {
    this.recent.set(walletKey, [gameId, ...(this.recent.get(walletKey) ?? []).filter((id) => id !== gameId)].slice(0, RECENT_LIMIT));
  }
}
