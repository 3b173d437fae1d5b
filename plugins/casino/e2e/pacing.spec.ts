import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { demoDomainOrigin, expect, test } from '../../../tests/e2e/fixtures.ts';

/**
 * Casino game pacing (the jurisdiction profile's `casinoPacing`) in the demo slot on the games host: de.localhost
 * (profile `de`: 5 s per game cycle, at most 1 EUR a spin, the payout figures at the stake, no autoplay),
 * uk.localhost (`ukgc`: no autoplay, no quick spin, the net position), the demo domain (`none`: both controls).
 */
interface GameCard {
  id: number;
  slug: string;
  demo: boolean;
}

async function slotWithDemo(request: APIRequestContext): Promise<GameCard> {
  const reply = await request.get('/casino-api/v1/games?category=slots&limit=48&lang=en');
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { items: GameCard[] }).items.find((item) => item.demo)!;
}

/** Opens a slot's demo on a site (an origin) and answers its frame. */
async function playDemo(page: Page, request: APIRequestContext, origin: string): Promise<FrameLocator> {
  const game = await slotWithDemo(request);
  await page.goto(`${origin}/en/casino/game/${game.id}/${game.slug}`);
  await page.getByRole('button', { name: 'Play demo' }).click();
  const slot = page.frameLocator('[data-testid="casino-game-frame"]');
  await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
  return slot;
}

/**
 * A spin sent straight to the games host from the game's frame, past its page (the test runner resolves no
 * `games.localhost`; the frame's calls come from an opaque origin, as the game's): the status and the first error.
 */
async function spinDirectly(page: Page, stakeMinor: number): Promise<{ status: number; code: string; meta?: Record<string, unknown> }> {
  const frame = page.frames().find((candidate) => candidate.url().includes('/play/'))!;
  return frame.evaluate(async (stake) => {
    const reply = await fetch(`${location.pathname}/spin`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ stakeMinor: stake }) });
    const [error] = ((await reply.json()) as { errors: Array<{ code: string; meta?: Record<string, unknown> }> }).errors;
    return { status: reply.status, code: error.code, meta: error.meta };
  }, stakeMinor);
}

/** An amount the slot shows (`€999.90`, `-€0.10`) as a number. */
const amountOf = (text: string | null) => Number(text!.replace(/[^\d.-]/g, ''));

test.describe('casino game pacing per jurisdiction profile @casino', () => {
  test('de.localhost: stakes up to 1 EUR, the figures at the stake, no autoplay; a spin inside 5 s is refused', async ({ page, request, context, scenario, baseURL }) => {
    const origin = await demoDomainOrigin(context, scenario, 'de.localhost', baseURL);
    // The profile's age confirmation first (kept for the tab's session): over a running game it would stop the play.
    await page.goto(`${origin}/en/`);
    await page.getByRole('button', { name: 'Yes, I am 18 or older' }).click();
    await expect(page.getByRole('heading', { name: 'Are you 18 or older?' })).toHaveCount(0);
    const slot = await playDemo(page, request, origin);

    const stakes = await slot.getByLabel('Stake').locator('option').evaluateAll((options) => options.map((option) => Number((option as HTMLOptionElement).value)));
    expect(stakes.length).toBeGreaterThan(0);
    expect(Math.max(...stakes)).toBe(100);
    await expect(slot.locator('#payout-figures')).toContainText('Chance of the maximum win (50 × stake): 1 in 216 (0.46%)');
    await expect(slot.locator('#payout-figures')).toContainText('Average payout per €1.00 staked: €0.94');
    await expect(slot.getByRole('button', { name: 'Autoplay' })).toHaveCount(0);
    await expect(slot.getByLabel('Quick spin')).toHaveCount(0);

    // The page: after a spin's result, the button stays disabled until the 5 s of the game cycle have passed.
    const spin = slot.getByRole('button', { name: 'Spin' });
    const balance = slot.locator('#balance');
    const before = await balance.textContent();
    await slot.getByLabel('Stake').selectOption('100');
    await spin.click();
    await expect(balance).not.toHaveText(before!);
    await expect(spin).toBeDisabled();

    // The server: a spin of this launch now (inside the 5 s) is refused, and so is a stake above 1 EUR.
    const tooSoon = await spinDirectly(page, 100);
    expect(tooSoon).toMatchObject({ status: 429, code: 'spin_too_soon', meta: { intervalMs: 5000 } });
    expect(tooSoon.meta!.retryAfterMs).toBeGreaterThan(0);
    expect(await spinDirectly(page, 200)).toMatchObject({ status: 403, code: 'stake_above_maximum', meta: { maxStakeMinor: 100, currency: 'EUR' } });

    // Once the interval has passed, the next spin goes.
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    const afterFirst = await balance.textContent();
    await spin.click();
    await expect(balance).not.toHaveText(afterFirst!);
    // The reels are random: the status may tell of a win, never of a refusal.
    await expect(slot.locator('#status')).not.toContainText('Too soon');
  });

  test('uk.localhost: no autoplay or quick spin, the net position shown and moved by a spin', async ({ page, request, context, scenario, baseURL }) => {
    const origin = await demoDomainOrigin(context, scenario, 'uk.localhost', baseURL);
    const slot = await playDemo(page, request, origin);
    await expect(slot.getByRole('button', { name: 'Autoplay' })).toHaveCount(0);
    await expect(slot.getByLabel('Quick spin')).toHaveCount(0);
    const net = slot.locator('#net');
    await expect(net).toHaveText('€0.00');
    const balance = slot.locator('#balance');
    const before = await balance.textContent();
    await slot.getByRole('button', { name: 'Spin' }).click();
    // No win equals the stake: the balance moves, and the net position by as much, with its sign.
    await expect(balance).not.toHaveText(before!);
    const moved = amountOf(await balance.textContent()) - amountOf(before);
    await expect(net).toHaveText(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }).format(moved));
    await expect(slot.locator('#payout-figures')).toHaveCount(0);
  });

  test('the demo domain (none): autoplay and quick spin are offered, and autoplay spins on its own', async ({ page, request, scenario }) => {
    await scenario.set({ casino: { reels: ['cherry', 'lemon', 'bell'] } });
    const slot = await playDemo(page, request, '');
    await expect(slot.getByLabel('Quick spin')).toBeVisible();
    const balance = slot.locator('#balance');
    const before = await balance.textContent();
    await slot.getByRole('button', { name: 'Autoplay' }).click();
    await expect(balance).not.toHaveText(before!);
    await expect(slot.getByRole('button', { name: 'Stop autoplay' })).toBeVisible();
    await slot.getByRole('button', { name: 'Stop autoplay' }).click();
    await expect(slot.getByRole('button', { name: 'Autoplay' })).toBeVisible();
    await expect(slot.locator('#net')).toHaveCount(0);
  });
});
