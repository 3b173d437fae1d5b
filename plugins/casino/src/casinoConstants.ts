/** The gambling area this plugin offers (plugin.json `gamblingAreas`): the limits service opens or closes it per player. */
export const CASINO_AREA = 'casino';

/** Typing pauses this long before the search is sent: fast typists send one request per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Games per page of a lobby listing (the BFF's `limit`). */
export const GAMES_PAGE_SIZE = 48;

/** The jackpots grow by the second on the server; the lobby asks for them again this often while it is visible. */
export const JACKPOTS_REFRESH_MS = 10_000;

/** Rows drawn beyond the visible ones above and below, so a quick flick does not show empty cells. */
export const GRID_OVERSCAN_ROWS = 3;

/** A new page is asked for when the last loaded card is this many rows below the visible ones. */
export const GRID_PREFETCH_ROWS = 4;

/** The namespace of this plugin's dictionaries. */
export const CASINO_NS = 'casino';

/**
 * Games the server draws into the lobby's first screen (bff/lobbyFirstScreen.ts): the first screen of a phone shows
 * six, of a wide screen up to twelve.
 */
export const FIRST_SCREEN_GAMES = 12;

/** The fewest columns of a card grid: a phone's. */
export const MIN_GRID_COLUMNS = 2;

/** Rows of a grid's first screen on a phone, whose pictures load at once (the grid's) or come inside the page. */
export const EAGER_ROWS = 2;

/**
 * The element in which core hands a plugin its first-screen data (FIRST_SCREEN_ELEMENT_ID of bff/firstScreens.ts,
 * which a plugin may not import; the casino's BFF tests pin that both are the same).
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/** The error catalogue's generic failure (first document 8), from the kernel's dictionary: the words every plugin shows. */
export const REQUEST_FAILED_KEY = 'kernel:main_query_error';
