import { createContext, useContext } from 'react';
import type { RouteEntry } from '../../schemas/manifest.ts';

/** The domain's routes as a read-only external store: what links by route name need, and nothing more. */
export interface RouteTableSource {
  get: () => readonly RouteEntry[];
  subscribe: (listener: () => void) => () => void;
}

/** Provided by the kernel's App; lives in the SDK so that plugins' links read the same routes. */
export const RouteTableContext = createContext<RouteTableSource | null>(null);

export function useRouteTableSource(): RouteTableSource {
  const source = useContext(RouteTableContext);
  if (!source) throw new Error('route links used outside the host');
  return source;
}
