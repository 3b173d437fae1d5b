import { ApiError } from '../../../bff/bffModule.ts';
import type { PromoCodeRefusal } from '../schemas/promoCodes.ts';
import { promoBoost } from '../src/coupon/promoBoost.ts';
import { roundWin } from '../src/coupon/roundWin.ts';
import type { CouponTypeId } from './betMath.ts';

/** A promo code the demo desk knows: a boost of the possible win, with the terms a slip must meet. */
export interface DemoPromoCode {
  code: string;
  boostPercent: number;
  /** The most the boost pays, by currency ISO; RUB's for any other currency. */
  maxBoostByCurrency: { RUB: number } & Record<string, number>;
  /** Epoch ms from which the code is refused as expired. */
  expiresAt: number;
  /** Used on one placed coupon, the code is refused to this player from then on. */
  oncePerPlayer: boolean;
  /** The coupon types it applies to; every type when absent. */
  typeIds?: readonly CouponTypeId[];
  minSelections?: number;
  /** The lowest odds of any one selection. */
  minCoef?: number;
}

const NEVER = Date.UTC(2100, 0, 1);

/**
 * The demo's codes (docs/decisions.md, "Promo codes"): one for any coupon, any number of times; one for a big
 * express, once per player; one that has expired.
 */
export const DEMO_PROMO_CODES: readonly DemoPromoCode[] = [
  { code: 'BOOST10', boostPercent: 10, maxBoostByCurrency: { RUB: 5_000, USD: 50, EUR: 50 }, expiresAt: NEVER, oncePerPlayer: false },
  {
    code: 'EXPRESS25',
    boostPercent: 25,
    maxBoostByCurrency: { RUB: 10_000, USD: 100, EUR: 100 },
    expiresAt: NEVER,
    oncePerPlayer: true,
    typeIds: [1],
    minSelections: 3,
    minCoef: 1.5,
  },
  { code: 'WELCOME2024', boostPercent: 50, maxBoostByCurrency: { RUB: 20_000, USD: 200, EUR: 200 }, expiresAt: Date.UTC(2025, 0, 1), oncePerPlayer: true },
];

/** What a code is checked against: the coupon at the server's prices. */
export interface PromoSlip {
  typeId: CouponTypeId;
  coefs: readonly number[];
  /** The possible win the boost is a percent of (with the accumulator bonus, without the hyper bonus). */
  possibleWin: number;
  currency: string;
}

/** A code's effect on a coupon, as the check answers it and the placed coupon keeps it. */
export interface PromoEffect {
  code: string;
  boostPercent: number;
  maxBoost: number;
  boost: number;
  currency: string;
  possibleWin: number;
}

const refusal = (code: PromoCodeRefusal, detail: string, meta?: Record<string, unknown>) => new ApiError(400, code, detail, meta);

export const findPromoCode = (code: string): DemoPromoCode | undefined => DEMO_PROMO_CODES.find((candidate) => candidate.code === code.toUpperCase());

/** Why the slip does not meet the code's terms, or null when it does. */
function unmetTerms(promo: DemoPromoCode, slip: PromoSlip): string | null {
  if (promo.typeIds && !promo.typeIds.includes(slip.typeId)) return `the code applies to coupon types ${promo.typeIds.join(', ')} only`;
  if (promo.minSelections !== undefined && slip.coefs.length < promo.minSelections) return `the code needs at least ${promo.minSelections} selections`;
  if (promo.minCoef !== undefined && slip.coefs.some((coef) => coef < promo.minCoef!)) return `the code needs odds of at least ${promo.minCoef} on each selection`;
  return null;
}

/**
 * A code's effect on the slip, or its refusal (thrown ApiError, schemas/promoCodes.ts PROMO_CODE_REFUSALS), in this
 * order: unknown, expired, used by this player, terms not met.
 */
export function promoEffect(code: string, slip: PromoSlip, now: number, usedByPlayer: boolean): PromoEffect {
  const promo = findPromoCode(code);
  if (!promo) throw refusal('promo_code_unknown', 'no promo code is called so');
  if (now >= promo.expiresAt) throw refusal('promo_code_expired', 'the promo code has expired');
  if (promo.oncePerPlayer && usedByPlayer) throw refusal('promo_code_used', 'the promo code was used on a coupon of this player already');
  const unmet = unmetTerms(promo, slip);
  if (unmet) {
    throw refusal('promo_code_not_applicable', unmet, {
      ...(promo.typeIds ? { typeIds: promo.typeIds } : {}),
      ...(promo.minSelections === undefined ? {} : { minSelections: promo.minSelections }),
      ...(promo.minCoef === undefined ? {} : { minCoef: promo.minCoef }),
    });
  }
  const maxBoost = promo.maxBoostByCurrency[slip.currency] ?? promo.maxBoostByCurrency.RUB;
  const boost = promoBoost({ boostPercent: promo.boostPercent, maxBoost }, slip.possibleWin);
  return { code: promo.code, boostPercent: promo.boostPercent, maxBoost, boost, currency: slip.currency, possibleWin: roundWin(slip.possibleWin + boost) };
}

/** The codes offered to a player for a slip: not expired, not used up by them, and applying to it. */
export function offeredPromoCodes(slip: PromoSlip, now: number, usedCodes: ReadonlySet<string>): PromoEffect[] {
  return DEMO_PROMO_CODES.flatMap((promo) => {
    if (now >= promo.expiresAt || (promo.oncePerPlayer && usedCodes.has(promo.code)) || unmetTerms(promo, slip)) return [];
    return [promoEffect(promo.code, slip, now, false)];
  });
}
