import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../tests/support/bffFetch.ts';
import { acceptedEncoding, compressReplies, MIN_COMPRESSED_BYTES } from './compressedReplies.ts';

const PAGE = `<!doctype html><html><body>${'<section class="game-tile">Book of the Sun</section>'.repeat(200)}</body></html>`;
const GAMES = { data: Array.from({ length: 100 }, (_, index) => ({ id: index, name: `Game ${index}`, provider: 'Northplay' })) };

const app = Fastify();
compressReplies(app);
app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
app.get('/games', async () => GAMES);
app.get('/small', async () => ({ ok: true }));
app.get('/picture', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
app.get('/encoded', async (_request, reply) => reply.type('text/javascript').header('Content-Encoding', 'gzip').send(Buffer.alloc(4096, 1)));
app.get('/stream', async (_request, reply) => {
  reply.hijack();
  reply.raw.writeHead(200, { 'Content-Type': 'text/event-stream' });
  reply.raw.end(`data: ${'x'.repeat(4096)}\n\n`);
});
const site = createTestBff();
afterAll(async () => {
  await app.close();
  await site.close();
});

const get = (url: string, acceptEncoding?: string) => app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compressed replies', () => {
  it('sends a page as brotli when the browser accepts it, gzip when it accepts only that, and the same text either way', async () => {
    const brotli = await get('/page', 'gzip, deflate, br, zstd');
    expect([brotli.headers['content-encoding'], brotli.headers.vary]).toEqual(['br', 'Accept-Encoding']);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(PAGE);
    expect(brotli.rawPayload.length).toBeLessThan(PAGE.length / 10);
    const gzip = await get('/page', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
  });

  it('compresses a JSON reply, which the client reads as the same data', async () => {
    const reply = await get('/games', 'gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(reply.rawPayload).toString())).toEqual(GAMES);
  });

  it('sends as it is what is not asked for, too small, a picture, already encoded, or streamed', async () => {
    const plain = await get('/page');
    expect([plain.headers['content-encoding'], plain.body, plain.headers.vary]).toEqual([undefined, PAGE, 'Accept-Encoding']);
    expect((await get('/page', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    const small = await get('/small', 'gzip');
    expect([small.headers['content-encoding'], small.json()]).toEqual([undefined, { ok: true }]);
    expect(small.rawPayload.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect((await get('/picture', 'gzip, br')).rawPayload).toEqual(Buffer.alloc(4096, 7));
    const encoded = await get('/encoded', 'br');
    expect([encoded.headers['content-encoding'], encoded.rawPayload]).toEqual(['gzip', Buffer.alloc(4096, 1)]);
    const stream = await get('/stream', 'gzip');
    expect([stream.headers['content-encoding'], stream.body.startsWith('data: xxx')]).toEqual([undefined, true]);
  });

  it('the site sends its pages compressed, with their status and headers', async () => {
    const page = await site.inject({ url: '/en/no-such-page', headers: { host: 'localhost', cookie: `bff_scenario=${uniqueScenario('compress')}`, 'accept-encoding': 'gzip' } });
    expect([page.statusCode, page.headers['content-encoding'], page.headers['content-type']]).toEqual([404, 'gzip', 'text/html; charset=utf-8']);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(gunzipSync(page.rawPayload).toString()).toMatch(/^<!doctype html>/i);
  });
});

describe('the accepted encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
    ['gzip;q=abc', null],
  ])('%s gives %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});
