import { createContext, useContext } from 'react';
import type { RouteEntry } from '../../schemas/manifest.ts';

export interface RouteHandle {
  entry: RouteEntry;
}

/** The route the page on screen was matched to: its manifest entry (null on the 404 and error pages) and parameters. */
export interface ShownRoute {
  entry: RouteEntry | null;
  params: Readonly<Record<string, string | undefined>>;
}

/** Provided by the kernel's HostRoutes around the page on screen; the SDK's hooks read it. */
export const ShownRouteContext = createContext<ShownRoute>({ entry: null, params: {} });

/** The manifest entry of the page on screen, or null (404, error). */
export function useRouteEntry(): RouteEntry | null {
  return useContext(ShownRouteContext).entry;
}

/** The parameters of the page on screen, also for what the layout draws around it (where `useParams` sees none). */
export function useRouteParams(): ShownRoute['params'] {
  return useContext(ShownRouteContext).params;
}
