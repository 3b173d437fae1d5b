import { hashString } from '../../../bff/bffModule.ts';

/** Escapes text for SVG/XML content and attribute values. */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** Size of a game's picture: 4:3, as the lobby's boxes are. */
export const THUMBNAIL_WIDTH = 400;
export const THUMBNAIL_HEIGHT = 300;
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 80;
/** The longest line of a picture's title, in characters; longer titles wrap onto a second line. */
const TITLE_LINE = 18;

const hue = (seed: number, shift = 0) => (seed + shift) % 360;

/** The title in at most two lines of whole words (a long last word is cut with an ellipsis). */
function titleLines(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > TITLE_LINE) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  if (lines.length <= 2) return lines;
  return [lines[0], `${lines.slice(1).join(' ').slice(0, TITLE_LINE - 1)}…`];
}

/**
 * A game's picture: a gradient and shapes in colours of its own (a hash of the name and id) and its name, so that
 * the lobby needs no image host. Every text is escaped.
 */
export function gameThumbnailSvg(game: { id: number; name: string; providerName: string }): string {
  const seed = hashString(`${game.id}:${game.name}`);
  const base = seed % 360;
  const shapes = Array.from({ length: 5 }, (_, index) => {
    const part = hashString(`${seed}:${index}`);
    const x = part % THUMBNAIL_WIDTH;
    const y = (part >>> 9) % THUMBNAIL_HEIGHT;
    const size = 20 + ((part >>> 18) % 90);
    const fill = `hsl(${hue(base, 40 + index * 35)} 80% 65% / 0.35)`;
    return index % 2 === 0
      ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${fill}"/>`
      : `<polygon points="${x},${y - size} ${x + size},${y + size} ${x - size},${y + size}" fill="${fill}"/>`;
  }).join('');
  const lines = titleLines(game.name);
  const fontSize = lines.some((line) => line.length > 14) ? 30 : 36;
  const firstY = lines.length === 1 ? 160 : 140;
  const title = lines
    .map((line, index) => `<text x="200" y="${firstY + index * (fontSize + 6)}" text-anchor="middle" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${base} 70% 32%)"/><stop offset="1" stop-color="hsl(${hue(base, 60)} 75% 18%)"/></linearGradient></defs>` +
    `<rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="url(#g)"/>${shapes}` +
    `<g font-family="system-ui, sans-serif">${title}<text x="200" y="276" text-anchor="middle" font-size="18" fill="#ffffffcc">${escapeXml(game.providerName)}</text></g></svg>`
  );
}

/** A provider's logo: a monogram in a shape and colour of its own, and the name. */
export function providerLogoSvg(provider: { slug: string; name: string }): string {
  const seed = hashString(provider.slug);
  const base = seed % 360;
  const initials = provider.name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0].toUpperCase())
    .join('');
  const mark = seed % 2 === 0 ? '<circle cx="40" cy="40" r="30"' : '<rect x="10" y="10" width="60" height="60" rx="14"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" role="img" aria-label="${escapeXml(provider.name)}">` +
    `${mark} fill="hsl(${base} 65% 45%)"/>` +
    `<g font-family="system-ui, sans-serif" font-weight="700"><text x="40" y="49" text-anchor="middle" font-size="24" fill="#fff">${escapeXml(initials)}</text>` +
    `<text x="82" y="48" font-size="${provider.name.length > 16 ? 15 : 18}" fill="hsl(${base} 60% 30%)">${escapeXml(provider.name)}</text></g></svg>`
  );
}
