import type { CouponConfig } from '../../schemas/sports.ts';
import { describe, expect, it } from 'vitest';
import type { CouponMarket, PlacedCoupon } from '../../schemas/sports.ts';
import { COUPON_TYPE, MAX_COUPON_BETS } from './couponConstants.ts';
import { couponMarket } from './couponFixtures.ts';
import { couponSettingsActions } from './couponSettings.ts';
import { couponActions as A, type CouponSliceAction as CouponAction, couponReducer, type CouponState } from './couponSlice.ts';
import { initialCouponState } from './initialCouponState.ts';

const NOW = 1_700_000_000_000;

const run = (actions: readonly (CouponAction | readonly CouponAction[])[], from: CouponState = initialCouponState) =>
  actions.flat().reduce<CouponState>((state, action) => couponReducer(state, action), from);

const add = (...markets: CouponMarket[]) => markets.map((market, i) => A.betAdded(market, NOW + i));

const m1 = couponMarket('g1-1', 2);
const m2 = couponMarket('g2-1', 3);
const m3 = couponMarket('g3-1', 1.5);
const m4 = couponMarket('g4-1', 1.8);
const m5 = couponMarket('g5-1', 2.2);
const sameGameAsM1 = couponMarket('g1-2', 3.4, { gameId: 1 });

const ids = (state: CouponState) => state.bets.map((bet) => bet.market.id);

describe('adding and removing selections', () => {
  it('starts empty as a single', () => {
    expect(couponReducer(undefined, { type: '@@INIT' })).toEqual(initialCouponState);
  });

  it.each([
    ['one bet is a single', [m1], COUPON_TYPE.single],
    ['a second bet makes an express', [m1, m2], COUPON_TYPE.express],
    ['three bets stay an express', [m1, m2, m3], COUPON_TYPE.express],
    ['two outcomes of one game make multiple singles', [m1, sameGameAsM1], COUPON_TYPE.multipleSingles],
  ] as const)('%s', (_, markets, typeId) => {
    expect(run(add(...markets)).typeId).toBe(typeId);
  });

  it('records when each bet was added', () => {
    const state = run(add(m1, m2));
    expect(state.bets.map((bet) => bet.addedAt)).toEqual([NOW, NOW + 1]);
    expect(state.addedAtByBetId).toEqual({ 'g1-1': NOW, 'g2-1': NOW + 1 });
  });

  it('adding the same outcome again removes it (a toggle, as on the price button)', () => {
    const state = run([add(m1, m2), [A.betAdded(m1, NOW + 5)]]);
    expect(ids(state)).toEqual(['g2-1']);
    expect(state.typeId).toBe(COUPON_TYPE.single);
    expect(state.addedAtByBetId).toEqual({ 'g2-1': NOW + 1 });
  });

  it('marks outcomes of one game as dependent and clears the mark when one goes', () => {
    const both = run(add(m1, m2, sameGameAsM1));
    expect(both.bets.map((bet) => bet.isDepend)).toEqual([true, false, true]);
    const one = couponReducer(both, A.betRemoved('g1-2'));
    expect(one.bets.map((bet) => bet.isDepend)).toEqual([false, false]);
    expect(one.typeId).toBe(COUPON_TYPE.express);
  });

  it('keeps an express the bettor picked even with dependent bets (the slip says why it cannot be placed)', () => {
    const state = run([add(m1, m2), [A.typeChanged(COUPON_TYPE.express)], add(sameGameAsM1)]);
    expect(state.typeId).toBe(COUPON_TYPE.express);
  });

  it('refuses more than the maximum number of bets and prices below 1', () => {
    const many = Array.from({ length: MAX_COUPON_BETS + 1 }, (_, i) => couponMarket(`g${i + 1}-1`, 1.5));
    expect(run(add(...many)).bets).toHaveLength(MAX_COUPON_BETS);
    expect(run(add(couponMarket('g1-1', 0.5))).bets).toHaveLength(0);
    expect(run(add(couponMarket('g1-1', Number.NaN))).bets).toHaveLength(0);
  });

  it('clearing resets type, choice, per-bet stakes and the bonus deletion', () => {
    const state = run([add(m1, m2, m3), [A.typeChanged(COUPON_TYPE.system), A.amountChanged(5, 'g1-1'), A.bonusBetRemoved(), A.cleared()]]);
    expect(state).toMatchObject({ bets: [], typeId: 0, chosenTypeId: null, amountByBetId: {}, addedAtByBetId: {}, manuallyDeletedBonusBet: false });
  });

  it('removing an unknown bet changes nothing', () => {
    const state = run(add(m1));
    expect(couponReducer(state, A.betRemoved('nope'))).toBe(state);
  });
});

