import { useSyncExternalStore } from 'react';

/** The unread count the header badge shows, told by whoever learns it (the badge's own call, the inbox's reads and deletes). */
let unread: number | null = null;
const listeners = new Set<() => void>();

export function setUnreadCount(count: number | null): void {
  unread = count;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useUnreadCount = (): number | null => useSyncExternalStore(subscribe, () => unread);
