import { WINDOW_WIDTH_COOKIE } from '../src/ui/uiConstants.ts';

/** The fixed default (second document, Panels): the reference phone's width, the bench's mobile profile. */
export const DEFAULT_WINDOW_WIDTH = 412;
const NARROWEST = 240;
const WIDEST = 7680;

/**
 * The visitor's window width in CSS pixels for the server's first screens (second document, Panels: "default window
 * width comes from the cookie, else a fixed default"): the `window_width` cookie the page keeps while functional
 * cookies are allowed, else DEFAULT_WINDOW_WIDTH. A value that is not a whole number of pixels a screen can have is
 * the default, so a forged cookie can at most make a first screen wider or narrower.
 */
export function windowWidthOf(cookies: Readonly<Record<string, string>>): number {
  const value = cookies[WINDOW_WIDTH_COOKIE];
  const width = value !== undefined && /^[0-9]{3,4}$/.test(value) ? Number(value) : NaN;
  return width >= NARROWEST && width <= WIDEST ? width : DEFAULT_WINDOW_WIDTH;
}
