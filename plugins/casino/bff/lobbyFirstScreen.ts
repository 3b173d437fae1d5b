import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FirstScreen, FirstScreenRequest } from '../../../bff/bffModule.ts';
import { GAME_SORTS, type CasinoGamesReply, type CasinoLobbyReply, type CasinoPartitionsReply, type GameCard } from '../schemas/casinoApi.ts';
import { EAGER_ROWS, FIRST_SCREEN_GAMES } from '../src/casinoConstants.ts';
import { gridColumns } from '../src/lobby/gridWindow.ts';
import { lobbyFilterForRoute, type LobbyFilter } from '../src/lobby/lobbyFilter.ts';
import { isSectionAvailable } from '../src/partitions/sectionAvailability.ts';
import { escapeXml, gameThumbnailSvg } from './artwork.ts';
import { lobbyOf, partitionsOf } from './casinoRoutes.ts';
import { langOf, type CasinoLang, type Catalogue } from './catalogue.ts';

/** What the lobby page takes over from the first screen (src/lobby/lobbyFirstScreen.ts), so it shows the same at once. */
export interface LobbyHandover {
  lang: string;
  filter: LobbyFilter;
  lobby: CasinoLobbyReply;
  /** The games drawn, their pictures as in the page; the rest of the listing loads as the player scrolls. */
  games: CasinoGamesReply;
  partitions: CasinoPartitionsReply;
}

/** The page key of the lobby routes (routes.json): every category, subcategory and provider view. */
const LOBBY_PAGE = 'lobby';

type Dictionary = Record<string, string>;
const dictionaryOf = (lang: CasinoLang) => JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'i18n', `${lang}.json`), 'utf8')) as Dictionary;
const dictionaries: Record<CasinoLang, Dictionary> = { en: dictionaryOf('en'), ru: dictionaryOf('ru') };

/**
 * A picture as a data: address. On a throttled phone a picture asked for by the HTML queues behind the kernel's
 * scripts for seconds; inside the page it is drawn with the first paint. Only what would break the attribute or the
 * address is escaped.
 */
export const thumbnailDataUrl = (card: GameCard) => `data:image/svg+xml;charset=utf-8,${gameThumbnailSvg(card).replace(/[%#<>"&]/g, encodeURIComponent)}`;

/**
 * Of the first screen's games, those whose pictures come inside the page, with no request: the grid's eager rows at the
 * visitor's window width (its cookie, else a phone's: 2 rows of 2). Each picture inside the page is an SVG document
 * the browser builds and lays out on its main thread (about 50 ms each on the reference phone, and 20 to 30 more to
 * paint it, off-screen too): with all twelve inside, a phone built them while it parsed the HTML, and the lobby's first
 * paint waited about 0.6 s for them. A wide screen shows more in its first rows, and its faster main thread builds
 * them sooner than it would fetch them. The others are fetched lazily. The page's width is an estimate from the
 * window's (the columns beside the grid are not taken off): at worst a picture more comes inside the page.
 */
const firstScreenPictures = (windowWidth: number) => Math.min(FIRST_SCREEN_GAMES, EAGER_ROWS * gridColumns(windowWidth));

export interface LobbyFirstScreenOptions {
  catalogue: Catalogue;
  /** Whether the visitor of this request may not play now (a self-excluded or timed-out player). */
  restricted(request: FirstScreenRequest): Promise<boolean>;
}

/**
 * The first screen of a lobby view as LobbyPage draws it: the title, the category chips, the order, and the first
 * games with their pictures inside the page, so that the first paint on a phone is the lobby and not a skeleton
 * waiting seconds for the plugin's code. Nothing for a restricted player (the gate shows the restriction page) nor
 * for a third-party section the server does not list.
 */
