/** What the fingerprint is computed from: stable traits of this browser, never anything that names the person. */
export type FingerprintComponents = Record<string, string | number | boolean>;

/** The browser objects the components are read from (the page's own, or a test's). */
export interface BrowserTraits {
  navigator: Pick<Navigator, 'language' | 'languages' | 'hardwareConcurrency' | 'maxTouchPoints' | 'userAgent'>;
  screen: Pick<Screen, 'width' | 'height' | 'colorDepth'>;
  timeZone: string | undefined;
}

const pageTraits = (): BrowserTraits => ({ navigator, screen, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });

/** The fingerprint's components data (second document, section 3: "Fingerprint state: token, expiresAt, componentsData"). */
export function collectComponents({ navigator, screen, timeZone }: BrowserTraits = pageTraits()): FingerprintComponents {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    languages: navigator.languages.join(','),
    timeZone: timeZone ?? 'unknown',
    screen: `${screen.width}x${screen.height}x${screen.colorDepth}`,
    hardwareConcurrency: navigator.hardwareConcurrency,
    touch: navigator.maxTouchPoints > 0,
  };
}
