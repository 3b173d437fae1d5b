import type { EventQuery, LineMode } from '../api/sportsApi.ts';

/** One list on an events page: which feed, narrowed how, and (for favorites) which events are kept. */
export interface EventSection {
  mode: LineMode;
  query: EventQuery;
}

export interface EventListSpec {
  sections: EventSection[];
  /** Keeps only the bettor's favorite events. */
  favoritesOnly: boolean;
  /** Search text for team and player pages: their events are found by name. */
  search?: string;
}

type Params = Readonly<Record<string, string | undefined>>;

const CHAMPION_PAGES = new Set(['epl', 'laliga', 'europaleague', 'ipl', 'scf', 'fifacwc', 'nbafinals', 'nhlfinals']);
const PAGE_TYPES = new Set(['bets-on-your', 'marble', 'ufc', 'politics', 'top-game']);
/** Cyber "virtual" means simulated football; "real" and "all" mean every cyber sports discipline. */
const VIRTUAL_CYBER_SPORT = 'cyber-football';

const both = (query: EventQuery): EventSection[] => [
  { mode: 'live', query },
  { mode: 'line', query },
];
const list = (sections: EventSection[], extra: Partial<EventListSpec> = {}): EventListSpec => ({ sections, favoritesOnly: false, ...extra });
const words = (slug: string | undefined) => (slug ?? '').replace(/-/g, ' ').trim();

/**
 * Most sports routes need no page of their own: they are one events page narrowed by a filter that follows from
 * the route's name and parameters (first document 2.2). Unknown names fall back to every live and line event.
 */
export function eventListForRoute(routeName: string, params: Params): EventListSpec {
  const [head, second, third] = routeName.split('.');
  if (head === 'line' || head === 'live') {
    const mode = head;
    if (second === 'menu') return list([{ mode, query: params.menuSection === 'top' ? { top: true } : {} }]);
    return list([{ mode, query: { sport: params.sport, champ: params.champ } }]);
  }
  if (head === 'favorites') return list(both({}), { favoritesOnly: true });
  if (head === 'team') return list(both({}), { search: words(params.team) });
  if (head === 'betsonyour') return list(both({ pageType: 'bets-on-your', sport: params.sport }));
  if (head === 'recommendations') return list(both({ top: true }));
  if (head === 'pageType' && second && PAGE_TYPES.has(second)) return list(both({ pageType: second }));
  if (head === 'champion' && second) {
    const query: EventQuery = CHAMPION_PAGES.has(second) ? { champ: second } : { top: true };
    return list(both(query), { favoritesOnly: third === 'favorites' });
  }
  if (head === 'cricket') {
    if (second === 'champ') return list(both({ sport: 'cricket', champ: params.champ }));
    if (second === 'team' || second === 'player-info') return list(both({ sport: 'cricket' }), { search: second === 'team' ? words(params.team) : undefined });
    return list(both({ sport: 'cricket' }), { favoritesOnly: second === 'favorites' });
  }
  if (head === 'cricket-app' || head === 'ipl-betting-app') return list(both({ sport: 'cricket', champ: head === 'ipl-betting-app' ? 'ipl' : undefined }));
  if (head === 'cyber') {
    if (second === 'virtual') return list(both({ sport: VIRTUAL_CYBER_SPORT }));
    if (second === 'discipline') return list(both({ sport: params.discipline }));
    if (second === 'champ') return list(both({ sport: params.discipline, champ: params.champ }));
    return list(both({ pageType: 'cyber' }));
  }
  return list(both({}));
}