describe('type and system value', () => {
  it('a chosen system survives adding and removing, and falls back while it cannot exist', () => {
    let state = run([add(m1, m2, m3), [A.typeChanged(COUPON_TYPE.system)]]);
    expect(state.typeId).toBe(COUPON_TYPE.system);
    state = couponReducer(state, A.betRemoved('g3-1'));
    expect(state.typeId).toBe(COUPON_TYPE.express);
    state = run(add(m4), state);
    expect(state.typeId).toBe(COUPON_TYPE.system);
  });

  it('a chosen system on two bets is not possible yet: express', () => {
    expect(run([add(m1, m2), [A.typeChanged(COUPON_TYPE.system)]]).typeId).toBe(COUPON_TYPE.express);
  });

  it('single chosen with several bets means multiple singles', () => {
    expect(run([add(m1, m2), [A.typeChanged(COUPON_TYPE.single)]]).typeId).toBe(COUPON_TYPE.multipleSingles);
  });

  it('ignores unknown type ids', () => {
    const state = run(add(m1, m2));
    expect(couponReducer(state, A.typeChanged(5 as 0))).toBe(state);
  });

  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 4], // n = 5: k < 5
    [99, 4],
  ])('system value %s on 5 selections is clamped to %s', (value, expected) => {
    const state = run([add(m1, m2, m3, m4, m5), [A.typeChanged(COUPON_TYPE.system), A.systemValueChanged(value)]]);
    expect(state.systemValue).toBe(expected);
  });

  it('removing selections re-clamps the system value', () => {
    const state = run([add(m1, m2, m3, m4, m5), [A.typeChanged(COUPON_TYPE.system), A.systemValueChanged(4), A.betRemoved('g5-1')]]);
    expect(state.systemValue).toBe(3);
  });

  it('ignores a non-integer system value', () => {
    const state = run([add(m1, m2, m3), [A.typeChanged(COUPON_TYPE.system)]]);
    expect(couponReducer(state, A.systemValueChanged(2.5))).toBe(state);
  });
});

describe('bankers', () => {
  const system5 = () => run([add(m1, m2, m3, m4, m5), [A.typeChanged(COUPON_TYPE.system)]]);

  it('toggles a banker in a system and clamps the system value to the remaining selections', () => {
    let state = couponReducer(system5(), A.systemValueChanged(4));
    state = couponReducer(state, A.bankerToggled('g1-1'));
    expect(state.bets[0].isBanker).toBe(true);
    expect(state.systemValue).toBe(3);
    state = couponReducer(state, A.bankerToggled('g1-1'));
    expect(state.bets[0].isBanker).toBe(false);
  });

  it('refuses a banker that would leave fewer than 3 other selections', () => {
    const state = run([A.bankerToggled('g1-1'), A.bankerToggled('g2-1')], system5());
    expect(state.bets.filter((bet) => bet.isBanker)).toHaveLength(2);
    expect(couponReducer(state, A.bankerToggled('g3-1'))).toBe(state);
  });

  it('is not possible outside a system', () => {
    const state = run(add(m1, m2, m3));
    expect(couponReducer(state, A.bankerToggled('g1-1'))).toBe(state);
  });

  it('bankers go when the type leaves system', () => {
    const state = run([A.bankerToggled('g1-1'), A.typeChanged(COUPON_TYPE.express)], system5());
    expect(state.bets.some((bet) => bet.isBanker)).toBe(false);
  });

  it('bankers go when removing a selection leaves too few others', () => {
    const state = run([A.bankerToggled('g1-1'), A.bankerToggled('g2-1'), A.betRemoved('g5-1')], system5());
    expect(state.typeId).toBe(COUPON_TYPE.system);
    expect(state.bets.some((bet) => bet.isBanker)).toBe(false);
  });
});

describe('stake', () => {
  it('sets the stake and per-single stakes, ignoring invalid ones', () => {
    let state = run([add(m1, m2), [A.amountChanged(0.1 + 0.2)]]);
    expect(state.amount).toBe(0.3);
    state = run([A.amountChanged(5, 'g1-1'), A.amountChanged(-1), A.amountChanged(Number.NaN), A.amountChanged(5, 'unknown')], state);
    expect(state.amount).toBe(0.3);
    expect(state.amountByBetId).toEqual({ 'g1-1': 5 });
    expect(couponReducer(state, A.betRemoved('g1-1')).amountByBetId).toEqual({});
  });
});

