/**
 * The oldest browser of each engine that runs the build: rspack emits ES2022 syntax, and the kernel calls
 * `Array.prototype.at` and `Object.hasOwn` (Chrome 93, Firefox 92, Safari 15.4; Samsung Internet 17 is Chromium 96).
 * Versions are the major number, Safari's major.minor.
 */
export const OLDEST_SUPPORTED = { chromium: 93, firefox: 92, safari: 15.4, samsung: 17 } as const;

const versionAfter = (userAgent: string, pattern: RegExp): number | null => {
  const match = pattern.exec(userAgent);
  return match ? Number(match[1]) + (match[2] ? Number(`0.${match[2]}`) : 0) : null;
};

/**
 * Whether the visitor's browser is one the site cannot run: Internet Explorer, or a known engine older than
 * OLDEST_SUPPORTED. A browser this cannot name is given the site (crawlers, new browsers, a stripped user agent):
 * only a browser known to fail is sent to the old-browser page.
 */
export function isUnsupportedBrowser(userAgent: string | undefined): boolean {
  if (!userAgent) return false;
  if (/\bMSIE \d|\bTrident\//.test(userAgent)) return true;
  const samsung = versionAfter(userAgent, /\bSamsungBrowser\/(\d+)/);
  if (samsung !== null) return samsung < OLDEST_SUPPORTED.samsung;
  // Every browser on iOS is Safari's engine, whatever its name: its version is the system's (`OS 15_4`).
  const iosVersion = /\b(?:iPhone|iPad|iPod)\b/.test(userAgent) ? versionAfter(userAgent, /\bOS (\d+)_(\d+)/) : null;
  if (iosVersion !== null) return iosVersion < OLDEST_SUPPORTED.safari;
  const firefox = versionAfter(userAgent, /\bFirefox\/(\d+)/);
  if (firefox !== null) return firefox < OLDEST_SUPPORTED.firefox;
  // Chrome, Edge, Opera, Yandex and the Android web views all say Chrome/.
  const chromium = versionAfter(userAgent, /\bChrome\/(\d+)/);
  if (chromium !== null) return chromium < OLDEST_SUPPORTED.chromium;
  const safari = /\bSafari\//.test(userAgent) ? versionAfter(userAgent, /\bVersion\/(\d+)(?:\.(\d+))?/) : null;
  return safari !== null && safari < OLDEST_SUPPORTED.safari;
}
