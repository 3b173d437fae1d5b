import { type Loaded, selectLanguage, useLoaded } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { GameCard } from '../../schemas/casinoApi.ts';
import { fetchGame } from '../api/casinoApi.ts';

/** The cards of games known by id (favourites, recently played), in the order given; unknown ids are left out. */
export function useGamesByIds(ids: readonly number[] | null): Loaded<readonly GameCard[]> {
  const lang = useSelector(selectLanguage);
  return useLoaded(ids === null ? null : `games:${ids.join(',')}:${lang}`, async (signal) => {
    const settled = await Promise.allSettled((ids ?? []).map((id) => fetchGame(id, lang, signal)));
    return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  }).loaded;
}
