/**
 * Odds display format ids (spec 9 lists 0, 1, 2, 4, 5, 6, 14, 15, 16 as "decimal, fractional, American and
 * others" without naming the rest). 1, 2, 4, 5 and 6 are the operator's own ids (the `EnCoefView` enum of its
 * public client: 1 fractional, 2 American, 4 Hong Kong, 5 Indonesian, 6 Malay), since they arrive in operator data;
 * 14, 15 and 16 are ours:
 *
 * | id | format | shown as | rounding |
 * |---|---|---|---|
 * | 0 | decimal | `2.50` | 2 decimals, down |
 * | 1 | fractional, exact | `3/2`, `91/100` | best fraction not above d − 1 with denominator ≤ 100 |
 * | 2 | American | `+150`, `-111` | integer; positive side down, negative side nearest |
 * | 4 | Hong Kong | `1.50` | 2 decimals, down |
 * | 5 | Indonesian | `+1.50`, `-1.111` | positive side 2 decimals down; negative side 3 decimals nearest |
 * | 6 | Malay | `0.90`, `-0.667` | positive side 2 decimals down; negative side 3 decimals nearest |
 * | 14 | implied probability | `50%`, `33.3%` | 1 decimal, nearest, trailing .0 dropped |
 * | 15 | decimal, 3 places | `1.675` | 3 decimals, down |
 * | 16 | fractional, traditional ladder | `4/6`, `15/2` | the highest rung not above d − 1 |
 *
 * Rounding: a shown price must never be better than the price the bet settles at. Forms that grow with the price
 * (decimal, Hong Kong, the positive sides, both fractional forms) therefore round down, which also makes 8.80 read
 * 15/2 rather than 8/1 on the ladder, where one rung can be worth 10 % of the price. The reciprocal sides
 * (−100/(d − 1), −1/(d − 1)) round to nearest: rounding them "down" would print 1.9 as −112 / −1.112 instead of the
 * −111 / −1.111 every book shows, and at 3 decimals the error is below a thousandth of the shown figure.
 * Implied probability is information rather than a price and rounds to nearest.
 *
 * Edge prices: every price above 1 shows as a price. Where those places would show no price (1.005 as decimal
 * "1.00", as Hong Kong "0.00"; Malay at 5000 "-0.000"; 2500 as "0%"), the figure takes more decimals until it
 * does ("1.005", "0.005", "-0.0002", "0.04%"). A fraction that would read 0/1 (1.005 with denominators up to 100)
 * becomes the exact fraction of the decimal (1/200), and a price past the ladder's top rung (1000/1) its exact
 * fraction (2500 → 2499/1) rather than a rung worth less than half of it.
 */
// In the picker's order.
export const ODDS_FORMAT = {
  decimal: 0,
  fractionalLadder: 16,
  fractional: 1,
  american: 2,
  hongKong: 4,
  indonesian: 5,
  malay: 6,
  impliedProbability: 14,
  decimalPrecise: 15,
} as const;

export type OddsFormatId = (typeof ODDS_FORMAT)[keyof typeof ODDS_FORMAT];

export const ODDS_FORMAT_IDS: readonly OddsFormatId[] = Object.values(ODDS_FORMAT);

/** The format a coefViewId shows prices in: an id no format has (a stale or tampered preference) shows decimals. */
export const oddsFormatIdOf = (coefViewId: number | undefined): OddsFormatId =>
  coefViewId !== undefined && (ODDS_FORMAT_IDS as readonly number[]).includes(coefViewId) ? (coefViewId as OddsFormatId) : ODDS_FORMAT.decimal;
