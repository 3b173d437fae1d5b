import { encodePng, parseHexColour, type Rgb } from './pngEncoder.ts';

const WHITE: Rgb = [255, 255, 255];
/** The theme colour a domain without one gets (the kernel's own brand green). */
export const DEFAULT_THEME_COLOUR = '#0b3d2e';

/**
 * iOS splash screens (apple-touch-startup-image): the portrait screens of current iPhones and iPads in CSS pixels
 * and their pixel ratio; iOS shows only an image whose media query matches the device exactly.
 */
export const IOS_SPLASH_SCREENS = [
  { width: 430, height: 932, ratio: 3 },
  { width: 393, height: 852, ratio: 3 },
  { width: 428, height: 926, ratio: 3 },
  { width: 390, height: 844, ratio: 3 },
  { width: 414, height: 896, ratio: 2 },
  { width: 375, height: 812, ratio: 3 },
  { width: 375, height: 667, ratio: 2 },
  { width: 820, height: 1180, ratio: 2 },
  { width: 1024, height: 1366, ratio: 2 },
] as const;

const artwork = new Map<string, Buffer>();

/** The brand's colour with a white disc in the middle: the mark the app shell's logo shows. */
function drawMark(width: number, height: number, colour: string, discShare: number): Buffer {
  const key = `${width}x${height}:${colour}:${discShare}`;
  const cached = artwork.get(key);
  if (cached) return cached;
  const background = parseHexColour(colour) ?? parseHexColour(DEFAULT_THEME_COLOUR)!;
  const radius = Math.min(width, height) * discShare;
  const [centreX, centreY] = [width / 2, height / 2];
  const png = encodePng(width, height, (x, y) => ((x + 0.5 - centreX) ** 2 + (y + 0.5 - centreY) ** 2 <= radius ** 2 ? WHITE : background));
  artwork.set(key, png);
  return png;
}

/** A square app icon (opaque, so iOS shows it as it is and Android can mask it). */
export const renderAppIcon = (size: number, colour: string) => drawMark(size, size, colour, 0.3);

/** A splash screen in device pixels. */
export const renderSplashScreen = (width: number, height: number, colour: string) => drawMark(width, height, colour, 0.12);

export const splashFileName = (screen: (typeof IOS_SPLASH_SCREENS)[number]) => `${screen.width * screen.ratio}x${screen.height * screen.ratio}.png`;
