import { describe, expect, it } from 'vitest';
import { BET_STATUS, type BetStatusId } from './couponConstants.ts';
import { exactDecimal, exactToFixed } from './exactDecimal.ts';
import { naiveSystemSum } from './naiveSystemSum.ts';
import {
  combinationCount,
  combinationCountForSizes,
  elementarySymmetric,
  elementarySymmetricUpTo,
  NAMED_BETS,
  resultFactor,
  systemMaxWin,
  systemOptions,
  systemSettledPayout,
  systemTotalStake,
} from './systemBet.ts';

const ODDS = [2.0, 3.0, 1.5];

const relativeError = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b), 1);

describe('elementarySymmetric', () => {
  it.each([
    [0, 1],
    [1, 6.5],
    [2, 13.5], // 2·3 + 2·1.5 + 3·1.5
    [3, 9],
    [4, 0],
    [-1, 0],
    [1.5, 0],
  ])('e_%s(2, 3, 1.5) = %s', (k, expected) => {
    expect(elementarySymmetric(ODDS, k)).toBeCloseTo(expected, 12);
  });

  it('gives every e_j up to k in one pass, exactly', () => {
    expect(elementarySymmetricUpTo(ODDS.map(exactDecimal), 10).map(exactToFixed)).toEqual(['1', '6.5', '13.50', '9.000']);
    // Every digit of the products is kept: 1.01 · 1.02 · 1.03 · 1.04 = 1.10355024.
    expect(exactToFixed(elementarySymmetricUpTo([1.01, 1.02, 1.03, 1.04].map(exactDecimal), 4)[4])).toBe('1.10355024');
  });

  it('agrees with enumerating every combination for 12 selections, every k', () => {
    const odds = [1.35, 2.1, 1.8, 3.4, 1.05, 2.75, 1.6, 4.2, 1.22, 1.95, 2.4, 7.5];
    for (let k = 0; k <= odds.length; k += 1) {
      expect(relativeError(elementarySymmetric(odds, k), naiveSystemSum(odds, k))).toBeLessThan(1e-12);
    }
  });

  it('handles 40 selections, system 20: closed form with equal odds', () => {
    const odds = new Array<number>(40).fill(2);
    // Every one of the C(40, 20) combinations is worth 2^20.
    expect(relativeError(elementarySymmetric(odds, 20), combinationCount(40, 20) * 2 ** 20)).toBeLessThan(1e-12);
  });

  it('handles 40 selections, system 20: split into halves that are enumerated subset by subset', () => {
    const odds = Array.from({ length: 40 }, (_, i) => 1.1 + ((i * 37) % 23) / 10);
    // e_20(A ∪ B) = Σ_j e_j(A) · e_{20-j}(B); each half's e_j comes from walking all 2^20 subsets of it.
    const bySubsetSize = (half: readonly number[]) => {
      const products = new Float64Array(1 << half.length);
      const sums = new Array<number>(half.length + 1).fill(0);
      products[0] = 1;
      sums[0] = 1;
      for (let mask = 1; mask < products.length; mask += 1) {
        const low = 31 - Math.clz32(mask & -mask);
        products[mask] = products[mask & (mask - 1)] * half[low];
        let bits = 0;
        for (let m = mask; m !== 0; m &= m - 1) bits += 1;
        sums[bits] += products[mask];
      }
      return sums;
    };
    const a = bySubsetSize(odds.slice(0, 20));
    const b = bySubsetSize(odds.slice(20));
    const expected = a.reduce((sum, value, j) => sum + value * b[20 - j], 0);
    expect(relativeError(elementarySymmetric(odds, 20), expected)).toBeLessThan(1e-12);
  });
});

describe('combinationCount', () => {
  it.each([
    [3, 2, 3],
    [5, 0, 1],
    [5, 5, 1],
    [3, 5, 0],
    [3, -1, 0],
    [12, 6, 924],
    [20, 10, 184756],
    [40, 20, 137846528820],
    [50, 25, 126410606437752],
  ])('C(%s, %s) = %s', (n, k, expected) => {
    expect(combinationCount(n, k)).toBe(expected);
  });

  it.each(Object.entries(NAMED_BETS).map(([name, bet]) => [name, bet] as const))('%s', (name, bet) => {
    const expected: Record<string, number> = {
      trixie: 4, patent: 7, yankee: 11, lucky15: 15, canadian: 26, lucky31: 31, heinz: 57, lucky63: 63, superHeinz: 120, goliath: 247,
    };
    expect(combinationCountForSizes(bet.legs, bet.sizes)).toBe(expected[name]);
  });
});

describe('systemOptions', () => {
  it.each([
    [2, 10, 0, []],
    [3, 10, 0, [{ value: 2, offset: 0, minBetAmount: 30, combo: 3 }]],
    [
      4,
      10,
      0,
      [
        { value: 2, offset: 0, minBetAmount: 60, combo: 6 },
        { value: 3, offset: 0, minBetAmount: 40, combo: 4 },
      ],
    ],
    [3, 0.1, 1, [{ value: 2, offset: 1, minBetAmount: 0.3, combo: 3 }]],
  ])('%s selections, minimum %s per combination, %s bankers', (n, min, bankers, expected) => {
    expect(systemOptions(n, min, bankers)).toEqual(expected);
  });

  it('offers k = 2 … 39 for 40 selections', () => {
    const options = systemOptions(40, 1);
    expect(options.map((option) => option.value)).toEqual(Array.from({ length: 38 }, (_, i) => i + 2));
    expect(options[18]).toEqual({ value: 20, offset: 0, minBetAmount: 137846528820, combo: 137846528820 });
  });
});

