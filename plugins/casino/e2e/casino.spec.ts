import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, hostReady, signInByApi, signInWithLoginModal, test, type Scenario } from '../../../tests/e2e/fixtures.ts';

/** What a new session of the demo player holds on its active (RUB) account, as the sports and account suites see it. */
const DEMO_START_RUB = 50_000;

interface GameCard {
  id: number;
  slug: string;
  name: string;
  providerName: string;
  demo: boolean;
}

/** What the site shows for an amount in English (the SDK's formatMoney, the game's own balance line). */
const money = (value: number, currency = 'RUB') => new Intl.NumberFormat('en', { style: 'currency', currency }).format(value);
const gamePath = (game: GameCard) => `/en/casino/game/${game.id}/${game.slug}`;

const signIn = signInByApi;

/** The first game of a listing that has a demo (the catalogue is deterministic, but which games have one is its business). */
async function gameWithDemo(request: APIRequestContext, query: string): Promise<GameCard> {
  const reply = await request.get(`/casino-api/v1/games?${query}&limit=48&lang=en`);
  expect(reply.ok(), await reply.text()).toBe(true);
  const game = ((await reply.json()) as { items: GameCard[] }).items.find((item) => item.demo);
  expect(game, `a game with a demo in ${query}`).toBeTruthy();
  return game!;
}

async function lobbyCounts(request: APIRequestContext) {
  const reply = await request.get('/casino-api/v1/lobby?lang=en');
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as { categories: { slug: string; count: number }[]; providers: { slug: string; name: string; count: number }[] };
}

const grid = (page: Page) => page.getByRole('main').locator('section.casino-grid');
const cards = (page: Page) => page.getByRole('main').getByTestId('casino-card');
const gameFrame = (page: Page) => page.frameLocator('[data-testid="casino-game-frame"]');
/** The active account's balance in the header (the phone header keeps it off screen, but it is the same element). */
const headerBalance = (page: Page) => page.getByRole('banner').locator('.account-actions__wallet');

/** The texts of the cards the grid shows now (it is virtualised: the first screens, not all games). */
const shownTexts = (page: Page, part: 'name' | 'provider') => cards(page).locator(`.casino-card__${part}`).allTextContents();

const fixReels = (scenario: Scenario, reels: [string, string, string]) => scenario.set({ casino: { reels } });

async function agreeToCookies(context: BrowserContext, origin: string) {
  await context.addCookies([{ name: 'cookies_agree', value: '1', url: origin }]);
}
const originOf = (host: string, baseURL: string | undefined) => `http://${host}:${new URL(baseURL!).port}`;

