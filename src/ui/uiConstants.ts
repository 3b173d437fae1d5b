/** Loading bar: shown only for loads longer than 200 ms; its progress runs over 5000 ms (section 9). */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;
/** Scroll-to-top appears after this many screens scrolled (section 9). */
export const SCROLL_TO_TOP_SCREENS = { desktop: 1, mobile: 4 } as const;
/** Snowfall flake count (section 9). */
export const SNOWFALL_FLAKES = 40;
/** Shell breakpoints and mobile-mode breakpoints (section 9). Below the smallest mobile-mode one, the site is in mobile mode. */
export const SHELL_BREAKPOINTS = [1152, 1280, 1366, 1440, 1680, 1920, 2560, 3840] as const;
export const MOBILE_MODE_BREAKPOINTS = [1920, 1366, 1100, 1024] as const;
/** The header hides on the way down only past this scroll (px): a page that barely scrolls keeps it (ours). */
export const HEADER_HIDES_AFTER_PX = 100;
export const MOBILE_MODE_MAX_WIDTH = Math.min(...MOBILE_MODE_BREAKPOINTS) - 1;
/** Brand-book px values become em by dividing by 16 (second document, section 5). */
export const PX_PER_EM = 16;
/** After a chunk fails to load, the page reloads at most once a minute (first document, section 8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
/**
 * The cookie with the visitor's window width, kept while functional cookies are allowed (second document, Panels);
 * the server reads it back as the default width of its first screens (bff/windowWidth.ts).
 */
export const WINDOW_WIDTH_COOKIE = 'window_width';
