import { useSelector } from 'react-redux';
import type { HostState } from '@host/sdk';
import { selectSports } from '../sportsSelectors.ts';
import type { SportsState } from '../sportsSlice.ts';

/** Runs a selector written against the plugin's own slice (the coupon selectors take `{ coupon }`). */
export function useSportsSelector<T>(selector: (state: SportsState) => T): T {
  return useSelector((state: HostState) => selector(selectSports(state)));
}
