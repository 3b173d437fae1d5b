import { http, validateDocument, type CompiledValidator } from '@host/sdk';
import type {
  CasinoBonusGamesReply,
  CasinoBonusPlayReply,
  CasinoGameIdsReply,
  CasinoGameReply,
  CasinoGamesReply,
  CasinoJackpotsReply,
  CasinoLaunchReply,
  CasinoLobbyReply,
  CasinoLotteryReply,
  CasinoLottoCatalogReply,
  CasinoLottoResultsReply,
  CasinoPartitionsReply,
  CasinoPromotionsReply,
  CasinoRecommendedReply,
  CasinoTotoReply,
  CasinoTotoTicket,
  CasinoTotoTicketRequest,
  CasinoTotoTicketsReply,
  CasinoTournamentReply,
  CasinoTournamentsReply,
  LaunchMode,
} from '../../schemas/casinoApi.ts';
import { validate_casinoBonusGamesReply } from '../generated/validate_casinoBonusGamesReply.js';
import { validate_casinoBonusPlayReply } from '../generated/validate_casinoBonusPlayReply.js';
import { validate_casinoGameIdsReply } from '../generated/validate_casinoGameIdsReply.js';
import { validate_casinoGameReply } from '../generated/validate_casinoGameReply.js';
import { validate_casinoGamesReply } from '../generated/validate_casinoGamesReply.js';
import { validate_casinoJackpotsReply } from '../generated/validate_casinoJackpotsReply.js';
import { validate_casinoLaunchReply } from '../generated/validate_casinoLaunchReply.js';
import { validate_casinoLobbyReply } from '../generated/validate_casinoLobbyReply.js';
import { validate_casinoLotteryReply } from '../generated/validate_casinoLotteryReply.js';
import { validate_casinoLottoCatalogReply } from '../generated/validate_casinoLottoCatalogReply.js';
import { validate_casinoLottoResultsReply } from '../generated/validate_casinoLottoResultsReply.js';
import { validate_casinoPartitionsReply } from '../generated/validate_casinoPartitionsReply.js';
import { validate_casinoPromotionsReply } from '../generated/validate_casinoPromotionsReply.js';
import { validate_casinoRecommendedReply } from '../generated/validate_casinoRecommendedReply.js';
import { validate_casinoTotoReply } from '../generated/validate_casinoTotoReply.js';
import { validate_casinoTotoTicket } from '../generated/validate_casinoTotoTicket.js';
import { validate_casinoTotoTicketsReply } from '../generated/validate_casinoTotoTicketsReply.js';
import { validate_casinoTournamentReply } from '../generated/validate_casinoTournamentReply.js';
import { validate_casinoTournamentsReply } from '../generated/validate_casinoTournamentsReply.js';
import type { LobbyFilter } from '../lobby/lobbyFilter.ts';
import { GAMES_PAGE_SIZE } from '../casinoConstants.ts';
import { queryString } from './queryString.ts';

export const CASINO_API = '/casino-api/v1';
export const PARTITIONS_URL = '/web-api/third-party/api/list-available-partitions';

interface CallOptions {
  signal?: AbortSignal;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
}

/** Every reply is checked against its schema before the code trusts it. */
function call<T>(url: string, validator: CompiledValidator, document: string, options: CallOptions = {}): Promise<T> {
  return http.request<T>(url, { ...options, validate: (data) => validateDocument<T>(validator, data, document) });
}

export const fetchLobby = (lang: string, signal?: AbortSignal) =>
  call<CasinoLobbyReply>(`${CASINO_API}/lobby${queryString({ lang })}`, validate_casinoLobbyReply, 'casino lobby', { signal });

export const fetchGames = (filter: LobbyFilter, offset: number, lang: string, signal?: AbortSignal) =>
  call<CasinoGamesReply>(
    `${CASINO_API}/games${queryString({ category: filter.category, provider: filter.provider, tag: filter.tag, q: filter.q, sort: filter.sort, offset, limit: GAMES_PAGE_SIZE, lang })}`,
    validate_casinoGamesReply,
    'casino games',
    { signal },
  );

export const fetchGame = (gameId: number, lang: string, signal?: AbortSignal) =>
  call<CasinoGameReply>(`${CASINO_API}/games/${gameId}${queryString({ lang })}`, validate_casinoGameReply, 'casino game', { signal });

export const fetchJackpots = (signal?: AbortSignal) => call<CasinoJackpotsReply>(`${CASINO_API}/jackpots`, validate_casinoJackpotsReply, 'jackpots', { signal });

