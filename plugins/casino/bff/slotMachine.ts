import { randomInt } from 'node:crypto';

/** The symbols of the demo slot's reels. */
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Three of a kind pays the stake times this. */
export const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = { cherry: 10, lemon: 12, bell: 15, star: 20, seven: 35, diamond: 50 };
/** Exactly two sevens or two diamonds pay the stake times this; no win ever equals the stake, so every spin moves the balance. */
export const PAIR_OF_HIGH = 2;
const HIGH: readonly SlotSymbol[] = ['seven', 'diamond'];

/** The reels of a spin: a real random draw (a game's outcome must not be predictable from a seed). */
export const drawReels = (): [SlotSymbol, SlotSymbol, SlotSymbol] => [SYMBOLS[randomInt(SYMBOLS.length)], SYMBOLS[randomInt(SYMBOLS.length)], SYMBOLS[randomInt(SYMBOLS.length)]];

/** What a stake wins on these reels (0 for a loss). */
export function winOf(reels: readonly SlotSymbol[], stakeMinor: number): number {
  const [first, second, third] = reels;
  if (first === second && second === third) return stakeMinor * THREE_OF_A_KIND[first];
  for (const symbol of HIGH) if (reels.filter((reel) => reel === symbol).length === 2) return stakeMinor * PAIR_OF_HIGH;
  return 0;
}

/** The stakes of the reference currency (EUR cents) the slot offers, within a game's minimum and maximum bet. */
const STAKE_STEPS = [10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const;
/** Minor units of a currency per EUR cent of the reference, rounded to plain numbers as operators' stake lists are. */
const STAKE_FACTOR: Readonly<Record<string, number>> = { EUR: 1, USD: 1, RUB: 100, KZT: 500 };

/** The stakes a game offers in a currency, in its minor units. */
export function stakesOf(game: { minBet: number; maxBet: number }, currency: string): number[] {
  const factor = STAKE_FACTOR[currency] ?? 1;
  return STAKE_STEPS.filter((step) => step >= game.minBet && step <= game.maxBet).map((step) => step * factor);
}

/** Minor units of a currency per euro at the slot's reference rates (its stake table's). */
export const minorPerEuroOf = (currency: string): number => 100 * (STAKE_FACTOR[currency] ?? 1);

/** What the pay table and the reels (three independent reels, each symbol equally likely) give a stake of 1. */
export interface PayoutFigures {
  /** The highest win, in stakes. */
  maxWinMultiplier: number;
  /** The chance of that win on one spin: `maxWinOutcomes` of `outcomes`. */
  maxWinOutcomes: number;
  outcomes: number;
  /** The average payout per unit staked (the return to player). */
  averagePayout: number;
}

/** The figures of the demo slot, from every outcome of its reels through its pay table (GlüStV §22a(3) shows them at the stake). */
export function payoutFigures(): PayoutFigures {
  const wins = SYMBOLS.flatMap((first) => SYMBOLS.flatMap((second) => SYMBOLS.map((third) => winOf([first, second, third], 1))));
  const maxWinMultiplier = Math.max(...wins);
  return {
    maxWinMultiplier,
    maxWinOutcomes: wins.filter((win) => win === maxWinMultiplier).length,
    outcomes: wins.length,
    averagePayout: wins.reduce((sum, win) => sum + win, 0) / wins.length,
  };
}
