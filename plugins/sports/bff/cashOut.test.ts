// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlacedCoupon } from '../schemas/sports.ts';
import { MAX_CASH_OUT_PARTS } from '../schemas/cashOut.ts';
import { cashedOut, cashOutOffer } from './cashOut.ts';
import { withBonuses } from './couponOptions.ts';
import { DEFAULT_COUPON_OFFER } from './couponRequests.ts';
import type { StoredCoupon } from './couponStore.ts';
import type { LineView } from './lineView.ts';

/** A 100 RUB single at 30.0 with a promo boost of 10 % capped at 50, as the desk keeps it. */
function storedSingle(): StoredCoupon {
  const coupon: PlacedCoupon = {
    id: '7100000001',
    placedAt: 1_780_000_000,
    typeId: 0,
    amount: 100,
    currency: 'RUB',
    coef: 30,
    possibleWin: 3000,
    statusId: -1,
    promoCode: { code: 'BOOST10', boostPercent: 10, maxBoost: 50, boost: 50 },
    bets: [
      {
        market: { id: 'm1', gameId: 1, champId: 1, sportId: 1, typeId: 1, isLive: false, kind: 1, coef: 30, names: { sport: 'Football', champ: 'League', game: 'A – B', market: 'Result', outcome: 'A' } },
        statusId: -1,
      },
    ],
  };
  return { coupon, walletKey: 'w', requestId: 'r', accountId: '421', unitAmount: 100, settleAt: 0, isPaid: false };
}

const ask = (requestId: string, offered: number, part: number) => ({ requestId, offered, part, changeCoefAction: 0 as const });

describe('cashedOut', () => {
  it('a part shrinks the bonuses with the bet: the rest of a 90 % sale earns a tenth of the boost, not its whole cap', async () => {
    const { stored } = cashedOut(storedSingle(), ask('a', 95, 85.5), 95, 1);
    expect(stored.coupon.amount).toBe(10);
    expect(stored.coupon.promoCode).toMatchObject({ maxBoost: 5, boost: 5 });
    // The rest wins: 10 x 30 = 300, boosted by 10 % up to its cap of 5 (the whole bet's cap was 50).
    expect(withBonuses(stored.coupon, stored.unitAmount * 30)).toBeCloseTo(305, 6);
  });

  it(`sells a bet in at most ${MAX_CASH_OUT_PARTS} parts: the last takes the rest`, () => {
    let stored = storedSingle();
    let offer = 95;
    for (let part = 1; part < MAX_CASH_OUT_PARTS; part += 1) {
      ({ stored } = cashedOut(stored, ask(`p${part}`, offer, 1), offer, part));
      offer -= 1;
    }
    expect(stored.coupon.cashOuts).toHaveLength(MAX_CASH_OUT_PARTS - 1);
    expect(() => cashedOut(stored, ask('one-more', offer, 1), offer, 99)).toThrow(expect.objectContaining({ code: 'cash_out_part_invalid' }));
    const { stored: closed, paid } = cashedOut(stored, ask('last', offer, offer), offer, 100);
    expect(paid).toBe(offer);
    expect(closed.coupon).toMatchObject({ isCashedOut: true, payout: 9 + offer });
  });

  it('refuses a part above the offer and one that leaves less than a cent', () => {
    expect(() => cashedOut(storedSingle(), ask('a', 95, 95.5), 95, 1)).toThrow(expect.objectContaining({ code: 'cash_out_part_invalid' }));
    expect(() => cashedOut(storedSingle(), ask('a', 95, 94.995), 95.0, 1)).not.toThrow();
  });
});

describe('cashOutOffer', () => {
  /** The line as the offer reads it: the one selection, offered now at `coef`. */
  const lineAt = (coef: number) => ({ find: () => ({ outcome: { coef, isBlocked: false } }) }) as unknown as LineView;
  const single = (amount: number, coef: number): StoredCoupon => {
    const stored = storedSingle();
    const { promoCode: _boost, ...coupon } = stored.coupon;
    return { ...stored, unitAmount: amount, coupon: { ...coupon, amount, coef, possibleWin: amount * coef, bets: [{ ...coupon.bets[0], market: { ...coupon.bets[0].market, coef } }] } };
  };

  it('is the stake times the placed over the current price, less 5 %, to the cent down, worked out exactly', () => {
    // 150 x 2.48 / 3.10 x 0.95 is 114 exactly; in floating point it is 113.99999…, which floored to 113.99.
    expect(cashOutOffer(single(150, 2.48), lineAt(3.1), { ...DEFAULT_COUPON_OFFER, cashOut: true }, [])).toBe(114);
    expect(cashOutOffer(single(100, 2), lineAt(3), { ...DEFAULT_COUPON_OFFER, cashOut: true }, [])).toBe(63.33);
    expect(cashOutOffer(single(100, 2), lineAt(3), { ...DEFAULT_COUPON_OFFER, cashOut: false }, [])).toBeNull();
  });
});
