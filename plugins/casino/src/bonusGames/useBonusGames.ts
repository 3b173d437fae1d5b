import { type Loaded, selectLanguage, useLoaded } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { CasinoBonusGamesReply } from '../../schemas/casinoApi.ts';
import { fetchBonusGames } from '../api/casinoApi.ts';

/** The bonus games' preview entries in the page's language. */
export function useBonusGames(): Loaded<CasinoBonusGamesReply> {
  const lang = useSelector(selectLanguage);
  return useLoaded(`bonus-games:${lang}`, (signal) => fetchBonusGames(lang, signal)).loaded;
}
