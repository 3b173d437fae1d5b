import { expect, hostReady, test } from '../../../tests/e2e/fixtures.ts';
import { addLineBets, couponPanel, frozen, signInFromCoupon } from './sportsPage.ts';

/** The slip's code loads with its first use: the place call gets a generous wait. */
const LAZY_MS = 15_000;

test.describe('affiliate attribution @sports', () => {
  test('a partner link’s ref, kept in the referral cookie, arrives in the placed coupon as its refId', async ({ page, context, scenario }) => {
    await frozen(scenario);
    await page.goto('/en/?ref=partner-42');
    await hostReady(page);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'refererid')?.value, { timeout: LAZY_MS }).toBe('partner-42');

    await addLineBets(page, 1);
    const panel = await couponPanel(page);
    await signInFromCoupon(page, panel);
    const placed = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/coupon-api/v1/place'), { timeout: LAZY_MS });
    await panel.getByRole('button', { name: 'Place bet' }).click();
    const body = (await placed).postDataJSON() as { refId?: string; userId?: string };
    expect(body.refId).toBe('partner-42');
    expect(body.userId).toMatch(/^\d+$/);
    await expect(panel.getByRole('status')).toContainText('Bet accepted', { timeout: LAZY_MS });
  });

  test('a visitor who came without a partner link places a coupon with no refId', async ({ page, scenario }) => {
    await frozen(scenario);
    await addLineBets(page, 1);
    const panel = await couponPanel(page);
    await signInFromCoupon(page, panel);
    const placed = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/coupon-api/v1/place'), { timeout: LAZY_MS });
    await panel.getByRole('button', { name: 'Place bet' }).click();
    expect((await placed).postDataJSON()).not.toHaveProperty('refId');
  });
});
