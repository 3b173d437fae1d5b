// System-bet maths: the O(n·k) elementary-symmetric sum against walking every combination.
import { naiveSystemSum } from '../plugins/sports/src/coupon/naiveSystemSum.ts';
import { combinationCount, systemMaxWin } from '../plugins/sports/src/coupon/systemBet.ts';
import { median } from './browser.ts';

export interface SystemBetFigures {
  /** Median ms per systemMaxWin call, 40 selections, system 20 (1.4·10^11 combinations). */
  fastMs: number;
  /** Median ms per naive enumeration of naiveSize. */
  naiveMs: number;
  naiveSize: string;
}

const FAST = { n: 40, k: 20, callsPerSample: 2_000, samples: 15 };
// C(20, 10) = 184,756 combinations: large enough to show the gap, small enough to finish in milliseconds.
const NAIVE = { n: 20, k: 10, samples: 9 };

/** Realistic, distinct prices, the same on every run. */
const odds = (n: number) => Array.from({ length: n }, (_, i) => 1.2 + ((i * 37) % 29) / 10);

/** The result is folded into a sink so the engine cannot drop the work as dead code. */
let sink = 0;

export function measureSystemBet(): SystemBetFigures {
  const fastOdds = odds(FAST.n);
  const fastSamples: number[] = [];
  // The first samples include JIT warm-up; the median keeps them from skewing the figure.
  for (let sample = 0; sample < FAST.samples; sample += 1) {
    const start = performance.now();
    for (let call = 0; call < FAST.callsPerSample; call += 1) {
      sink += systemMaxWin({ stakePerCombination: 1, bankerOdds: [], odds: fastOdds, k: FAST.k });
    }
    fastSamples.push((performance.now() - start) / FAST.callsPerSample);
  }

  const naiveOdds = odds(NAIVE.n);
  const naiveSamples: number[] = [];
  for (let sample = 0; sample < NAIVE.samples; sample += 1) {
    const start = performance.now();
    sink += naiveSystemSum(naiveOdds, NAIVE.k);
    naiveSamples.push(performance.now() - start);
  }
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the sink observable');

  return {
    fastMs: median(fastSamples),
    naiveMs: median(naiveSamples),
    naiveSize: `${NAIVE.n} selections, system ${NAIVE.k} (${combinationCount(NAIVE.n, NAIVE.k).toLocaleString('en')} combinations)`,
  };
}
