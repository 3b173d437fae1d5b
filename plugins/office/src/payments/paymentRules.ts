import type { PaymentMethod } from '../../schemas/payments.ts';

/** The money rules both the pages and the reference server use: amounts, fees, quick amounts, the consultant. */

/** Amounts are kept in minor units (two decimals) so that sums and fees never drift. */
export const MINOR_PER_MAJOR = 100;
export const toMinor = (amount: number): number => Math.round(amount * MINOR_PER_MAJOR);
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;

/** A payable amount: finite, above 0, with at most two decimals. */
export const isWellFormedAmount = (amount: number): boolean => Number.isFinite(amount) && amount > 0 && Math.abs(amount * MINOR_PER_MAJOR - toMinor(amount)) < 1e-6;

/** The fee of a payment: `feePercent` of the amount plus `feeFixed`, rounded to the minor unit (half up). */
export function feeOf(method: Pick<PaymentMethod, 'feePercent' | 'feeFixed'>, amount: number): number {
  return toMajor(Math.round((toMinor(amount) * method.feePercent) / 100) + toMinor(method.feeFixed));
}

/** What a deposit charges the player: the amount, and the fee on top of it. */
export const depositTotal = (method: Pick<PaymentMethod, 'feePercent' | 'feeFixed'>, amount: number): number => toMajor(toMinor(amount) + toMinor(feeOf(method, amount)));

/** What a withdrawal pays out: the amount less its fee (never below 0). */
export const withdrawalPayout = (method: Pick<PaymentMethod, 'feePercent' | 'feeFixed'>, amount: number): number => toMajor(Math.max(0, toMinor(amount) - toMinor(feeOf(method, amount))));

/** The multiples of the currency's step the quick-amount buttons are chosen from (1, 2, 5 of each power of ten). */
const QUICK_MULTIPLES = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];
/** How many quick-amount buttons a form shows. */
export const QUICK_AMOUNT_COUNT = 4;

/**
 * The quick amounts of a form: round multiples of the currency's step (1, 2, 5 × 10ⁿ steps) within the method's
 * minimum and the smaller of its maximum and `cap` (what the deposit limits leave, or the withdrawable balance).
 */
export function quickAmounts(step: number, min: number, max: number, cap: number | null = null): number[] {
  const ceiling = cap === null ? max : Math.min(max, cap);
  return QUICK_MULTIPLES.map((multiple) => toMajor(toMinor(step) * multiple))
    .filter((amount) => amount >= min && amount <= ceiling)
    .slice(0, QUICK_AMOUNT_COUNT);
}

/** Why an amount cannot be paid with a method (an i18n key of this plugin), or null when it can. */
export type AmountProblem = 'amount_invalid' | 'amount_below_min' | 'amount_above_max' | 'amount_above_limit' | 'amount_above_balance';

export function amountProblem(amount: number, method: Pick<PaymentMethod, 'min' | 'max'>, cap: { limit?: number | null; balance?: number | null } = {}): AmountProblem | null {
  if (!isWellFormedAmount(amount)) return 'amount_invalid';
  if (amount < method.min) return 'amount_below_min';
  if (amount > method.max) return 'amount_above_max';
  if (cap.limit !== undefined && cap.limit !== null && amount > cap.limit) return 'amount_above_limit';
  if (cap.balance !== undefined && cap.balance !== null && amount > cap.balance) return 'amount_above_balance';
  return null;
}

/** The query flag of first document 2.10 that is stored (`payment_consultant=1`), and where it is kept. */
export const PAYMENT_CONSULTANT_QUERY = 'payment_consultant';
export const PAYMENT_CONSULTANT_FLAG_KEY = 'payment_consultant';

/**
 * Whether the payment consultant is available (first document section 5): only where its settings allow it; and, as
 * the per-country exception, in a country its settings list it opens only for a player whose stored
 * `payment_consultant=1` flag is set.
 */
export function isPaymentConsultantAvailable(settings: { enabled: boolean; flagOnlyCountries: readonly string[] }, country: string, flagStored: boolean): boolean {
  if (!settings.enabled) return false;
  return !settings.flagOnlyCountries.includes(country) || flagStored;
}

/** A fresh idempotency key for one money action; the page keeps it until the action is done, and retries with it. */
export const newIdempotencyKey = (): string => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);
