/**
 * Reference implementation for tests and the benchmark only: walks every k-subset and adds its product. It is
 * C(n, k) work, which is exactly why the coupon uses elementarySymmetric instead; nothing in the app imports it.
 */
export function naiveSystemSum(odds: readonly number[], k: number): number {
  let sum = 0;
  const walk = (start: number, left: number, productSoFar: number): void => {
    if (left === 0) {
      sum += productSoFar;
      return;
    }
    for (let i = start; i <= odds.length - left; i += 1) walk(i + 1, left - 1, productSoFar * odds[i]);
  };
  if (k >= 0 && k <= odds.length) walk(0, k, 1);
  return sum;
}
