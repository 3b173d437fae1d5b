import { provide } from '@host/sdk';
import { limitsService } from '../contract/index.ts';
import { closedReason, depositClosedReason, isAreaOpen, mayDeposit, remainingDeposit } from './limitsSelectors.ts';
import { limitsRefreshRequested } from './limitsSlice.ts';

/**
 * The `limits` service, live from the store: whether the player may stake money in an area now (self-exclusion,
 * time-out), and whether and how much they may deposit under their deposit limits.
 */
export const limitsServices = [
  provide(limitsService, ({ dispatch }) => ({
    isAreaOpen: (state) => isAreaOpen(state),
    closedReason: (state) => closedReason(state),
    mayDeposit,
    remainingDeposit,
    depositClosedReason,
    refresh: () => dispatch(limitsRefreshRequested()),
  })),
];
