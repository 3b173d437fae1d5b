import type { LineMode } from '../api/sportsApi.ts';

/** Where a list is shown; the spec's section 9 gives each its own poll interval. */
export type PollComponent = 'list' | 'game' | 'topGames' | 'slider';

/** Live lists by sport: fast sports change prices more often (spec 9: live 2 s to 15 s by sport and component). */
const LIVE_LIST_MS: Readonly<Record<string, number>> = {
  tennis: 2_000,
  basketball: 3_000,
  football: 2_000,
  'ice-hockey': 5_000,
  cricket: 5_000,
  'cyber-football': 3_000,
  'counter-strike': 3_000,
  'dota-2': 3_000,
};

export const LINE_LIST_MS = 15_000;
export const LIVE_GAME_MS = 2_000;
export const LIVE_DEFAULT_MS = 10_000;
export const TOP_GAMES_LINE_MS = 60_000;
export const SLIDER_LINE_MS = 30_000;

export function pollIntervalMs(mode: LineMode, component: PollComponent, sport?: string): number {
  if (mode === 'line') {
    if (component === 'topGames') return TOP_GAMES_LINE_MS;
    if (component === 'slider') return SLIDER_LINE_MS;
    return LINE_LIST_MS;
  }
  if (component === 'game') return LIVE_GAME_MS;
  if (component === 'list' && sport) return LIVE_LIST_MS[sport] ?? LIVE_DEFAULT_MS;
  return LIVE_DEFAULT_MS;
}
