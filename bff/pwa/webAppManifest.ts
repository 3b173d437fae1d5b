import { APPLE_TOUCH_ICON_SIZES } from '../../src/appServices/appServicesConstants.ts';
import type { DomainSettings } from '../domainStore.ts';
import { themeColourOf } from './pwaHead.ts';

export const appIconPath = (size: number) => `/pwa/icons/icon-${size}.png`;

/**
 * The web app manifest of a domain in a language: what a browser's installability check reads (name, start URL,
 * standalone display, icons of 192 and 512 among the apple-touch sizes) and the brand's colours.
 */
export function webAppManifest(domain: DomainSettings, lang: string) {
  const colour = themeColourOf(domain);
  const name = domain.config.site.companyName;
  return {
    id: '/',
    name,
    short_name: name,
    lang,
    start_url: `/${lang}/`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: colour,
    theme_color: colour,
    icons: APPLE_TOUCH_ICON_SIZES.map((size) => ({ src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}
