import type { CasinoLobbyReply } from '../../schemas/casinoApi.ts';
import { fetchLobby } from '../api/casinoApi.ts';
import { firstScreenLobby } from './lobbyFirstScreen.ts';

const byLanguage = new Map<string, Promise<CasinoLobbyReply>>();

/**
 * The categories and providers in a language, asked for once (not at all when the server drew them into the page) and
 * shared by the lobby and the brands slider.
 */
export function loadLobby(lang: string): Promise<CasinoLobbyReply> {
  let pending = byLanguage.get(lang);
  if (!pending) {
    const drawn = firstScreenLobby(lang);
    pending = drawn ? Promise.resolve(drawn) : fetchLobby(lang);
    pending.catch(() => byLanguage.delete(lang));
    byLanguage.set(lang, pending);
  }
  return pending;
}
