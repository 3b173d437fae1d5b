import type { HostState } from '@host/sdk';
import { sportsSlice } from './sportsSlice.ts';

export const selectSports = (state: HostState) => sportsSlice.select(state);
export const selectFavorites = (state: HostState) => selectSports(state).favorites;
