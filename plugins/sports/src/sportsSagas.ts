import { couponSaga, couponWorkflow } from './couponUi/couponSaga.ts';

// Sagas usually start because of a first bet: the workflow that saves and places it is fetched with them, not after.
// A failure here is met again, and reported, at the coupon's first use.
couponWorkflow().catch(() => undefined);

/** The sports plugin's sagas, fetched when the kernel starts sagas (see definePlugin's `sagas`). */
export default [couponSaga];