test.describe('casino lobby, games and bonus games @casino', () => {
  test('the lobby’s first screen is in its HTML: its games and their pictures show before any script runs', async ({ browser, baseURL, request }) => {
    const reply = await request.get('/casino-api/v1/games?sort=popular&limit=2&lang=en');
    const [first] = ((await reply.json()) as { items: GameCard[] }).items;
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/en/casino');
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    const drawn = page.getByRole('main').locator('.casino-card').first();
    await expect(drawn.locator('.casino-card__name')).toHaveText(first.name);
    expect(await drawn.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  test('a category chip lists only that category’s games', async ({ page, request }) => {
    const bingo = (await lobbyCounts(request)).categories.find((category) => category.slug === 'bingo')!;
    await page.goto('/en/casino');
    await hostReady(page);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^Bingo/ }).click();

    await expect(page).toHaveURL(/\/en\/bingo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bingo' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^Bingo/ })).toHaveAttribute('aria-current', 'page');
    await expect(grid(page)).toHaveAttribute('aria-label', `${bingo.count} games`);
    // Every bingo game of the catalogue is named "Bingo …": nothing else may show.
    await expect.poll(() => shownTexts(page, 'name')).not.toHaveLength(0);
    expect((await shownTexts(page, 'name')).filter((name) => !name.startsWith('Bingo'))).toEqual([]);
  });

  test('a provider of the brands slider, and one of the providers page, list only that provider’s games', async ({ page, request }) => {
    const [first, second] = (await lobbyCounts(request)).providers;
    await page.goto('/en/casino');
    await hostReady(page);
    await page.getByTestId('casino-brands').getByRole('link', { name: first.name }).click();

    await expect(page).toHaveURL(new RegExp(`/en/providers/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(grid(page)).toHaveAttribute('aria-label', `${first.count} games`);
    await expect.poll(async () => [...new Set(await shownTexts(page, 'provider'))]).toEqual([first.name]);

    await page.goto('/en/providers');
    await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
    // The brands route is the list itself: the slider would repeat it.
    await expect(page.getByTestId('casino-brands')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: new RegExp(`^${second.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/en/providers/${second.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
    await expect(grid(page)).toHaveAttribute('aria-label', `${second.count} games`);
    await expect.poll(async () => [...new Set(await shownTexts(page, 'provider'))]).toEqual([second.name]);
  });

  test('search shows results as the player types and keeps the query in the address', async ({ page }) => {
    await page.goto('/en/casino');
    await hostReady(page);
    await page.getByRole('main').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/casino-search$/);
    const input = page.getByRole('searchbox', { name: 'Game or provider' });
    // Without its accents: the search is tolerant of diacritics.
    await input.pressSequentially('fiesta magica');

    await expect(page.getByTestId('casino-search-count')).toHaveText(/^\d+ games? found$/);
    await expect(cards(page).first().locator('.casino-card__name')).toHaveText('Fiesta Mágica');
    expect((await shownTexts(page, 'name')).filter((name) => !/fiesta mágica/i.test(name))).toEqual([]);
    await expect(page).toHaveURL(/\/en\/casino-search\?q=fiesta(\+|%20)magica$/);

    await page.reload();
    await expect(input).toHaveValue('fiesta magica');
    await expect(cards(page).first().locator('.casino-card__name')).toHaveText('Fiesta Mágica');
  });

  test('a signed-in player’s favourite shows under my casino, also after a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/casino-search?q=fiesta%20magica');
    const card = cards(page).filter({ has: page.getByRole('link', { name: 'Fiesta Mágica', exact: true }) });
    // The saved favourite: a first try may be answered 401 and sent again after the one HTTP client refreshed the
    // session, so the reply awaited is the one that stored it; the page after the reload shows what was stored.
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname.startsWith('/casino-api/v1/favorites/') && response.ok());
    await card.getByRole('button', { name: 'Add Fiesta Mágica to favourites' }).click();
    await expect(card.getByRole('button', { name: 'Remove Fiesta Mágica from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await saved;

    await page.goto('/en/my-casino/favorites');
    const favourites = page.getByRole('region', { name: 'Favourites' });
    await expect(favourites.getByRole('link', { name: 'Fiesta Mágica', exact: true })).toBeVisible();
    await page.reload();
    await expect(favourites.getByRole('link', { name: 'Fiesta Mágica', exact: true })).toBeVisible();
    await expect(favourites.getByTestId('casino-card')).toHaveCount(1);
  });

  test('a guest launches a demo: the slot runs in a frame sandboxed to scripts only', async ({ page, request, baseURL }) => {
    const game = await gameWithDemo(request, 'category=slots');
    await page.goto(gamePath(game));
    await page.getByRole('button', { name: 'Play demo' }).click();

    const frame = page.getByTestId('casino-game-frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${originOf('games.localhost', baseURL)}/play/`));
    await expect(page.getByTestId('casino-game').locator('.casino-game__mode')).toHaveText('Demo');
    const slot = gameFrame(page);
    await expect(slot.getByRole('heading', { name: game.name })).toBeVisible();
    await expect(slot.getByText('Demo: play money')).toBeVisible();
    await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
    // The game said it is ready (postMessage from its own origin): the site's loading note is gone.
    await expect(page.getByText('The game is loading…')).toHaveCount(0);
  });

  test('a guest pressing real gets the login modal, signs in and the game starts for real money', async ({ page, request }) => {
    const game = await gameWithDemo(request, 'category=slots');
    await page.goto(gamePath(game));
    await hostReady(page);
    await page.getByRole('button', { name: 'Play for real' }).click();

    await signInWithLoginModal(page);

    await expect(page.getByTestId('casino-game').locator('.casino-game__mode')).toHaveText('Real money');
    const slot = gameFrame(page);
    await expect(slot.getByRole('heading', { name: game.name })).toBeVisible();
    await expect(slot.locator('#balance')).toHaveText(money(DEMO_START_RUB));
    await expect(slot.getByText('Demo: play money')).toHaveCount(0);
  });

  test('three real spins move the header balance by each stake and win', async ({ page, request, scenario, isMobile }) => {
    const game = await gameWithDemo(request, 'category=slots');
    await fixReels(scenario, ['cherry', 'lemon', 'bell']);
    await signIn(page);
    await page.goto(gamePath(game));
    await expect(headerBalance(page)).toHaveText(`Balance: ${money(DEMO_START_RUB)}`);
    if (!isMobile) await expect(headerBalance(page)).toBeVisible();
    await page.getByRole('button', { name: 'Play for real' }).click();

    const slot = gameFrame(page);
    const spin = slot.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeEnabled();
    const stakeRub = Number(await slot.getByLabel('Stake').inputValue()) / 100;
    let balance = DEMO_START_RUB;
    const spinAndSee = async (winRub: number) => {
      await spin.click();
      balance += winRub - stakeRub;
      await expect(slot.locator('#balance')).toHaveText(money(balance));
      await expect(headerBalance(page)).toHaveText(`Balance: ${money(balance)}`);
    };

    await spinAndSee(0);
    await expect(slot.locator('#status')).toHaveText('');
    await fixReels(scenario, ['seven', 'seven', 'seven']);
    await spinAndSee(stakeRub * 35);
    await expect(slot.locator('#status')).toHaveText(`You win: ${money(stakeRub * 35)}`);
    await fixReels(scenario, ['diamond', 'diamond', 'cherry']);
    await spinAndSee(stakeRub * 2);
    await expect(slot.locator('#status')).toHaveText(`You win: ${money(stakeRub * 2)}`);
  });

  test('exit goes back where the player came from, or to the lobby from a shared link', async ({ page, request }) => {
    const game = await gameWithDemo(request, 'category=bingo&sort=az');
    await page.goto('/en/bingo?sort=az');
    await hostReady(page);
    await page.getByRole('link', { name: game.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/casino/game/${game.id}/${game.slug}$`));
    await page.getByRole('button', { name: 'Play demo' }).click();
    await expect(gameFrame(page).getByRole('button', { name: 'Spin' })).toBeEnabled();
    await page.getByTestId('casino-game').getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/en\/bingo\?sort=az$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bingo' })).toBeVisible();

    // The game's own exit button (a message from the frame) does the same.
    await page.getByRole('link', { name: game.name, exact: true }).click();
    await page.getByRole('button', { name: 'Play demo' }).click();
    await gameFrame(page).getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/en\/bingo\?sort=az$/);
    await expect(page.getByTestId('casino-game-frame')).toHaveCount(0);

    await page.goto(gamePath(game));
    await page.getByRole('button', { name: 'Play demo' }).click();
    await page.getByTestId('casino-game').getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/en\/casino$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  });

  test('a signed-in player plays a bonus game and sees its result', async ({ page }) => {
    await signIn(page);
    await page.goto('/en/games/chest-bonus');
    await expect(page.getByRole('heading', { level: 1, name: 'Treasure Chests' })).toBeVisible();
    await page.getByRole('group', { name: 'Pick a chest' }).getByRole('button', { name: 'Item 2' }).click();

    const result = page.getByTestId('bonus-result');
    await expect(result).toContainText('Result: chest-1');
    await expect(result).toContainText(/You won (\d+ points|a free bet of \d+)|No prize this time/);
    await expect(result).toContainText('2 attempts left today');
    await expect(page.getByRole('button', { name: 'Item 2' })).toHaveText('chest-1');
  });

  test('a legacy bonus-game address leads to the game’s new route', async ({ page }) => {
    await page.goto('/en/fortuna');
    await expect(page).toHaveURL(/\/en\/games\/fortuna-bonus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wheel of Fortuna' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spin' })).toBeVisible();
  });

  test('the sports-only domain answers not found on the casino; the casino-only domain serves it', async ({ page, context, baseURL }) => {
    const sports = originOf('sports.localhost', baseURL);
    await agreeToCookies(context, sports);
    const response = await page.goto(`${sports}/en/casino`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByTestId('casino-brands')).toHaveCount(0);

    const casino = originOf('casino.localhost', baseURL);
    await agreeToCookies(context, casino);
    await page.goto(`${casino}/en/casino`);
    await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^Bingo/ })).toBeVisible();
  });

  test('a self-excluded player’s real launch is refused with a clear message', async ({ page, request, scenario }) => {
    const game = await gameWithDemo(request, 'category=slots');
    await scenario.set({ casino: { restricted: true } });
    await signIn(page);
    await page.goto(gamePath(game));
    await page.getByRole('button', { name: 'Play for real' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Your responsible-gaming limits do not allow playing for real money now.' })).toBeVisible();
    await expect(page.getByTestId('casino-game-frame')).toHaveCount(0);
  });
});