export function lobbyFirstScreen({ catalogue, restricted }: LobbyFirstScreenOptions) {
  const lobbies = { en: lobbyOf(catalogue, 'en'), ru: lobbyOf(catalogue, 'ru') };
  return async (request: FirstScreenRequest): Promise<FirstScreen | null> => {
    if (request.route.page !== LOBBY_PAGE || (await restricted(request))) return null;
    const lang = langOf(request.lang);
    const filter = lobbyFilterForRoute(request.route.name, request.params, request.query);
    const partitions = { success: true, listAvailablePartitions: partitionsOf(request.state) };
    const allowed = new Set(partitions.listAvailablePartitions);
    if (!isSectionAvailable(filter.category, allowed)) return null;
    const lobby = lobbies[lang];
    const found = catalogue.list(filter);
    const pictures = firstScreenPictures(request.windowWidth);
    const cards = found.slice(0, FIRST_SCREEN_GAMES).map((game, index) => (index < pictures ? { ...game.card, thumbnail: thumbnailDataUrl(game.card) } : game.card));
    const text = dictionaries[lang];
    const categories = lobby.categories.filter((category) => isSectionAvailable(category.slug, allowed));
    const title =
      lobby.providers.find((provider) => provider.slug === filter.provider)?.name ??
      categories.find((category) => category.slug === filter.category)?.name ??
      text[`title_${request.route.name.replace(/\./g, '_')}`] ??
      text.title_casino;
    const chip = (name: string, active: boolean, count?: number) =>
      `<span class="casino-chip${active ? ' casino-chip--active' : ''}">${escapeXml(name)}${count === undefined ? '' : `<span class="casino-chip__count">${count}</span>`}</span>`;
    const card = (game: GameCard) =>
      `<article class="casino-card" data-game-id="${game.id}"><span class="casino-card__link"><span class="casino-card__picture"><img src="${game.thumbnail}" alt=""${game.thumbnail.startsWith('data:') ? '' : ' loading="lazy" decoding="async"'} width="400" height="300">` +
      (game.tags.length > 0 ? `<span class="casino-card__tags">${game.tags.map((tag) => `<span class="casino-tag casino-tag--${tag}">${escapeXml(text[`tag_${tag}`] ?? tag)}</span>`).join('')}</span>` : '') +
      `</span></span><div class="casino-card__caption"><span class="casino-card__name">${escapeXml(game.name)}</span><span class="casino-card__provider">${escapeXml(game.providerName)}</span></div></article>`;
    const countLabel = (text[`games_list_${new Intl.PluralRules(lang).select(found.length)}`] ?? text.games_list_other ?? '').replace('{{count}}', String(found.length));
    const html =
      '<div class="casino-brands" aria-hidden="true"></div><div class="casino-page casino-lobby">' +
      `<div class="casino-lobby__head"><h1 class="casino-page__title">${escapeXml(filter.tag ? `${title} · ${text[`tag_${filter.tag}`]}` : title)}</h1><span class="casino-lobby__search">${escapeXml(text.search_open)}</span></div>` +
      `<nav class="casino-chips" aria-label="${escapeXml(text.categories)}">${chip(text.category_all, filter.category === undefined)}${categories.map((category) => chip(category.name, category.slug === filter.category, category.count)).join('')}</nav>` +
      (filter.category === undefined && filter.provider === undefined ? `<section class="casino-jackpots" aria-label="${escapeXml(text.jackpots)}"></section>` : '') +
      `<label class="casino-sort">${escapeXml(text.sort_label)}<select>${GAME_SORTS.map((sort) => `<option value="${sort}"${sort === filter.sort ? ' selected' : ''}>${escapeXml(text[`sort_${sort}`])}</option>`).join('')}</select></label>` +
      (found.length === 0
        ? ''
        : `<section class="casino-grid casino-grid--first-screen" aria-label="${escapeXml(countLabel)}"><div class="casino-grid__window">${cards.map(card).join('')}</div></section>`) +
      '</div>';
    const handover: LobbyHandover = { lang: request.lang, filter, lobby, games: { items: cards, total: found.length, offset: 0, limit: FIRST_SCREEN_GAMES }, partitions };
    return { html, handover };
  };
}
