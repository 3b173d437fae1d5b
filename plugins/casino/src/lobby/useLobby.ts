import { selectLanguage } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { CasinoLobbyReply } from '../../schemas/casinoApi.ts';
import { useLoaded, type Loaded } from '../api/useLoaded.ts';
import { loadLobby } from './lobbyData.ts';

/** The lobby's categories and providers in the page's language. */
export function useLobby(): Loaded<CasinoLobbyReply> {
  const lang = useSelector(selectLanguage);
  return useLoaded(`lobby:${lang}`, () => loadLobby(lang));
}
