import { type Consent, type FunctionalCookies, type PanelStates, writeCookie } from '@host/sdk';
import { WINDOW_WIDTH_COOKIE } from '../uiConstants.ts';

/** Second document, section 9: the resize handler runs at most once per 100 ms. */
export const RESIZE_THROTTLE_MS = 100;
export const LEFT_PANEL_COOKIE = 'left_panel_hidden';
export const RIGHT_PANEL_COOKIE = 'right_panel_hidden';
/** Functional cookies last as long as the agreement that allows them. */
const FUNCTIONAL_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The panel and window-width cookies (second document, Panels): written only while the visitor allows functional
 * cookies, and removed when they withdraw it. The width follows resizes, at most once per RESIZE_THROTTLE_MS.
 */
export function keepFunctionalCookies(consent: Consent, readPanels: () => PanelStates): FunctionalCookies {
  const allowed = () => consent.read()?.functional === true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveWidth = () => writeCookie(WINDOW_WIDTH_COOKIE, String(window.innerWidth), FUNCTIONAL_COOKIE_MAX_AGE_S);
  const savePanels = () => {
    const panels = readPanels();
    writeCookie(LEFT_PANEL_COOKIE, panels.leftHidden ? '1' : '0', FUNCTIONAL_COOKIE_MAX_AGE_S);
    writeCookie(RIGHT_PANEL_COOKIE, panels.rightHidden ? '1' : '0', FUNCTIONAL_COOKIE_MAX_AGE_S);
  };
  const onResize = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      saveWidth();
    }, RESIZE_THROTTLE_MS);
  };
  const apply = () => {
    window.removeEventListener('resize', onResize);
    if (allowed()) {
      saveWidth();
      savePanels();
      window.addEventListener('resize', onResize);
    } else {
      for (const name of [WINDOW_WIDTH_COOKIE, LEFT_PANEL_COOKIE, RIGHT_PANEL_COOKIE]) writeCookie(name, '', 0);
    }
  };
  apply();
  const unsubscribe = consent.subscribe(apply);
  return {
    panelsChanged: () => {
      if (allowed()) savePanels();
    },
    stop() {
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    },
  };
}
