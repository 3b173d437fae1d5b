/** The visitor's cookie choices (second document, Panels): necessary cookies are always on. */
export interface ConsentChoices {
  functional: boolean;
  marketing: boolean;
}

/** Whether the side panels are hidden (the global preferences' left and right section states). */
export interface PanelStates {
  leftHidden: boolean;
  rightHidden: boolean;
}

export interface FunctionalCookies {
  /** The panels were shown or hidden: saved when functional cookies are allowed. */
  panelsChanged(): void;
  stop(): void;
}

/** The cookie consent the kernel's cookie notice keeps; plugins follow it to start or stop what it allows. */
export interface Consent {
  /** The stored choices; null while the visitor has not answered the notice. */
  read(): ConsentChoices | null;
  change(choices: ConsentChoices): void;
  /** Calls `listener` with every change (in this tab); the returned function stops it. */
  subscribe(listener: (choices: ConsentChoices) => void): () => void;
  /**
   * Keeps the panel and window-width cookies (second document, Panels) while functional cookies are allowed, and
   * removes them when they are not; `readPanels` gives the current panel states.
   */
  keepFunctionalCookies(readPanels: () => PanelStates): FunctionalCookies;
}

/**
 * The kernel's host module that keeps the cookie consent, fetched on first use so that no first paint carries it:
 * `importShared<ConsentModule>('@host/page-extras').then((module) => module.consent)`, from lazily loaded code. (Only
 * the type is in the SDK: every byte of the SDK is on the critical path.)
 */
export interface ConsentModule {
  consent: Consent;
}
