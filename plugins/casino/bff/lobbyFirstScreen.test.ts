// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID as CORE_FIRST_SCREEN_ELEMENT_ID } from '../../../bff/firstScreens.ts';
import { caller, type Caller } from '../../../tests/support/bffCaller.ts';
import { createTestBff } from '../../../tests/support/bffFetch.ts';
import type { CasinoGamesReply } from '../schemas/casinoApi.ts';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_GAMES } from '../src/casinoConstants.ts';
import { validate_casinoGamesReply } from '../src/generated/validate_casinoGamesReply.js';
import { validate_casinoLobbyReply } from '../src/generated/validate_casinoLobbyReply.js';

const app = createTestBff();
afterAll(() => app.close());

const guest = (patch?: Record<string, unknown>) => caller(app, { login: null, prefix: 'casino-first-screen', patch });

/** The page's HTML, its policy, and what it hands over to the plugin. */
async function page(call: Caller, path: string) {
  const reply = await call.get(path);
  expect(reply.statusCode, path).toBe(200);
  const html = reply.body;
  const handover = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return {
    html,
    csp: String(reply.headers['content-security-policy']),
    style: /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '',
    drawnNames: [...html.matchAll(/<span class="casino-card__name">(.*?)<\/span>/g)].map((match) => match[1]),
    handover: handover === undefined ? null : (JSON.parse(handover) as { plugin: string; data: { lobby: unknown; games: CasinoGamesReply } }),
  };
}

const firstGames = async (call: Caller, query: string) => (await call.get(`/casino-api/v1/games?${query}&limit=${FIRST_SCREEN_GAMES}&lang=en`)).json() as CasinoGamesReply;
/** A phone's first two rows of two: what a visitor without a window-width cookie gets inside the page. */
const PHONE_PICTURES = 4;

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&apos;');

describe('the lobby drawn into its HTML', () => {
  it('opens with the first games of the view, the first two rows of pictures inside the page, before any script runs', async () => {
    const call = await guest();
    const { html, drawnNames } = await page(call, '/en/casino');
    const expected = await firstGames(call, 'sort=popular');
    expect(html).toContain('<h1 class="casino-page__title">Casino</h1>');
    expect(drawnNames).toEqual(expected.items.map((game) => escaped(game.name)));
    const pictures = [...html.matchAll(/<img src="([^"]*)"[^>]*>/g)].map((match) => ({ src: match[1], lazy: match[0].includes('loading="lazy"') }));
    expect(pictures).toHaveLength(FIRST_SCREEN_GAMES);
    // The rest are fetched from their address, lazily, as the plugin's grid fetches them.
    expect(pictures.map(({ src, lazy }) => [src.startsWith('data:image/svg+xml;'), lazy])).toEqual(
      expected.items.map((_, index) => (index < PHONE_PICTURES ? [true, false] : [false, true])),
    );
    expect(pictures.slice(PHONE_PICTURES).map(({ src }) => src)).toEqual(expected.items.slice(PHONE_PICTURES).map((game) => game.thumbnail));
    // The first picture is the one its address draws, only escaped for the page.
    const svg = (await call.get(`/casino-api/v1/thumbnails/${expected.items[0].id}.svg`)).body;
    expect(decodeURIComponent(pictures[0].src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))).toBe(svg);
  });

  it("draws as many rows of pictures inside the page as the visitor's window shows: its cookie's width, else a phone's", async () => {
    const inlinePictures = async (cookie: string) => {
      const reply = await app.inject({ url: '/en/casino', headers: { host: 'localhost', cookie } });
      return [...reply.body.matchAll(/<img src="data:image\/svg\+xml;/g)].length;
    };
    expect(await inlinePictures('window_width=412')).toBe(PHONE_PICTURES);
    expect(await inlinePictures('window_width=640')).toBe(8);
    expect(await inlinePictures('window_width=1440')).toBe(FIRST_SCREEN_GAMES);
    for (const forged of ['window_width=99999', 'window_width=1e3', 'window_width=', '']) expect(await inlinePictures(forged), forged).toBe(PHONE_PICTURES);
  });

  it('hands the plugin what it drew, in the element the plugin reads, valid replies of the lobby calls', async () => {
    expect(FIRST_SCREEN_ELEMENT_ID).toBe(CORE_FIRST_SCREEN_ELEMENT_ID);
    const call = await guest();
    const { handover } = await page(call, '/en/slots?sort=az');
    const expected = await firstGames(call, 'category=slots&sort=az');
    expect(handover?.plugin).toBe('casino');
    expect(validate_casinoLobbyReply(handover?.data.lobby)).toBe(true);
    expect(validate_casinoGamesReply(handover?.data.games)).toBe(true);
    expect(handover?.data.games.total).toBe(expected.total);
    expect(handover?.data.games.items.map((game) => game.id)).toEqual(expected.items.map((game) => game.id));
  });

  it('inlines the casino stylesheet, allowed by the hash of the page style in its policy', async () => {
    const { style, csp } = await page(await guest(), '/en/casino');
    expect(style).toContain('.casino-grid--first-screen');
    expect(csp).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('names the view in the chosen language: the category, a tag of it', async () => {
    const { html } = await page(await guest(), '/ru/slots/new');
    expect(html).toContain('<h1 class="casino-page__title">Слоты · Новинка</h1>');
  });

  it('is left to the plugin (a skeleton) for a restricted player and for a third-party section the server does not list', async () => {
    const restricted = await caller(app, { prefix: 'casino-first-screen', patch: { casino: { restricted: true } } });
    const unlisted = await guest({ casino: { partitions: ['slots'] } });
    for (const { html, handover } of [await page(restricted, '/en/casino'), await page(unlisted, '/en/casino/live-casino')]) {
      expect(html).toContain('page-skeleton');
      expect(html).not.toContain('casino-card');
      expect(handover).toBeNull();
    }
    // The kernel's own first screens stay as they are.
    expect((await page(unlisted, '/en/')).handover).toBeNull();
  });
});
