import type { CasinoLobbyReply } from '../../schemas/casinoApi.ts';
import { fetchLobby } from '../api/casinoApi.ts';

const byLanguage = new Map<string, Promise<CasinoLobbyReply>>();

/** The categories and providers in a language, asked for once and shared by the lobby and the brands slider. */
export function loadLobby(lang: string): Promise<CasinoLobbyReply> {
  let pending = byLanguage.get(lang);
  if (!pending) {
    pending = fetchLobby(lang);
    pending.catch(() => byLanguage.delete(lang));
    byLanguage.set(lang, pending);
  }
  return pending;
}
