import type { CasinoGamesReply, CasinoLobbyReply, CasinoPartitionsReply } from '../../schemas/casinoApi.ts';
import { FIRST_SCREEN_ELEMENT_ID } from '../casinoConstants.ts';
import { validate_casinoGamesReply } from '../generated/validate_casinoGamesReply.js';
import { validate_casinoLobbyReply } from '../generated/validate_casinoLobbyReply.js';
import { validate_casinoPartitionsReply } from '../generated/validate_casinoPartitionsReply.js';
import { availablePartitionsOf } from '../partitions/sectionAvailability.ts';
import type { LobbyFilter } from './lobbyFilter.ts';

/** The lobby view the server drew into the page (bff/lobbyFirstScreen.ts): what the lobby page starts from. */
interface LobbyFirstScreen {
  lang: string;
  filter: LobbyFilter;
  lobby: CasinoLobbyReply;
  games: CasinoGamesReply | null;
  partitions: ReadonlySet<string>;
}

let firstScreen: LobbyFirstScreen | null | undefined;

/**
 * Read once from core's JSON script element (never run): the casino's own, its lobby data valid. Anything else (no
 * first screen, another plugin's, a malformed one) is null, and the lobby loads as usual.
 */
function readFirstScreen(): LobbyFirstScreen | null {
  if (firstScreen !== undefined) return firstScreen;
  firstScreen = null;
  if (typeof document === 'undefined') return null;
  const element = document.querySelector<HTMLScriptElement>(`script[type="application/json"]#${FIRST_SCREEN_ELEMENT_ID}`);
  // Only the server's own element counts: one inside the drawn content must not pose as it.
  if (!element || element.closest('#content')) return null;
  try {
    const { plugin, data } = JSON.parse(element.textContent ?? '') as { plugin?: unknown; data?: Partial<Record<keyof LobbyFirstScreen, unknown>> };
    if (plugin !== 'casino' || !data || typeof data.lang !== 'string' || typeof data.filter !== 'object' || data.filter === null) return null;
    if (!validate_casinoLobbyReply(data.lobby) || !validate_casinoGamesReply(data.games) || !validate_casinoPartitionsReply(data.partitions)) return null;
    const partitions = availablePartitionsOf(data.partitions as CasinoPartitionsReply);
    firstScreen = { lang: data.lang, filter: data.filter as LobbyFilter, lobby: data.lobby as CasinoLobbyReply, games: data.games as CasinoGamesReply, partitions };
  } catch {
    // A malformed handover only costs the first screen's head start.
  } finally {
    element.remove();
  }
  return firstScreen;
}

const sameFilter = (a: LobbyFilter, b: LobbyFilter) => JSON.stringify(a) === JSON.stringify(b);

/** The lobby's categories and providers of the first screen, in that language. */
export function firstScreenLobby(lang: string): CasinoLobbyReply | null {
  const screen = readFirstScreen();
  return screen && screen.lang === lang ? screen.lobby : null;
}

/** The partitions the server allowed when it drew the first screen. */
export function firstScreenPartitions(): ReadonlySet<string> | null {
  return readFirstScreen()?.partitions ?? null;
}

/**
 * The games the first screen shows, for the view it drew; taken once, so that a later visit to the same view asks
 * for its games again.
 */
export function takeFirstScreenGames(filter: LobbyFilter, lang: string): CasinoGamesReply | null {
  const screen = readFirstScreen();
  if (!screen?.games || screen.lang !== lang || !sameFilter(screen.filter, filter)) return null;
  const { games } = screen;
  screen.games = null;
  return games;
}
