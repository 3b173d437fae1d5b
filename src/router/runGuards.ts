import type { HostState } from '../store/hostState.ts';
import { ALLOW } from '@host/sdk';
import type { GuardContribution, GuardResult, Navigation } from './guardTypes.ts';
import { KERNEL_GUARDS } from './kernelGuards.ts';

/** Kernel guards first, in their fixed order; then plugin guards by `order`. */
export function orderGuards(pluginGuards: readonly GuardContribution[]): GuardContribution[] {
  return [...KERNEL_GUARDS, ...[...pluginGuards].sort((a, b) => a.order - b.order)];
}

export interface GuardDecision {
  result: GuardResult;
  /** The guard that decided, or null when all allowed. */
  decidedBy: string | null;
}

/** Runs the guards in order; the first that does not allow decides. A throwing guard is logged and skipped. */
export function runGuards(
  guards: readonly GuardContribution[],
  navigation: Navigation,
  state: HostState,
  log: (message: string, detail?: unknown) => void,
  skip: ReadonlySet<string> = new Set(),
): GuardDecision {
  for (const { name, guard } of guards) {
    if (skip.has(name)) continue;
    let result: GuardResult;
    try {
      result = guard(navigation, state);
    } catch (error) {
      log(`guard ${name} failed; skipped`, error);
      continue;
    }
    if (result.kind !== 'allow') return { result, decidedBy: name };
  }
  return { result: ALLOW, decidedBy: null };
}
