import type { SportEvent } from '../../schemas/sports.ts';

/**
 * The new list, with each event whose `version` did not move replaced by the object already on screen: memoised
 * rows compare by reference, so a poll re-renders only the rows that changed. Returns the previous array itself
 * when nothing changed at all.
 */
export function mergeEvents(previous: readonly SportEvent[] | null, next: readonly SportEvent[]): readonly SportEvent[] {
  if (!previous) return next;
  const known = new Map(previous.map((event) => [event.id, event]));
  let changed = previous.length !== next.length;
  const merged = next.map((event, index) => {
    const old = known.get(event.id);
    const kept = old && old.version === event.version ? old : event;
    if (kept !== previous[index]) changed = true;
    return kept;
  });
  return changed ? merged : previous;
}
