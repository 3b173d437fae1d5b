// The probability distributions the market models draw their chances from.

/** The normal distribution's cumulative probability at x (mean 0, deviation 1). */
export function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 on erf.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The chances of 0, 1, … max events of a Poisson process of mean lambda. */
export function poisson(lambda: number, max: number): number[] {
  const result: number[] = [];
  let term = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    result.push(term);
    term = (term * lambda) / (k + 1);
  }
  return result;
}
