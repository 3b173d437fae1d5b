import { limitsSaga } from './limitsSaga.ts';

/** The limits plugin's sagas, fetched when the kernel starts sagas (see definePlugin's `sagas`). */
export default [limitsSaga];
