import { matchPath } from 'react-router';
import type { RouteEntry } from '../schemas/manifest.ts';
import type { DomainSettings } from './domainStore.ts';

export interface MatchedRoute {
  route: RouteEntry;
  params: Record<string, string | undefined>;
}

interface RankedPattern {
  pattern: string;
  route: RouteEntry;
  score: number;
  order: number;
}

/** `a/:b?/:c?` -> `a`, `a/:b`, `a/:b/:c`: what react-router makes of optional segments. */
function explodeOptionalSegments(path: string): string[] {
  const segments = path.split('/');
  const [first, ...rest] = segments;
  if (segments.length === 0 || first === undefined) return [];
  const isOptional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return isOptional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result = restExploded.map((subpath) => (subpath === '' ? required : [required, subpath].join('/')));
  if (isOptional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

/** react-router's ranking: more segments and static ones first, parameters next, splats last. */
function scoreOf(pattern: string): number {
  const segments = pattern.split('/');
  const initial = segments.length + (segments.includes('*') ? -2 : 0);
  return segments.filter((segment) => segment !== '*').reduce((score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), initial);
}

/** Ranked once per route list: a sitemap matches hundreds of paths against the same routes. */
const rankedLists = new WeakMap<readonly RouteEntry[], RankedPattern[]>();

function ranked(routes: readonly RouteEntry[]): RankedPattern[] {
  let list = rankedLists.get(routes);
  if (!list) {
    list = routes
      .flatMap((route, order) => explodeOptionalSegments(route.path).map((pattern) => ({ pattern, route, order, score: scoreOf(pattern) })))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    rankedLists.set(routes, list);
  }
  return list;
}

/**
 * The route a path (without language) opens on a domain, with its parameters: the same answer the kernel's
 * route-exists guard gives (the router's ranking; a feature switched off or a path in `notFoundUrls` has none).
 */
export function matchRoute(routes: readonly RouteEntry[], rest: string, domain: DomainSettings): MatchedRoute | null {
  const path = `/${rest.replace(/^\/+|\/+$/g, '')}`;
  let found: MatchedRoute | null = null;
  for (const { pattern, route } of ranked(routes)) {
    const match = matchPath({ path: `/${pattern.replace(/^\//, '')}`, end: true }, path);
    if (match) {
      found = { route, params: match.params };
      break;
    }
  }
  if (!found) return null;
  const { features, site } = domain.config;
  if (found.route.feature && features[found.route.feature] !== true) return null;
  return site.notFoundUrls.includes(path) ? null : found;
}
