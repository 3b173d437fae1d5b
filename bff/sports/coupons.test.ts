import { describe, expect, it } from 'vitest';
import type { DemoUser } from '../auth.ts';
import { tuningOf } from './catalog.ts';
import { SETTLE_AFTER_S, settlementStatus } from './coupons.ts';
import { clonePlay } from './gamePlay.ts';
import { LineView } from './lineView.ts';
import { createSports } from './sportsApi.ts';

const USER: DemoUser = {
  id: '42',
  login: 'unit@northbet.example',
  password: 'x',
  name: 'Unit',
  banLevel: 0,
  banVersion: 0,
  termsChanged: false,
  config: { verification_status: 2 },
};

function desk() {
  let now = Date.UTC(2026, 4, 1, 12);
  const sports = createSports({ now: () => now, autoTick: false });
  const view = new LineView(sports.line);
  const wallet = sports.desk.wallet('42:unit', USER);
  const lineOutcome = (skip = 0) =>
    [...sports.line.records.values()]
      .filter((record) => record.event.status === 1 && record.sport.slug === 'football')
      .map((record) => record.event.markets[0].outcomes[0])[skip];
  const place = (marketId: string, coef: number, requestId: string) =>
    sports.desk.place(wallet, { requestId, accountId: '421', typeId: 0, amount: 100, bets: [{ marketId, coef, isBanker: false }], changeCoefAction: 1, exactCoef: null }, view, [0, 1, 2, 9]);
  return {
    sports,
    wallet,
    lineOutcome,
    place,
    advance: (seconds: number) => (now += seconds * 1000),
  };
}

describe('coupon desk', () => {
  it('gives users without accounts in users.json a main and a bonus account', () => {
    const { sports, wallet } = desk();
    expect(sports.desk.accounts(wallet).accounts).toEqual([
      { id: '421', kind: 'main', currency: 'RUB', balance: 50_000, isActive: true },
      { id: '422', kind: 'bonus', currency: 'RUB', balance: 0, isActive: false },
    ]);
  });

  it(`settles a coupon ${SETTLE_AFTER_S} s after it was placed, on the ticker or when read`, () => {
    const { sports, wallet, lineOutcome, place, advance } = desk();
    const first = lineOutcome(0);
    const second = lineOutcome(1);
    place(first.id, first.coef, 'request-one');
    advance(SETTLE_AFTER_S - 1);
    sports.tick();
    expect(sports.desk.history(wallet, true, 10).coupons).toHaveLength(1);
    advance(2);
    sports.tick();
    const [settled] = sports.desk.history(wallet, false, 10).coupons;
    expect(settled.statusId).toBe(settlementStatus(first.id, first.kind));
    expect(settled.payout).toBeDefined();

    place(second.id, second.coef, 'request-two');
    advance(SETTLE_AFTER_S + 1);
    // No tick: reading the history settles what is due.
    expect(sports.desk.history(wallet, true, 10).coupons).toEqual([]);
  });

  it('settles at once when every game of the coupon has finished', () => {
    const { sports, wallet, place, advance } = desk();
    const found = [...sports.line.records.values()].find((record) => record.event.status === 2 && record.sport.slug === 'cyber-football')!;
    // Three seconds before the final whistle.
    const play = clonePlay(found.play);
    play.game.elapsed = tuningOf(found.champ).duration - 3;
    while (play.periodScores.length < 2) play.periodScores.push({ home: 0, away: 0 });
    const live = sports.line.commit(found, play);
    const outcome = live.event.markets[0].outcomes.find((candidate) => !candidate.isBlocked)!;
    place(outcome.id, outcome.coef, 'request-live');
    expect(sports.desk.history(wallet, true, 10).coupons[0].statusId).toBe(-2);
    advance(4);
    sports.tick();
    expect(sports.line.get(live.event.id)!.event.status).toBe(4);
    const [settled] = sports.desk.history(wallet, false, 10).coupons;
    expect(settled.statusId).toBeGreaterThanOrEqual(0);
    expect(settled.bets[0].score).toEqual(sports.line.get(live.event.id)!.event.score);
  });

  it('makes the line on first use only, and stops its ticker', () => {
    const sports = createSports();
    sports.stop();
    expect(sports.line.records.size).toBeGreaterThan(300);
    sports.start();
    sports.stop();
  });
});
