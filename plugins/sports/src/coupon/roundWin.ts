import { exactDecimal, roundExact } from './exactDecimal.ts';

/** Decimals of odds-derived amounts (spec 5). */
export const WIN_DECIMALS = 3;

/**
 * Rounds an amount to 3 decimals (spec 5), exactly: the decimal the number stands for, not its binary noise.
 * Non-finite values pass through. Its own module because the reducer needs it at boot, the rest of the maths not.
 */
export const roundWin = (amount: number): number => (Number.isFinite(amount) ? roundExact(exactDecimal(amount), WIN_DECIMALS) : amount);
