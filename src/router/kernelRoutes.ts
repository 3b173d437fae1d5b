import type { RouteEntry } from '../../schemas/manifest.ts';
import { BLOCK_PAGE_BY_REASON } from './routerConstants.ts';

/** Owner name of the routes the kernel itself renders. */
export const KERNEL_PLUGIN = 'kernel';

const blockPages = [...new Set(Object.values(BLOCK_PAGE_BY_REASON))];

/**
 * Pages every domain has, whatever plugins it runs: home (filled by plugins' home sections), maintenance, block pages,
 * and the 500 page (first document 2.9), which a plugin's page may send the visitor to by its route name.
 */
export const KERNEL_ROUTES: readonly RouteEntry[] = [
  { name: 'home', plugin: KERNEL_PLUGIN, path: '', page: 'home', layout: 'default' },
  { name: 'maintenance', plugin: KERNEL_PLUGIN, path: 'maintenance', page: 'maintenance', layout: 'maintenance', allowedForBanned: true },
  { name: '500', plugin: KERNEL_PLUGIN, path: '500', page: 'serverError', layout: 'default', allowedForBanned: true },
  ...blockPages.map((name): RouteEntry => ({ name, plugin: KERNEL_PLUGIN, path: name, page: 'block', layout: 'blocked', allowedForBanned: true })),
];
