import { type Loaded, selectLanguage, useLoaded } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { CasinoLobbyReply } from '../../schemas/casinoApi.ts';
import { loadLobby } from './lobbyData.ts';
import { firstScreenLobby } from './lobbyFirstScreen.ts';

/** The lobby's categories and providers in the page's language: at once when the server drew them into the page. */
export function useLobby(): Loaded<CasinoLobbyReply> {
  const lang = useSelector(selectLanguage);
  const { loaded } = useLoaded(`lobby:${lang}`, () => loadLobby(lang));
  const drawn = loaded.status === 'loading' ? firstScreenLobby(lang) : null;
  return drawn ? { status: 'ready', data: drawn } : loaded;
}
