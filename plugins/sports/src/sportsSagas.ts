import { couponSaga } from './couponUi/couponSaga.ts';

/** The sports plugin's sagas, fetched when the kernel starts sagas (see definePlugin's `sagas`). */
export default [couponSaga];
