import type { RouteEntry } from '../schemas/manifest.ts';
import { BoundedCache } from './boundedCache.ts';
import type { DomainSettings } from './domainStore.ts';
import { trimSlashes } from './trimSlashes.ts';

export interface MatchedRoute {
  route: RouteEntry;
  params: Record<string, string | undefined>;
}

/** A pattern as react-router's `compilePath` makes it (`end: true`, case-insensitive): its RegExp and its parameters. */
interface CompiledPattern {
  matcher: RegExp;
  params: ReadonlyArray<{ paramName: string; isOptional: boolean }>;
}

interface RankedPattern {
  pattern: string;
  route: RouteEntry;
  score: number;
  order: number;
  /** Compiled on first use: a path usually matches one of the first patterns. */
  compiled?: CompiledPattern;
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

/**
 * react-router's `compilePath(path, false, true)` (react-router 7, which the kernel routes with), made once per
 * pattern instead of on every `matchPath` call. bff/routeMatch.test.ts checks it against `matchPath` itself.
 */
export function compilePattern(path: string): CompiledPattern {
  const params: Array<{ paramName: string; isOptional: boolean }> = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (match, paramName: string, optional: string | undefined, index: number, str: string) => {
        params.push({ paramName, isOptional: optional != null });
        if (optional) {
          const nextChar = str.charAt(index + match.length);
          return nextChar && nextChar !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
        }
        return '/([^\\/]+)';
      })
      .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  if (path.endsWith('*')) {
    params.push({ paramName: '*', isOptional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { matcher: new RegExp(source, 'i'), params };
}

/** The parameters of a path a compiled pattern matches (react-router's `matchPath(...).params`), or null. */
export function matchCompiled({ matcher, params }: CompiledPattern, pathname: string): Record<string, string | undefined> | null {
  const match = matcher.exec(pathname);
  if (!match) return null;
  const values: Record<string, string | undefined> = {};
  params.forEach(({ paramName, isOptional }, index) => {
    const value = match[index + 1];
    values[paramName] = isOptional && !value ? undefined : (value || '').replace(/%2F/g, '/');
  });
  return values;
}

/**
 * Ranked once per route list (and each pattern compiled once): every page asked for is matched against the routes of
 * its domain, which the manifest cache (bff/manifestCache.ts) keeps as one list per domain version and rollout; a
 * sitemap matches hundreds of paths against the same routes. A WeakMap: a list nobody holds any more goes with it.
 */
const rankedLists = new WeakMap<readonly RouteEntry[], RankedList>();

/**
 * The paths matched against one route list, with what they matched (before the domain's features and not-found
 * paths, which the list does not know): the paths are the visitors', so at most this many, and this many characters.
 */
export const MATCHES_PER_ROUTE_LIST = 1024;
const MATCHED_PATH_CHARACTERS = 256 * 1024;

interface RankedList {
  patterns: RankedPattern[];
  matches: BoundedCache<string, { route: RouteEntry; params: Readonly<Record<string, string | undefined>> } | null>;
}

function ranked(routes: readonly RouteEntry[]): RankedList {
  let list = rankedLists.get(routes);
  if (!list) {
    const patterns = routes
      .flatMap((route, order) => explodeOptionalSegments(route.path).map((pattern) => ({ pattern, route, order, score: scoreOf(pattern) })))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    list = { patterns, matches: new BoundedCache(MATCHES_PER_ROUTE_LIST, MATCHED_PATH_CHARACTERS, (path) => path.length) };
    rankedLists.set(routes, list);
  }
  return list;
}

/** The first ranked pattern of `list` that matches `path`, with its parameters. */
function firstMatch(list: RankedList, path: string): { route: RouteEntry; params: Record<string, string | undefined> } | null {
  for (const candidate of list.patterns) {
    candidate.compiled ??= compilePattern(`/${candidate.pattern.replace(/^\//, '')}`);
    const params = matchCompiled(candidate.compiled, path);
    if (params) return { route: candidate.route, params };
  }
  return null;
}

/**
 * The route a path (without language) opens on a domain, with its parameters: the same answer the kernel's
 * route-exists guard gives (the router's ranking; a feature switched off or a path in `notFoundUrls` has none).
 */
export function matchRoute(routes: readonly RouteEntry[], rest: string, domain: DomainSettings): MatchedRoute | null {
  const path = `/${trimSlashes(rest)}`;
  const list = ranked(routes);
  const kept = list.matches.getOrSet(path, () => firstMatch(list, path));
  if (!kept) return null;
  // The parameters are the caller's (a plugin's describer or first screen may change them): a copy each time.
  const found: MatchedRoute = { route: kept.route, params: { ...kept.params } };
  const { features, site } = domain.config;
  if (found.route.feature && features[found.route.feature] !== true) return null;
  return site.notFoundUrls.includes(path) ? null : found;
}

/** How many matched paths are kept for a route list (tests). */
export const matchesKeptFor = (routes: readonly RouteEntry[]): number => rankedLists.get(routes)?.matches.size ?? 0;
