import { randomInt } from 'node:crypto';

/** Segments of a seven-segment digit, as line ends on a 0..1 × 0..2 box: a b c d e f g. */
const SEGMENTS: ReadonlyArray<readonly [number, number, number, number]> = [
  [0, 0, 1, 0],
  [1, 0, 1, 1],
  [1, 1, 1, 2],
  [0, 2, 1, 2],
  [0, 1, 0, 2],
  [0, 0, 0, 1],
  [0, 1, 1, 1],
];
const DIGIT_SEGMENTS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

const WIDTH = 180;
const HEIGHT = 60;
const jitter = (spread: number) => (randomInt(2 * spread * 10 + 1) - spread * 10) / 10;

/**
 * The challenge's digits drawn as an SVG picture (a data: URL): strokes, never text, each digit moved and tilted
 * at random, over noise lines. The digits themselves stay on the server under the challenge id.
 */
export function captchaImage(digits: string): string {
  const step = WIDTH / (digits.length + 1);
  const strokes = [...digits].map((digit, index) => {
    const x = step * (index + 0.6) + jitter(4);
    const y = 12 + jitter(4);
    const tilt = jitter(12);
    const lines = [...DIGIT_SEGMENTS[Number(digit)]]
      .map((segment) => SEGMENTS[segment.charCodeAt(0) - 97])
      .map(([x1, y1, x2, y2]) => `M${(x1 * 16 + jitter(1.5)).toFixed(1)} ${(y1 * 16 + jitter(1.5)).toFixed(1)}L${(x2 * 16 + jitter(1.5)).toFixed(1)} ${(y2 * 16 + jitter(1.5)).toFixed(1)}`)
      .join('');
    return `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${tilt.toFixed(1)} 8 16)" d="${lines}"/>`;
  });
  const noise = Array.from({ length: 6 }, () => `<path d="M${randomInt(WIDTH)} ${randomInt(HEIGHT)}L${randomInt(WIDTH)} ${randomInt(HEIGHT)}" stroke-width="1"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f4f4"/><g fill="none" stroke="#222" stroke-width="3" stroke-linecap="round">${noise.join('')}${strokes.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
