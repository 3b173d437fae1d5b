import { definePlugin } from '@host/sdk';
import { accountsService, sessionService } from '../../account/contract/index.ts';
import { analyticsService } from '../../analytics/contract/index.ts';
import { limitsService } from '../../limits/contract/index.ts';
import { loadCouponReducer } from './coupon/loadCouponReducer.ts';
import { QuickCouponSlot } from './couponUi/QuickCouponSlot.tsx';
import { restoreSportsState } from './couponUi/restoreSportsState.ts';
import { HeaderSearch } from './line/HeaderSearch.tsx';
import { lazySlot } from './lazySlot.tsx';
import { sportsSlice } from './sportsSlice.ts';

/**
 * Sports: line, live and the coupon. Loaded at boot because the quick coupon and the home sections are on every
 * page and the saved coupon must be back before the first render; pages and slot components load on first use.
 */
export default definePlugin({
  id: 'sports',
  translations: 'sports',
  slice: sportsSlice,
  optionalRequires: [accountsService, sessionService, limitsService, analyticsService],
  prepare: restoreSportsState,
  // Chunk names group what is fetched together: each lazy chunk costs this boot bundle its integrity hash. The sagas
  // fetch the coupon workflow as they start, so they come in its chunk (one request, not two one after the other).
  sagas: () => import(/* webpackChunkName: "workflow" */ './sportsSagas.ts'),
  // The list pages share their lists, rows and prices (with the home sections, in a chunk of their own) and a bettor
  // goes from one to the next, so their own code comes as one chunk. An event's page, often the first page of a
  // visit, draws its markets without the lists: it keeps a chunk of its own.
  pages: {
    sportsIndex: () => import(/* webpackChunkName: "linePages" */ './line/SportsIndexPage.tsx'),
    events: () => import(/* webpackChunkName: "linePages" */ './line/EventsPage.tsx'),
    game: () => import('./line/GamePage.tsx'),
    champs: () => import(/* webpackChunkName: "linePages" */ './line/ChampsPage.tsx'),
    search: () => import(/* webpackChunkName: "linePages" */ './line/SearchPage.tsx'),
    results: () => import(/* webpackChunkName: "linePages" */ './line/ResultsPage.tsx'),
    expressDay: () => import('./line/ExpressDayPage.tsx'),
    history: () => import('./history/HistoryPage.tsx'),
    // The slip's pages and modal dispatch coupon events: the reducer loads beside them.
    coupon: () => Promise.all([loadCouponReducer(), import(/* webpackChunkName: "slip" */ './couponUi/CouponPage.tsx')]).then(([, page]) => page),
  },
  modals: {
    // The settings are the coupon reducer's: the modal may open first, straight from its link.
    'coupon-settings-modal': () => loadCouponReducer().then(() => import('./couponUi/CouponSettingsModal.tsx')),
  },
  offersSlots: {
    // A statistics or streaming plugin fills it; its component reads the event from the route (`game` parameter).
    'sports.eventSidePanel': "beside an event's markets on its page; the event id is the route's `game` parameter",
  },
  slots: {
    'header.actions': HeaderSearch,
    'home.sections': lazySlot(() => import('./home/TopEventsSection.tsx')),
    'layout.sideColumn': QuickCouponSlot,
    // Shown on wide screens only, so its code shares the line pages' chunk rather than costing a hash of its own.
    'layout.leftColumn': lazySlot(() => import(/* webpackChunkName: "linePages" */ './line/SportsPanel.tsx')),
  },
});
