import { roundDecimal } from './roundDecimal.ts';

// The decimal form on its own: most bettors keep it, and the other formats (oddsFormat.ts) load when one is chosen.

/** Most decimals a figure takes to show an edge price (a price is a decimal with at most a few places). */
const MAX_EDGE_PLACES = 12;

/** Decimals `value` needs, from `places` on, for its rounded figure to `show` a price (1.005 needs 3 as decimal odds). */
export function placesToShow(value: number, places: number, mode: 'nearest' | 'down', show: (rounded: number) => boolean): number {
  let needed = places;
  while (needed < MAX_EDGE_PLACES && !show(roundDecimal(value, needed, mode))) needed += 1;
  return needed;
}

const always = () => true;

/** `value` with `places` decimals, or more where fewer would not `show` a price: 1.005 reads "1.005", not "1.00". */
export function fixed(value: number, places: number, mode: 'nearest' | 'down', show: (rounded: number) => boolean = always): string {
  const needed = placesToShow(value, places, mode, show);
  return roundDecimal(value, needed, mode).toFixed(needed);
}

export const aboveOne = (rounded: number) => rounded > 1;
/** The decimal form (id 0) of oddsFormat.ts: 2 decimals, down. */
export const formatDecimalOdds = (decimal: number): string => (!Number.isFinite(decimal) || decimal <= 1 ? '' : fixed(decimal, 2, 'down', aboveOne));
