import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '../../../account/contract/index.ts';
import type { CouponConfig } from '../../schemas/sports.ts';
import { validate_placeCouponRequest } from '../generated/validate_placeCouponRequest.js';
import { couponMarket } from './couponFixtures.ts';
import { couponSettingsActions as S } from './couponSettings.ts';
import { couponActions as A, type CouponSliceAction, couponReducer, type CouponState } from './couponSlice.ts';
import { initialCouponState } from './initialCouponState.ts';
import { couponSubmission } from './couponSubmission.ts';
import { formatOdds } from '../odds/oddsFormat.ts';
import { shownOddsFormatter } from '../odds/shownOdds.ts';

const config: CouponConfig = {
  minMaxCouponTypes: [0, 1, 2, 9],
  amountSteps: { RUB: { step: 100, initial: 150 } },
  allowExpressBonus: true,
  allowVipBet: true,
  hyperBonus: { percent: 10, minBetLimit: 3, maxLimit: 1000 },
};

const coupon = (...actions: CouponSliceAction[]) => ({
  coupon: actions.reduce<CouponState>((state, action) => couponReducer(state, action), initialCouponState),
  account: { iso: 'RUB', type: ACCOUNT_TYPE.main },
});

const express = (...more: CouponSliceAction[]) =>
  coupon(
    A.configChanged(config),
    A.limitsReceived({ min: 100, max: 500_000, currency: 'RUB' }),
    A.betAdded(couponMarket('g1-1', 2), 1),
    A.betAdded(couponMarket('g2-1', 3), 2),
    A.betAdded(couponMarket('g3-1', 1.5), 3),
    A.amountChanged(1000),
    ...more,
  );

const PLACER = { userId: '100001', refId: null };

const submit = (root: ReturnType<typeof coupon>, placer: { userId: string; refId: string | null } = PLACER) => {
  const submission = couponSubmission(root, '1000011', 'request-0001', placer);
  expect(validate_placeCouponRequest(submission), JSON.stringify(submission)).toBe(true);
  return submission;
};

describe('the submitted coupon (3.3)', () => {
  it('carries drop on score change, the accumulator bonus, the VIP bet and the hyper-bonus terms the slip offers', () => {
    const submission = submit(express(S.dropOnScoreChangeChanged(true), S.changed({ isVipBet: true })));
    expect(submission).toEqual({
      requestId: 'request-0001',
      accountId: '1000011',
      userId: '100001',
      coef: 9,
      typeId: 1,
      amount: 1000,
      bets: [
        { marketId: 'g1-1', coef: 2 },
        { marketId: 'g2-1', coef: 3 },
        { marketId: 'g3-1', coef: 1.5 },
      ],
      changeCoefAction: 2,
      exactCoef: null,
      isDropOnScoreChange: true,
      isExpressBonus: true,
      isVipBet: true,
      hyperBonusPercent: 10,
      minHyperBonusBetLimit: 3,
      maxHyperBonusLimit: 1000,
    });
  });

  it('carries the affiliate who referred the player when there is one', () => {
    expect(submit(express(), { userId: '100001', refId: 'partner-42' })).toMatchObject({ userId: '100001', refId: 'partner-42' });
    expect(submit(express())).not.toHaveProperty('refId');
  });

  it('sends the score the slip shows for a live game, and no VIP bet where none is available', () => {
    const scored = A.pricesUpdated({ markets: [{ id: 'g2-1', coef: 3, isBlocked: false, gameStatus: 2, score: { home: 1, away: 0 } }], missing: [] });
    const submission = submit(express(S.changed({ isVipBet: true }), scored));
    expect(submission.bets[1]).toEqual({ marketId: 'g2-1', coef: 3, score: { home: 1, away: 0 } });
    expect(submission).toMatchObject({ isVipBet: false, isDropOnScoreChange: false });
  });

  it('leaves out what the bettor removed or the site does not offer', () => {
    const submission = submit(express(A.bonusBetRemoved(), A.configChanged({ ...config, hyperBonus: undefined })));
    expect(submission).toMatchObject({ isExpressBonus: false, isVipBet: false });
    expect(submission).not.toHaveProperty('hyperBonusPercent');
  });

  it('sends a system with its size and bankers', () => {
    const submission = submit(express(A.betAdded(couponMarket('g4-1', 2), 4), A.typeChanged(2), A.bankerToggled('g4-1')));
    expect(submission).toMatchObject({ typeId: 2, systemValue: 2, isExpressBonus: false });
    expect(submission.bets[3]).toEqual({ marketId: 'g4-1', coef: 2, isBanker: true });
    expect(submission).not.toHaveProperty('hyperBonusPercent');
  });
});

describe('the total odds as the bettor sees them (3.3: coefByView, coefViewId)', () => {
  it('carries the slip\'s total odds as text in the bettor\'s odds format, which the server checks with the same rules', () => {
    const root = coupon(
      A.configChanged(config),
      A.limitsReceived({ min: 100, max: 500_000, currency: 'RUB' }),
      A.betAdded(couponMarket('g1-1', 2.2), 1),
      A.betAdded(couponMarket('g2-1', 4), 2),
      A.amountChanged(100),
    );
    expect(submit(root)).not.toHaveProperty('coefByView');
    const inLadder = couponSubmission(root, '1000011', 'request-0001', PLACER, shownOddsFormatter(16, formatOdds));
    expect(validate_placeCouponRequest(inLadder)).toBe(true);
    expect(inLadder).toMatchObject({ coef: 8.8, coefViewId: 16, coefByView: '15/2' });
    expect(couponSubmission(root, '1000011', 'request-0001', PLACER, shownOddsFormatter(2, formatOdds))).toMatchObject({ coefViewId: 2, coefByView: '+780' });
    expect(couponSubmission(root, '1000011', 'request-0001', PLACER, shownOddsFormatter(0, null))).toMatchObject({ coefViewId: 0, coefByView: '8.80' });
  });
});
