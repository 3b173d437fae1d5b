// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { signIn } from '../../../../tests/support/bffCaller.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import { FROZEN, openOutcomes, requestId } from '../../bff/routeTestKit.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => cleanup());

const LOAD_MS = 15_000;

/** The demo player with two singles and an express placed in this scenario. */
const player = { scenario: uniqueScenario('history'), cookie: '', couponIds: [] as string[], express: { id: '', coef: 0 } };

beforeAll(async () => {
  await patchScenario(app, player.scenario, FROZEN);
  const { cookie, token } = await signIn(app);
  player.cookie = cookie;
  const headers = { host: 'localhost', cookie: `bff_scenario=${player.scenario}; ${cookie}`, authorization: `Bearer ${token}` };
  const bets = await openOutcomes({ get: (url) => app.inject({ url, headers }) }, 2);
  for (const bet of bets) {
    const payload = { requestId: requestId(), accountId: '1000011', typeId: 0, amount: 100, bets: [{ marketId: bet.marketId, coef: bet.coef }], changeCoefAction: 2 };
    const reply = await app.inject({ method: 'POST', url: '/coupon-api/v1/place', headers, payload });
    expect(reply.statusCode, reply.body).toBe(200);
    player.couponIds.push(reply.json().coupon.id as string);
  }
  const express = { requestId: requestId(), accountId: '1000011', typeId: 1, amount: 100, bets: bets.map((bet) => ({ marketId: bet.marketId, coef: bet.coef })), changeCoefAction: 2 };
  const placed = await app.inject({ method: 'POST', url: '/coupon-api/v1/place', headers, payload: express });
  expect(placed.statusCode, placed.body).toBe(200);
  player.express = { id: placed.json().coupon.id as string, coef: placed.json().coupon.coef as number };
});

const open = (path: string) => renderHost(app, { path, plugins: ['account', 'sports'], scenario: player.scenario, cookie: player.cookie });

const couponsShown = () => screen.getAllByRole('article').map((article) => article.getAttribute('data-coupon'));

describe('the coupon pages', { timeout: 60_000 }, () => {
  it('history/{couponId}/powerbet shows that coupon only, with a way back to the list', async () => {
    const [first] = player.couponIds;
    await open(`/en/office/history/${first}/powerbet`);
    await screen.findByRole('article', { name: `Coupon №${first}` }, { timeout: LOAD_MS });
    expect(couponsShown()).toEqual([first]);
    expect(screen.getByRole('link', { name: 'All bets' }).getAttribute('href')).toBe('/en/office/history');
  });

  it('opened-bets/{couponId}/powerbet shows that coupon only', async () => {
    const second = player.couponIds[1];
    await open(`/en/user/opened-bets/${second}/powerbet`);
    await screen.findByRole('article', { name: `Coupon №${second}` }, { timeout: LOAD_MS });
    expect(couponsShown()).toEqual([second]);
    expect(screen.getByRole('link', { name: 'All open bets' }).getAttribute('href')).toBe('/en/user/opened-bets');
  });

  it('says so for a coupon the player does not have', async () => {
    await open('/en/office/history/7000000001/powerbet');
    expect((await screen.findByRole('alert', {}, { timeout: LOAD_MS })).textContent).toBe('You have no bet with this number.');
    expect(screen.queryAllByRole('article')).toEqual([]);
  });

  it('the list links each coupon to its own page', async () => {
    await open('/en/user/opened-bets');
    await waitFor(() => expect(couponsShown()).toEqual([player.express.id, ...[...player.couponIds].reverse()]), { timeout: LOAD_MS });
    for (const id of player.couponIds) {
      const article = screen.getByRole('article', { name: `Coupon №${id}` });
      expect(within(article).getByRole('link', { name: `Coupon №${id}` }).getAttribute('href')).toBe(`/en/user/opened-bets/${id}/powerbet`);
    }
  });

  it("shows a coupon's odds as the slip showed them: two places, never above the server's", async () => {
    await open(`/en/user/opened-bets/${player.express.id}/powerbet`);
    const shown = (await screen.findByTestId('history-coupon-coef', {}, { timeout: LOAD_MS })).textContent ?? '';
    expect(shown).toMatch(/^\d+\.\d{2}$/);
    expect(Number(shown)).toBeLessThanOrEqual(player.express.coef);
    expect(player.express.coef - Number(shown)).toBeLessThan(0.01);
    // A bet's card carries its day as well as its time, also for a bet placed today, worded as every record on the
    // site (payments, sessions, limits): the date with its month in words and the player's 24-hour clock.
    expect(screen.getByTestId('history-coupon-placed').textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/);
  });
});
