import { SYMBOLS, type SlotSymbol } from './slotMachine.ts';

/**
 * What a test scenario sets for the casino (field `casino` of `POST /bff-test/scenario/{id}`): `restricted` plays the
 * part of the limits plugin's self-exclusion or time-out until its BFF exists; `partitions` replaces the partitions
 * the server allows; `reels` fixes the reels of every spin of the games launched in the scenario; `advanceSeconds`
 * moves the clock the scenario's spins are paced by forward (the jurisdiction profile's `casinoPacing`).
 */
export interface CasinoOverlay {
  restricted: boolean;
  partitions?: string[];
  reels?: [SlotSymbol, SlotSymbol, SlotSymbol];
  clockOffsetMs?: number;
}

/** Overlays by scenario state: a reset scenario gets a new state object, so its overlay goes with the old one. */
const overlays = new WeakMap<object, CasinoOverlay>();

export const casinoOverlayOf = (scenario: object): CasinoOverlay | undefined => overlays.get(scenario);

/** Applies the `casino` field of a scenario patch; answers an error message for a malformed one. */
export function applyCasinoPatch(scenario: object, patch: unknown): string | null {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return 'casino must be an object';
  const { restricted, partitions, reels, advanceSeconds, ...rest } = patch as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `casino: unknown field ${Object.keys(rest)[0].slice(0, 40)}`;
  if (restricted !== undefined && typeof restricted !== 'boolean') return 'casino.restricted must be a boolean';
  if (partitions !== undefined && partitions !== null && (!Array.isArray(partitions) || !partitions.every((slug) => typeof slug === 'string' && /^[a-z0-9-]{1,80}$/.test(slug)))) {
    return 'casino.partitions must be a list of slugs or null';
  }
  if (reels !== undefined && reels !== null && (!Array.isArray(reels) || reels.length !== 3 || !reels.every((symbol) => SYMBOLS.includes(symbol as SlotSymbol)))) {
    return `casino.reels must be three of ${SYMBOLS.join(', ')} or null`;
  }
  if (advanceSeconds !== undefined && (typeof advanceSeconds !== 'number' || !Number.isFinite(advanceSeconds) || advanceSeconds < 0)) return 'casino.advanceSeconds must be a number of seconds';
  const overlay: CasinoOverlay = overlays.get(scenario) ?? { restricted: false };
  if (restricted !== undefined) overlay.restricted = restricted;
  if (partitions !== undefined) overlay.partitions = partitions === null ? undefined : (partitions as string[]);
  if (reels !== undefined) overlay.reels = reels === null ? undefined : (reels as CasinoOverlay['reels']);
  if (advanceSeconds !== undefined) overlay.clockOffsetMs = (overlay.clockOffsetMs ?? 0) + advanceSeconds * 1000;
  overlays.set(scenario, overlay);
  return null;
}