describe('prices', () => {
  const base = () => run(add(m1, m2, m3));
  const states = (markets: { id: string; coef: number; isBlocked?: boolean; gameStatus?: 1 | 2 | 3 | 4 }[], missing: string[] = []) =>
    A.pricesUpdated({ markets: markets.map((m) => ({ isBlocked: false, gameStatus: 1 as const, ...m })), missing });

  it('updates prices and remembers the accepted one', () => {
    const state = couponReducer(base(), states([{ id: 'g1-1', coef: 2.2 }, { id: 'g2-1', coef: 3 }]));
    expect(state.bets[0]).toMatchObject({ market: { coef: 2.2 }, previousCoef: 2 });
    expect(state.bets[1].previousCoef).toBeUndefined();
  });

  it('keeps the first accepted price over several moves and forgets it when the price comes back', () => {
    let state = run([states([{ id: 'g1-1', coef: 2.2 }]), states([{ id: 'g1-1', coef: 1.9 }])], base());
    expect(state.bets[0]).toMatchObject({ market: { coef: 1.9 }, previousCoef: 2 });
    state = couponReducer(state, states([{ id: 'g1-1', coef: 2 }]));
    expect(state.bets[0].previousCoef).toBeUndefined();
  });

  it('accepting the changes clears the marks', () => {
    const state = run([states([{ id: 'g1-1', coef: 2.2 }]), A.priceChangesAccepted()], base());
    expect(state.bets[0]).not.toHaveProperty('previousCoef');
    expect(state.bets[0].market.coef).toBe(2.2);
  });

  it('blocks suspended, finished and missing outcomes', () => {
    const state = couponReducer(base(), states([{ id: 'g1-1', coef: 2, isBlocked: true }, { id: 'g2-1', coef: 3, gameStatus: 4 }], ['g3-1']));
    expect(state.bets.map((bet) => bet.isBlocked)).toEqual([true, true, true]);
  });

  it('a game going live turns its selection live and stores the score', () => {
    const update = A.pricesUpdated({ markets: [{ id: 'g1-1', coef: 2, isBlocked: false, gameStatus: 2, score: { home: 1, away: 0 } }], missing: [] });
    const state = couponReducer(base(), update);
    expect(state.bets[0]).toMatchObject({ market: { isLive: true }, gameStatus: 2, score: { home: 1, away: 0 } });
  });

  it('returns the same state when nothing changed', () => {
    const update = states([{ id: 'g1-1', coef: 2 }, { id: 'other', coef: 5 }], ['g3-1']);
    const state = couponReducer(base(), update);
    expect(couponReducer(state, update)).toBe(state);
  });
});

