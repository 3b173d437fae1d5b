import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

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
const DIGIT_SIZE = 16;
const INK = 40;
const PAPER = 244;
/** A uniform random number in [-spread, spread], in tenths. */
const jitter = (spread: number) => (randomInt(2 * spread * 10 + 1) - spread * 10) / 10;

/** A grey picture a person reads and a parser of the reply cannot: pixels, never shapes or text. */
class Canvas {
  readonly pixels = new Uint8Array(WIDTH * HEIGHT).fill(PAPER);

  dot(x: number, y: number, radius: number, shade: number): void {
    for (let dy = -radius; dy <= radius; dy += 1) {
      for (let dx = -radius; dx <= radius; dx += 1) {
        const [px, py] = [Math.round(x + dx), Math.round(y + dy)];
        if (dx * dx + dy * dy <= radius * radius && px >= 0 && py >= 0 && px < WIDTH && py < HEIGHT) this.pixels[py * WIDTH + px] = shade;
      }
    }
  }

  line(from: readonly [number, number], to: readonly [number, number], radius: number, shade: number): void {
    const steps = Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) * 2) + 1;
    for (let step = 0; step <= steps; step += 1) this.dot(from[0] + ((to[0] - from[0]) * step) / steps, from[1] + ((to[1] - from[1]) * step) / steps, radius, shade);
  }

  /** PNG, 8-bit grey. */
  png(): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length, 0);
      head.write(type, 4, 'latin1');
      const tail = Buffer.alloc(4);
      tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
      return Buffer.concat([head, data, tail]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(WIDTH, 0);
    header.writeUInt32BE(HEIGHT, 4);
    header.set([8, 0, 0, 0, 0], 8);
    const rows = Buffer.alloc((WIDTH + 1) * HEIGHT);
    for (let y = 0; y < HEIGHT; y += 1) rows.set(this.pixels.subarray(y * WIDTH, (y + 1) * WIDTH), y * (WIDTH + 1) + 1);
    return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
  }
}

/**
 * The challenge's digits drawn as a PNG picture (a data: URL): strokes of pixels, each digit moved, tilted and bent
 * at random, over noise strokes and specks. The digits themselves stay on the server under the challenge id.
 */
export function captchaImage(digits: string): string {
  const canvas = new Canvas();
  const step = WIDTH / (digits.length + 1);
  const wave = { amplitude: 2 + jitter(1), period: 18 + jitter(4), phase: jitter(3) };
  const bend = (x: number, y: number): [number, number] => [x, y + wave.amplitude * Math.sin(x / wave.period + wave.phase)];
  for (let noise = 0; noise < 5; noise += 1) canvas.line([randomInt(WIDTH), randomInt(HEIGHT)], [randomInt(WIDTH), randomInt(HEIGHT)], 1, 90 + randomInt(60));
  [...digits].forEach((digit, index) => {
    const [originX, originY] = [step * (index + 0.6) + jitter(4), 12 + jitter(4)];
    const tilt = (jitter(14) * Math.PI) / 180;
    const place = (x: number, y: number) => {
      const [cx, cy] = [x * DIGIT_SIZE - DIGIT_SIZE / 2, y * DIGIT_SIZE - DIGIT_SIZE];
      return bend(originX + DIGIT_SIZE / 2 + cx * Math.cos(tilt) - cy * Math.sin(tilt) + jitter(1.5), originY + DIGIT_SIZE + cx * Math.sin(tilt) + cy * Math.cos(tilt) + jitter(1.5));
    };
    for (const segment of DIGIT_SEGMENTS[Number(digit)]) {
      const [x1, y1, x2, y2] = SEGMENTS[segment.charCodeAt(0) - 97];
      canvas.line(place(x1, y1), place(x2, y2), 1.5, INK + randomInt(30));
    }
  });
  for (let speck = 0; speck < 120; speck += 1) canvas.dot(randomInt(WIDTH), randomInt(HEIGHT), 0, randomInt(256));
  return `data:image/png;base64,${canvas.png().toString('base64')}`;
}