describe('systemMaxWin and systemTotalStake', () => {
  it.each([
    { name: 'system 2/3, stake 10', s: 10, bankers: [], k: 2, win: 135, stake: 30 },
    { name: 'system 2/3 with a banker at 1.8', s: 10, bankers: [1.8], k: 2, win: 243, stake: 30 },
    { name: 'system 2/3 with bankers 1.8 and 2', s: 10, bankers: [1.8, 2], k: 2, win: 486, stake: 30 },
    { name: 'express of the three (k = n)', s: 10, bankers: [], k: 3, win: 90, stake: 10 },
    { name: 'multiple singles (k = 1)', s: 10, bankers: [], k: 1, win: 65, stake: 30 },
    { name: 'Trixie', s: 1, bankers: [], k: [2, 3], win: 22.5, stake: 4 },
    { name: 'Patent', s: 1, bankers: [], k: [1, 2, 3], win: 29, stake: 7 },
    { name: 'float noise: 0.1 per combination', s: 0.1, bankers: [], k: 2, win: 1.35, stake: 0.3 },
  ])('$name', ({ s, bankers, k, win, stake }) => {
    expect(systemMaxWin({ stakePerCombination: s, bankerOdds: bankers, odds: ODDS, k })).toBe(win);
    expect(systemTotalStake(s, ODDS.length, k)).toBe(stake);
  });

  it('computes the win exactly before rounding it to 3 decimals', () => {
    // 7032.87 × 3.09 × 5.20 × 8.32 × 2.63 × 3.56 × 6.46 = 56 866 435.0874966…
    const odds = [3.09, 5.2, 8.32, 2.63, 3.56, 6.46];
    expect(systemMaxWin({ stakePerCombination: 7032.87, bankerOdds: [], odds, k: odds.length })).toBe(56_866_435.087);
    // Near 10^12 the decimals stay: 987 654 321.99 × 1012.37 = 999 871 605 953.0163.
    expect(systemMaxWin({ stakePerCombination: 987_654_321.99, bankerOdds: [], odds: [1012.37], k: 1 })).toBe(999_871_605_953.016);
  });

  it('40 selections, system 20 at equal odds 1.5', () => {
    const odds = new Array<number>(40).fill(1.5);
    const win = systemMaxWin({ stakePerCombination: 1, bankerOdds: [], odds, k: 20 });
    expect(relativeError(win, 137846528820 * 1.5 ** 20)).toBeLessThan(1e-12);
  });
});

describe('settlement', () => {
  it.each<[BetStatusId, number | null]>([
    [BET_STATUS.won, 3],
    [BET_STATUS.lost, 0],
    [BET_STATUS.returned, 1],
    [BET_STATUS.forcedReturn, 1],
    [BET_STATUS.halfWonHalfReturned, 2],
    [BET_STATUS.halfLostHalfReturned, 0.5],
    [BET_STATUS.halfLostHalfWon, 1.5],
    [BET_STATUS.notCalculated, null],
    [BET_STATUS.notStarted, null],
  ])('status %s of a leg at 3.0 returns %s per unit', (statusId, factor) => {
    expect(resultFactor({ odds: 3, statusId })).toBe(factor);
  });

  const W = BET_STATUS.won;
  const L = BET_STATUS.lost;
  it.each<{ name: string; statuses: BetStatusId[]; bankers?: BetStatusId[]; payout: number | null }>([
    { name: 'all won = max win', statuses: [W, W, W], payout: 135 },
    { name: '2.0 and 3.0 won, 1.5 lost', statuses: [W, W, L], payout: 60 },
    { name: '1.5 returned', statuses: [W, W, BET_STATUS.returned], payout: 110 },
    { name: '2.0 half won half returned, 1.5 lost', statuses: [BET_STATUS.halfWonHalfReturned, W, L], payout: 45 },
    { name: '2.0 half lost half returned', statuses: [BET_STATUS.halfLostHalfReturned, W, W], payout: 67.5 },
    { name: '3.0 half lost half won', statuses: [W, BET_STATUS.halfLostHalfWon, W], payout: 82.5 },
    { name: 'two lost', statuses: [W, L, L], payout: 0 },
    { name: 'one leg not settled', statuses: [W, BET_STATUS.notCalculated, W], payout: null },
    { name: 'banker lost', statuses: [W, W, W], bankers: [L], payout: 0 },
    { name: 'banker returned', statuses: [W, W, W], bankers: [BET_STATUS.returned], payout: 135 },
  ])('system 2/3 on 2.0, 3.0, 1.5 at 10: $name', ({ statuses, bankers = [], payout }) => {
    const legs = ODDS.map((odds, i) => ({ odds, statusId: statuses[i] }));
    const bankerLegs = bankers.map((statusId) => ({ odds: 1.8, statusId }));
    expect(systemSettledPayout({ stakePerCombination: 10, bankers: bankerLegs, legs, k: 2 })).toBe(payout);
  });

  it('settles the halves exactly: half won half returned at 1012.37 is 506.685 per unit', () => {
    const legs = [{ odds: 1012.37, statusId: BET_STATUS.halfWonHalfReturned }] as const;
    // 987 654 321.99 × 506.685 = 500 429 630 137.50315
    expect(systemSettledPayout({ stakePerCombination: 987_654_321.99, bankers: [], legs, k: 1 })).toBe(500_429_630_137.503);
  });

  it('settles a single and an express with the same routine', () => {
    expect(systemSettledPayout({ stakePerCombination: 10, bankers: [], legs: [{ odds: 2.5, statusId: W }], k: 1 })).toBe(25);
    const express = [{ odds: 2, statusId: W }, { odds: 3, statusId: BET_STATUS.halfWonHalfReturned }] as const;
    expect(systemSettledPayout({ stakePerCombination: 10, bankers: [], legs: express, k: 2 })).toBe(40);
  });
});