export const fetchTournaments = (lang: string, signal?: AbortSignal) =>
  call<CasinoTournamentsReply>(`${CASINO_API}/tournaments${queryString({ lang })}`, validate_casinoTournamentsReply, 'tournaments', { signal });

export const fetchTournament = (id: string, lang: string, signal?: AbortSignal) =>
  call<CasinoTournamentReply>(`${CASINO_API}/tournaments/${encodeURIComponent(id)}${queryString({ lang })}`, validate_casinoTournamentReply, 'tournament', { signal });

export const fetchPromotions = (lang: string, signal?: AbortSignal) =>
  call<CasinoPromotionsReply>(`${CASINO_API}/promotions${queryString({ lang })}`, validate_casinoPromotionsReply, 'promotions', { signal });

export const fetchFavorites = (signal?: AbortSignal) => call<CasinoGameIdsReply>(`${CASINO_API}/favorites`, validate_casinoGameIdsReply, 'favourites', { signal });

export const changeFavorite = (gameId: number, favorite: boolean) =>
  call<CasinoGameIdsReply>(`${CASINO_API}/favorites/${gameId}`, validate_casinoGameIdsReply, 'favourites', { method: favorite ? 'PUT' : 'DELETE' });

export const fetchRecent = (signal?: AbortSignal) => call<CasinoGameIdsReply>(`${CASINO_API}/recent`, validate_casinoGameIdsReply, 'recently played', { signal });

export const fetchRecommended = (lang: string, signal?: AbortSignal) =>
  call<CasinoRecommendedReply>(`${CASINO_API}/recommended${queryString({ lang })}`, validate_casinoRecommendedReply, 'recommended games', { signal });

export const launchGame = (gameId: number, mode: LaunchMode, lang: string) =>
  call<CasinoLaunchReply>(`${CASINO_API}/launch`, validate_casinoLaunchReply, 'game launch', { method: 'POST', body: { gameId, mode, lang } });

export const fetchBonusGames = (lang: string, signal?: AbortSignal) =>
  call<CasinoBonusGamesReply>(`${CASINO_API}/bonus-games${queryString({ lang })}`, validate_casinoBonusGamesReply, 'bonus games', { signal });

export const playBonusGame = (route: string, choice: number | undefined) =>
  call<CasinoBonusPlayReply>(`${CASINO_API}/bonus-games/${encodeURIComponent(route)}/play`, validate_casinoBonusPlayReply, 'bonus game play', {
    method: 'POST',
    body: choice === undefined ? {} : { choice },
  });

export const fetchLottoCatalog = (lang: string, signal?: AbortSignal) =>
  call<CasinoLottoCatalogReply>(`${CASINO_API}/lotto${queryString({ section: 'catalog', lang })}`, validate_casinoLottoCatalogReply, 'lotto catalogue', { signal });

export const fetchLottoResults = (lang: string, signal?: AbortSignal) =>
  call<CasinoLottoResultsReply>(`${CASINO_API}/lotto${queryString({ section: 'results', lang })}`, validate_casinoLottoResultsReply, 'lotto results', { signal });

export const fetchLottery = (id: string, lang: string, signal?: AbortSignal) =>
  call<CasinoLotteryReply>(`${CASINO_API}/lotto/${encodeURIComponent(id)}${queryString({ lang })}`, validate_casinoLotteryReply, 'lottery', { signal });

export const fetchToto = (section: string | undefined, lang: string, signal?: AbortSignal) =>
  call<CasinoTotoReply>(`${CASINO_API}/toto${queryString({ section, lang })}`, validate_casinoTotoReply, 'toto', { signal });

export const placeTotoTicket = (ticket: CasinoTotoTicketRequest, lang: string) =>
  call<CasinoTotoTicket>(`${CASINO_API}/toto/tickets${queryString({ lang })}`, validate_casinoTotoTicket, 'toto ticket', { method: 'POST', body: ticket });

export const fetchTotoTickets = (lang: string, signal?: AbortSignal) =>
  call<CasinoTotoTicketsReply>(`${CASINO_API}/toto/tickets${queryString({ lang })}`, validate_casinoTotoTicketsReply, 'toto tickets', { signal });

export const fetchPartitions = (signal?: AbortSignal) => call<CasinoPartitionsReply>(PARTITIONS_URL, validate_casinoPartitionsReply, 'partitions', { signal });
