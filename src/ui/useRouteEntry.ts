import { useMatches } from 'react-router';
import type { RouteEntry } from '../../schemas/manifest.ts';

export interface RouteHandle {
  entry: RouteEntry;
}

/** The manifest entry of the deepest matched route, or null (404, error). */
export function useRouteEntry(): RouteEntry | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.entry) return handle.entry;
  }
  return null;
}
