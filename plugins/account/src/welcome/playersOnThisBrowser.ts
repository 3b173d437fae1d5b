/** How many players one record keeps: a shared browser's oldest are forgotten first. */
const MAX_PLAYERS = 20;

/**
 * The players for whom something was done once on this browser (a local-storage record, a JSON list of user ids). A
 * record that is not such a list counts as empty and is written anew: at worst a player sees a welcome twice.
 */
export function playersOnThisBrowser(storage: Storage, key: string) {
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (userId: string) => read().includes(userId),
    add: (userId: string) => storage.setItem(key, JSON.stringify([...read().filter((id) => id !== userId), userId].slice(-MAX_PLAYERS))),
  };
}
