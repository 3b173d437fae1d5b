import { afterAll, describe, expect, it } from 'vitest';
import { createTestBff, uniqueScenario } from '../tests/support/bffFetch.ts';
import { homeTexts } from './seo/seoTexts.ts';

/** Each demo brand's home is its own: its hero and titles from its config, its plugins' activation from its domain file. */
const app = createTestBff();
afterAll(() => app.close());
const scenario = uniqueScenario('brand-home');
const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host, cookie: `bff_scenario=${scenario}` } });

const firstHtml = async (url: string, host: string) => {
  const html = (await get(url, host)).body;
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], hero: /<section class="hero">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? null, main: /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] };
};

describe("each brand's home page, as its first HTML draws it", () => {
  it("the casino-only brand: a casino hero and title, no promise of sports", async () => {
    const page = await firstHtml('/en/', 'casino.localhost');
    expect(page.hero).toBe('<h1 class="hero__title">Welcome to Crown Casino</h1><p class="hero__text">Slots, live tables and jackpots on one account.</p>');
    expect(page.title).toBe('Crown Casino: online casino, slots and jackpots');
    expect(`${page.main} ${page.title}`).not.toMatch(/sport|bet|odds/i);
  });

  it("the full demo and the sports brand: their own words, in the visitor's language, else the default one", async () => {
    expect(await firstHtml('/en/', 'localhost')).toMatchObject({
      title: 'Northbet: sports betting and online casino',
      hero: '<h1 class="hero__title">Welcome to Northbet</h1><p class="hero__text">Sports betting, live odds and casino games on one account.</p>',
    });
    expect((await firstHtml('/de/', 'localhost')).hero).toContain('Welcome to Northbet');
    expect(await firstHtml('/ru/', 'sports.localhost')).toMatchObject({ title: 'Strikeline: ставки на спорт до матча и в лайве', hero: expect.stringContaining('Добро пожаловать в Strikeline') });
  });

  it('a brand without home texts has its name for title and description', () => {
    expect(homeTexts(undefined, 'en', 'en', 'Nova Bet')).toEqual({ title: 'Nova Bet', description: 'Nova Bet' });
    expect(homeTexts({ ru: { title: '{{company}}: казино', description: 'Игры' } }, 'en', 'ru', 'Crown')).toEqual({ title: 'Crown: казино', description: 'Игры' });
  });
});

describe("a domain file's plugin activation", () => {
  const activationOf = async (host: string, id: string) =>
    ((await get('/bff-api/manifest.json', host)).json() as { plugins: Array<{ id: string; activation: string }> }).plugins.find((entry) => entry.id === id)?.activation;

  it('starts the casino at boot on the casino brand (its home sections are the casino’s), on its route elsewhere', async () => {
    expect(await activationOf('casino.localhost', 'casino')).toBe('boot');
    expect(await activationOf('localhost', 'casino')).toBe('route');
  });
});
