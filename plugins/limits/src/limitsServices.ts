import { limitsService, provide } from '@host/sdk';
import { closedReason, isAreaOpen } from './limitsSelectors.ts';

/** The `limits` service: whether the player may stake money in an area now (self-exclusion, time-out), live from the store. */
export const limitsServices = [
  provide(limitsService, () => ({
    isAreaOpen: (state) => isAreaOpen(state),
    closedReason: (state) => closedReason(state),
  })),
];