describe('placing', () => {
  const placed = { id: '1' } as PlacedCoupon;
  const ready = () => run([add(m1, m2), [A.amountChanged(10), A.placeRequested('r1')]]);

  it('marks the placement and ignores a second request and content changes while it runs', () => {
    const state = ready();
    expect(state.placing).toEqual({ status: 'placing', requestId: 'r1', error: null });
    expect(couponReducer(state, A.placeRequested('r2'))).toBe(state);
    expect(couponReducer(state, A.betAdded(m3, NOW))).toBe(state);
    expect(couponReducer(state, A.amountChanged(20))).toBe(state);
    expect(couponReducer(state, A.cleared())).toBe(state);
  });

  it('does not place an empty coupon', () => {
    expect(couponReducer(initialCouponState, A.placeRequested('r1'))).toBe(initialCouponState);
  });

  it('success clears the coupon and keeps the placed one', () => {
    const state = couponReducer(ready(), A.placeSucceeded('r1', placed));
    expect(state).toMatchObject({ bets: [], lastPlacedCoupon: placed, placing: { status: 'succeeded' } });
  });

  it('success keeps the selections when the coupon is fixed', () => {
    const fixed = run([couponSettingsActions.changed({ isCouponFixed: true }), add(m1, m2), [A.placeRequested('r1'), A.placeSucceeded('r1', placed)]]);
    expect(ids(fixed)).toEqual(['g1-1', 'g2-1']);
  });

  it('ignores a reply for another request', () => {
    const state = ready();
    expect(couponReducer(state, A.placeSucceeded('old', placed))).toBe(state);
  });

  it('the receipt\'s selections go back in the slip with their type, system and bankers, and the receipt closes', () => {
    const system = { id: '2', typeId: COUPON_TYPE.system, systemValue: 2, bets: [m1, m2, m3, m4].map((market, i) => ({ market, statusId: 0, isBanker: i === 0 })) } as PlacedCoupon;
    const afterPlacing = run([add(m5), [A.amountChanged(10), A.placeRequested('r1'), A.placeSucceeded('r1', system)]]);
    const reused = couponReducer(afterPlacing, A.reusedFromReceipt(system, NOW));
    expect(ids(reused)).toEqual(['g1-1', 'g2-1', 'g3-1', 'g4-1']);
    expect(reused.bets.map((bet) => bet.isBanker)).toEqual([true, false, false, false]);
    expect(reused).toMatchObject({ typeId: COUPON_TYPE.system, systemValue: 2, amount: 10, lastPlacedCoupon: null, placing: { status: 'idle' } });
  });

  it('reusing a receipt waits while another placement is on its way', () => {
    const state = ready();
    expect(couponReducer(state, A.reusedFromReceipt({ ...placed, typeId: 0, bets: [{ market: m3, statusId: 0 }] } as PlacedCoupon, NOW))).toBe(state);
  });

  it('a coef_changed failure moves the prices, so the slip asks', () => {
    const state = couponReducer(ready(), A.placeFailed('r1', { code: 'coef_changed', changes: [{ marketId: 'g2-1', coef: 2.5 }] }));
    expect(state.placing.status).toBe('failed');
    expect(state.bets[1]).toMatchObject({ market: { coef: 2.5 }, previousCoef: 3 });
  });

  it('a score_changed failure shows the games\' scores now, so placing it again is judged on them', () => {
    const state = couponReducer(ready(), A.placeFailed('r1', { code: 'score_changed', scores: [{ marketId: 'g2-1', score: { home: 2, away: 1 } }] }));
    expect(state.placing).toMatchObject({ status: 'failed', error: { code: 'score_changed' } });
    expect(state.bets[1].score).toEqual({ home: 2, away: 1 });
    expect(state.bets[0].score).toBeUndefined();
  });

  it('market_blocked, stake_too_low and stake_too_high update the coupon', () => {
    expect(couponReducer(ready(), A.placeFailed('r1', { code: 'market_blocked', marketIds: ['g1-1'] })).bets[0].isBlocked).toBe(true);
    expect(couponReducer(ready(), A.placeFailed('r1', { code: 'stake_too_low', min: 50 })).minBetAmount).toBe(50);
    expect(couponReducer(ready(), A.placeFailed('r1', { code: 'stake_too_high', max: 5 })).maxBetAmount).toBe(5);
  });

  it('a change after a failure clears the error', () => {
    const failed = couponReducer(ready(), A.placeFailed('r1', { code: 'insufficient_balance' }));
    expect(couponReducer(failed, A.amountChanged(5)).placing).toEqual({ status: 'idle', requestId: null, error: null });
  });
});

describe('loading', () => {
  it('loads a stored coupon, keeping times and the chosen system', () => {
    const state = couponReducer(
      run(add(m4)),
      A.loaded({ bets: [{ market: m1, isBanker: false }, { market: m2, isBanker: false }, { market: m3, isBanker: false }], addedAtByBetId: { 'g1-1': 5 }, typeId: 2, systemValue: 2 }, NOW),
    );
    expect(ids(state)).toEqual(['g1-1', 'g2-1', 'g3-1']);
    expect(state.bets.map((bet) => bet.addedAt)).toEqual([5, NOW, NOW]);
    expect(state.typeId).toBe(COUPON_TYPE.system);
  });

  it('loads by code and the express of the day', () => {
    const byCode = couponReducer(initialCouponState, A.loadedFromCode({ code: 'ABCDEFGH', typeId: 9, markets: [m1, m2] }, NOW));
    expect(byCode.typeId).toBe(COUPON_TYPE.multipleSingles);
    const express = couponReducer(initialCouponState, A.loadedExpressDay({ expressId: 7, markets: [m1, m2, m3] }, NOW));
    expect(express).toMatchObject({ typeId: COUPON_TYPE.express, expressId: 7 });
  });
});

