/**
 * The limits plugin's published contract: the `limits` service (plugin.json `provides`) and its types. Other plugins
 * import this folder, and nothing else of the limits plugin; no implementation lives here.
 */
import { createServiceRef, type HostState } from '@host/sdk';

/**
 * An area where money is staked, as the plugin that offers it names it in plugin.json (its gambling areas): the
 * limits service decides per player, live, whether it is open.
 */
export type GamblingArea = string;

/** Responsible-gaming limits. */
export interface LimitsService {
  isAreaOpen(state: HostState, area: GamblingArea): boolean;
  /** Why an area is closed (an i18n key of the limits plugin), or null when it is open. */
  closedReason(state: HostState, area: GamblingArea): string | null;
  /** Whether the player may deposit now: no self-exclusion or time-out in force, and deposit limits not used up. */
  mayDeposit(state: HostState): boolean;
  /**
   * The most the player may deposit now under their active deposit limits (types 20–22, 24 h / 7 d / 30 d), in the
   * major unit of their main account's currency; null when no deposit limit caps it (none set, or 999999999).
   */
  remainingDeposit(state: HostState): number | null;
  /** Why the player may not deposit now (an i18n key of the limits plugin), or null when they may. */
  depositClosedReason(state: HostState): string | null;
  /** Reads the limits again (after a deposit has used some of them). */
  refresh(): void;
}

export const limitsService = createServiceRef<LimitsService>('limits', '1.1.0');
