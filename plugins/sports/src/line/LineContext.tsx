import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type HostState, selectPreferences, showNotification, type TimePreferences, useRouteHref, useTranslation } from '@host/sdk';
import type { CouponMarket } from '../../schemas/sports.ts';
import { loadCouponReducer } from '../coupon/loadCouponReducer.ts';
import { oneClickBetRequested } from '../couponUi/couponFlowActions.ts';
import { useOneClickOffered } from '../couponUi/useOneClickOffered.ts';
import { useSportsClosedReason } from '../couponUi/useSportsClosedReason.ts';
import { favoriteToggled } from '../favorites/favoritesSlice.ts';
import { useOddsFormat } from '../odds/useOddsFormat.ts';
import { dayHeading } from './eventDays.ts';
import { selectSports } from '../sportsSelectors.ts';

/** What every row of a list shares: read once per list instead of once per row and price. */
export interface LineContextValue {
  t: ReturnType<typeof useTranslation>['t'];
  /** Texts every row shows, translated once per list rather than once per row. */
  labels: { live: string; score: string; favoriteAdd: string; favoriteRemove: string };
  /** A translation with its fallback, cached for the list's lifetime: period names in rows, the sport's in a tap on a price. */
  named: (key: string, fallback: string) => string;
  /** "All N markets", cached per count: plural rules are the slowest part of a translation. */
  allMarkets: (count: number) => string;
  formatOdds: (decimal: number) => string;
  time: TimePreferences;
  /** The heading of a day of games (eventDays.ts: "Today", "Tomorrow", "Monday, 30 November"), cached per day. */
  dayLabel: (day: number, today: number) => string;
  hrefOf: ReturnType<typeof useRouteHref>;
  /**
   * Adds or removes an outcome (or, with one-click betting on, places it at once). While the player's limits close
   * sports betting nothing is added (a notification says why); a selected outcome can still be taken out.
   */
  pick: (market: CouponMarket, selected: boolean) => void;
  toggleFavorite: (eventId: number) => void;
}

const LineContext = createContext<LineContextValue | null>(null);

export function useLine(): LineContextValue {
  const value = useContext(LineContext);
  if (!value) throw new Error('a line row outside LineProvider');
  return value;
}

/**
 * Provides the shared pieces of rows and prices; it changes only with the language, odds format, time preferences
 * or one-click mode. A page of 300 live rows would otherwise run over a thousand store subscriptions and
 * translation hooks on every store change; here a row re-renders only when its own props change (its event, and
 * whether it is selected or a favorite, which the list passes down).
 */
export function LineProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('sports');
  const dispatch = useDispatch();
  const formatOdds = useOddsFormat();
  const hrefOf = useRouteHref();
  const preferences = useSelector(selectPreferences);
  const oneClickOffered = useOneClickOffered();
  const oneClick = useSelector((state: HostState) => selectSports(state).coupon.settings.isActiveOneClick) && oneClickOffered;
  const { closed } = useSportsClosedReason();
  const value = useMemo<LineContextValue>(() => {
    const names = new Map<string, string>();
    const marketCounts = new Map<number, string>();
    const dayLabels = new Map<string, string>();
    return {
      t,
      labels: { live: t('live_badge'), score: t('score'), favoriteAdd: t('favorite_add'), favoriteRemove: t('favorite_remove') },
      named: (key, fallback) => {
        if (!names.has(key)) names.set(key, t(key, { defaultValue: fallback }));
        return names.get(key)!;
      },
      allMarkets: (count) => {
        if (!marketCounts.has(count)) marketCounts.set(count, t('all_markets', { count }));
        return marketCounts.get(count)!;
      },
      formatOdds,
      time: { timeZone: preferences.timeZone, is12h: preferences.is12h },
      dayLabel: (day, today) => {
        const key = `${day}:${today}`;
        if (!dayLabels.has(key)) dayLabels.set(key, dayHeading(day, today, i18n.language, { today: t('day_today'), tomorrow: t('day_tomorrow') }));
        return dayLabels.get(key)!;
      },
      hrefOf,
      pick: (market, selected) => {
        // One-click placing is refused by its own saga, with its own words.
        if (oneClick) {
          dispatch(oneClickBetRequested({ market }));
          return;
        }
        if (closed && !selected) {
          dispatch(showNotification({ kind: 'error', messageKey: 'sports:cannot_place_restricted' }));
          return;
        }
        const now = Date.now();
        void loadCouponReducer().then(({ couponActions }) => dispatch(couponActions.betAdded(market, now)));
      },
      toggleFavorite: (eventId) => dispatch(favoriteToggled({ eventId })),
    };
  }, [t, i18n.language, formatOdds, preferences.timeZone, preferences.is12h, hrefOf, dispatch, oneClick, closed]);
  return <LineContext.Provider value={value}>{children}</LineContext.Provider>;
}

/** Ids of the coupon's outcomes, for lists to tell each row which of its prices are selected. */
export function useSelectedOutcomeIds(): ReadonlySet<string> {
  const bets = useSelector((state: HostState) => selectSports(state).coupon.bets);
  return useMemo(() => new Set(bets.map((bet) => bet.market.id)), [bets]);
}