describe('bonus bet', () => {
  it('remembers that the bonus bet was deleted by hand until the coupon is emptied', () => {
    const state = run([add(m1, m2, m3), [A.bonusBetRemoved()]]);
    expect(state.manuallyDeletedBonusBet).toBe(true);
    expect(run(add(m4), state).manuallyDeletedBonusBet).toBe(true);
    expect(couponReducer(state, A.cleared()).manuallyDeletedBonusBet).toBe(false);
  });
});

describe('config and limits', () => {
  it('takes the limits and the config group', () => {
    const config: CouponConfig = { minMaxCouponTypes: [0, 1], amountSteps: { RUB: { step: 100, initial: 150 } }, allowExpressBonus: false, allowVipBet: false };
    const state = run([A.limitsReceived({ min: 10, max: 5000, currency: 'USD' }), A.configChanged(config)]);
    expect(state).toMatchObject({ minBetAmount: 10, maxBetAmount: 5000, config });
    expect(couponReducer(state, A.limitsReceived({ min: Number.NaN, max: 1, currency: 'USD' }))).toBe(state);
  });
});

describe('settings (spec 3.2, 4.1)', () => {
  const S = couponSettingsActions;

  it('defaults to accepting higher prices', () => {
    expect(initialCouponState.settings.changeCoefAction).toBe(2);
  });

  it('one-click with an empty coupon turns on at once', () => {
    const state = couponReducer(initialCouponState, S.oneClickRequested());
    expect(state.settings.isActiveOneClick).toBe(true);
    expect(state.pendingOneClickConfirmation).toBe(false);
  });

  it('one-click with bets asks; confirming clears the coupon and turns it on', () => {
    const asked = run([add(m1, m2), [S.oneClickRequested()]]);
    expect(asked.pendingOneClickConfirmation).toBe(true);
    expect(asked.settings.isActiveOneClick).toBe(false);
    expect(asked.bets).toHaveLength(2);
    const confirmed = couponReducer(asked, S.oneClickConfirmed());
    expect(confirmed).toMatchObject({ bets: [], pendingOneClickConfirmation: false, settings: { isActiveOneClick: true } });
  });

  it('declining leaves one-click off and the coupon as it was', () => {
    const declined = run([add(m1, m2), [S.oneClickRequested(), S.oneClickDeclined()]]);
    expect(declined).toMatchObject({ pendingOneClickConfirmation: false, settings: { isActiveOneClick: false } });
    expect(declined.bets).toHaveLength(2);
  });

  it('a confirmation without a request does nothing', () => {
    const state = run(add(m1));
    expect(couponReducer(state, S.oneClickConfirmed())).toBe(state);
  });

  it('an empty exact coefficient resets drop-on-score-change', () => {
    const state = run([S.exactCoefChanged(1.85), S.dropOnScoreChangeChanged(true), S.exactCoefChanged(null)]);
    expect(state.settings).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
  });

  it('a price that is not above 1 counts as an empty exact coefficient', () => {
    const state = run([S.exactCoefChanged(1.85), S.dropOnScoreChangeChanged(true), S.exactCoefChanged(0.5)]);
    expect(state.settings).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
  });

  it('enabling drop-on-score-change turns one-click off', () => {
    const state = run([S.oneClickRequested(), S.exactCoefChanged(1.85), S.dropOnScoreChangeChanged(true)]);
    expect(state.settings).toMatchObject({ isActiveOneClick: false, isDropOnScoreChange: true, exactCoef: 1.85 });
  });

  it('plain changes cannot bypass the rules', () => {
    const sneaky = S.changed({ isCouponFixed: true, isActiveOneClick: true } as Parameters<typeof S.changed>[0]);
    expect(couponReducer(initialCouponState, sneaky).settings).toMatchObject({ isCouponFixed: true, isActiveOneClick: false });
  });

  it('loaded settings keep valid fields only', () => {
    const state = couponReducer(
      initialCouponState,
      S.loaded({ changeCoefAction: 0, isVipBet: 'yes', oneClickAmount: -5, amountStepByCurrencyIso: { USD: 5 }, exactCoef: 2, isDropOnScoreChange: true, isActiveOneClick: true }),
    );
    expect(state.settings).toMatchObject({
      changeCoefAction: 0,
      isVipBet: false,
      oneClickAmount: null,
      amountStepByCurrencyIso: { USD: 5 },
      exactCoef: 2,
      isDropOnScoreChange: true,
      isActiveOneClick: false,
    });
  });

  it('oneClickDisabled turns it off', () => {
    expect(run([S.oneClickRequested(), S.oneClickDisabled()]).settings.isActiveOneClick).toBe(false);
  });
});
