import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteEntry } from '../../schemas/manifest.ts';
import { HomePage } from '../ui/pages/HomePage.tsx';
import { BlockPage, MaintenancePage, NotFoundPage, ServerErrorPage } from '../ui/pages/lazyStatusPages.tsx';
import { RoutePage } from '../ui/pages/RoutePage.tsx';
import { Shell } from '../ui/Shell.tsx';
import type { RouteHandle } from '../ui/useRouteEntry.ts';
import { KERNEL_PLUGIN } from './kernelRoutes.ts';

const KERNEL_PAGES: Readonly<Record<string, ComponentType>> = {
  home: HomePage,
  maintenance: MaintenancePage,
  block: BlockPage,
  serverError: ServerErrorPage,
};

function toRouteObject(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { entry };
  const Page = entry.plugin === KERNEL_PLUGIN ? KERNEL_PAGES[entry.page ?? entry.name] : () => <RoutePage entry={entry} />;
  const element = Page ? { Component: Page } : { Component: NotFoundPage };
  return entry.path === '' ? { index: true, handle, ...element } : { path: entry.path, handle, ...element };
}

/**
 * The router's route objects: the shell at the root, a language segment, then the domain's routes (each with its
 * manifest entry as `handle`). The navigation gate has run the guards before HostRoutes renders them.
 */
export function createRouteObjects(routes: readonly RouteEntry[]): RouteObject[] {
  return [
    {
      path: '/',
      Component: Shell,
      children: [
        { path: ':lang', children: [...routes.map(toRouteObject), { path: '*', Component: NotFoundPage }] },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}
