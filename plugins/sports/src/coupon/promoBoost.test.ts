import { describe, expect, it } from 'vitest';
import { promoBoost } from './promoBoost.ts';

describe('promoBoost', () => {
  const terms = { boostPercent: 10, maxBoost: 5_000 };

  it('adds the percent of the return', () => {
    expect(promoBoost(terms, 1_234.5)).toBe(123.45);
    expect(promoBoost({ boostPercent: 25, maxBoost: 100 }, 10.01)).toBe(2.503);
  });

  it('pays at most the cap', () => {
    expect(promoBoost(terms, 80_000)).toBe(5_000);
  });

  it('adds nothing to nothing', () => {
    expect(promoBoost(terms, 0)).toBe(0);
    expect(promoBoost(terms, Number.NaN)).toBe(0);
  });
});
