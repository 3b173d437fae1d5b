import { definePlugin } from '@host/sdk';
import { LimitsFloating } from './LimitsFloating.tsx';
import { HeaderSessionClock } from './session/HeaderSessionClock.tsx';
import { limitsServices } from './limitsServices.ts';
import { limitsSlice } from './limitsSlice.ts';

/**
 * Responsible gaming: the player's limits, self-exclusion and time-out, and the session safety. Loaded at boot, as
 * it provides the `limits` service every gambling area asks whether it is open for the player now.
 */
export default definePlugin({
  id: 'limits',
  translations: 'limits',
  slice: limitsSlice,
  provides: limitsServices,
  sagas: () => import('./limitsSagas.ts'),
  pages: {
    responsible: () => import('./page/ResponsiblePage.tsx'),
  },
  slots: {
    'layout.floating': LimitsFloating,
    'header.actions': HeaderSessionClock,
  },
});
