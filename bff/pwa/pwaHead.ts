import { APPLE_TOUCH_ICON_SIZES, PRECOMPOSED_ICON_MAX_IOS, WEB_APP_MANIFEST_URL } from '../../src/appServices/appServicesConstants.ts';
import type { DomainSettings } from '../domainStore.ts';
import { DEFAULT_THEME_COLOUR, IOS_SPLASH_SCREENS, splashFileName } from './appArtwork.ts';

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The major iOS version of a user agent (iPhone and iPad), or null off iOS. */
export function iosMajorVersion(userAgent: string): number | null {
  const match = /\b(?:iPhone|iPad|iPod)\b.*? OS (\d+)_/.exec(userAgent);
  return match ? Number(match[1]) : null;
}

export const themeColourOf = (domain: DomainSettings) => domain.config.site.pwaThemeColor ?? DEFAULT_THEME_COLOUR;

/** The apple-touch icon's file name for a size; iOS 14 and lower ask for the precomposed one. */
export function appleTouchIconPath(size: number, precomposed: boolean): string {
  return `/apple-touch-icon-${size}x${size}${precomposed ? '-precomposed' : ''}.png`;
}

/**
 * What index.html's head gets in installable-app mode (site.pwa): the manifest, the theme colour, the apple-touch
 * icons and the iOS splash images. Nothing when the mode is off: the theme colour belongs to this mode only.
 */
export function pwaHeadTags(domain: DomainSettings, lang: string, userAgent: string): string {
  if (domain.config.site.pwa !== true) return '';
  const ios = iosMajorVersion(userAgent);
  const precomposed = ios !== null && ios <= PRECOMPOSED_ICON_MAX_IOS;
  const name = escapeAttribute(domain.config.site.companyName);
  const tags = [
    // With credentials: the manifest is the domain's, and a browser fetches it without cookies otherwise.
    `<link rel="manifest" href="${WEB_APP_MANIFEST_URL}?lang=${escapeAttribute(lang)}" crossorigin="use-credentials">`,
    `<meta name="theme-color" content="${escapeAttribute(themeColourOf(domain))}">`,
    '<meta name="mobile-web-app-capable" content="yes">',
    '<meta name="apple-mobile-web-app-capable" content="yes">',
    `<meta name="apple-mobile-web-app-title" content="${name}">`,
    ...APPLE_TOUCH_ICON_SIZES.map(
      (size) => `<link rel="${precomposed ? 'apple-touch-icon-precomposed' : 'apple-touch-icon'}" sizes="${size}x${size}" href="${appleTouchIconPath(size, precomposed)}">`,
    ),
    ...IOS_SPLASH_SCREENS.map(
      (screen) =>
        `<link rel="apple-touch-startup-image" media="(device-width: ${screen.width}px) and (device-height: ${screen.height}px) and (-webkit-device-pixel-ratio: ${screen.ratio}) and (orientation: portrait)" href="/pwa/splash/${splashFileName(screen)}">`,
    ),
  ];
  return tags.join('\n');
}
