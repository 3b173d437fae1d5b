import { useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { SportEvent } from '../../schemas/sports.ts';
import { loadCouponReducer } from '../coupon/loadCouponReducer.ts';
import { fetchEvents } from '../api/eventsApi.ts';
import type { EventQuery, LineMode } from '../api/sportsApi.ts';
import { selectFavorites } from '../sportsSelectors.ts';
import { EventRows } from './EventRows.tsx';
import { mergeEvents } from './mergeEvents.ts';
import { pollIntervalMs, type PollComponent } from './pollIntervals.ts';
import { usePolling } from './usePolling.ts';
import type { RowsOnScreen } from './useRowsOnScreen.ts';

interface Props {
  mode: LineMode;
  query: EventQuery;
  title: string;
  /** Shows the title as a heading; a page whose only list is this one names it in its own title instead. */
  showTitle?: boolean;
  component?: PollComponent;
  favoritesOnly?: boolean;
  /** Keeps events whose teams or championship contain this text (team pages). */
  search?: string;
  /** Hides the whole section when it has no events (a page that lists live and line shows only what exists). */
  hideWhenEmpty?: boolean;
  rowsOnScreen?: RowsOnScreen;
}

const matchesText = (event: SportEvent, text: string) =>
  [event.home, event.away, event.champName].some((name) => name.toLowerCase().includes(text.toLowerCase()));

/** A polled list of events, grouped under one title. */
export function EventList({ mode, query, title, showTitle = true, component = 'list', favoritesOnly = false, search, hideWhenEmpty = false, rowsOnScreen }: Props) {
  const { t } = useTranslation('sports');
  const favorites = useSelector(selectFavorites);
  const key = `${mode}:${JSON.stringify(query)}`;
  const load = (signal: AbortSignal) => fetchEvents(mode, query, signal).then((reply) => reply.events);
  const { data, error } = usePolling<readonly SportEvent[]>(key, load, pollIntervalMs(mode, component, query.sport), mergeEvents);
  const events = (data ?? []).filter((event) => (!favoritesOnly || favorites.includes(event.id)) && (!search || matchesText(event, search)));
  if (data && events.length === 0 && hideWhenEmpty) return null;
  return (
    <section
      className="event-list"
      aria-label={title}
      aria-busy={data === null && error === null}
      onPointerEnter={loadCouponReducer}
      onTouchStart={loadCouponReducer}
      onFocus={loadCouponReducer}
    >
      {showTitle && <h2 className="event-list__title">{title}</h2>}
      {error && data === null && (
        <p role="alert" className="event-list__error">
          {t('events_load_error')}
        </p>
      )}
      {data === null && error === null && <div className="event-list__skeleton" aria-hidden="true" />}
      {data && events.length === 0 && <p className="event-list__empty">{t(favoritesOnly ? 'favorites_empty' : 'events_empty')}</p>}
      <EventRows events={events} byDay={mode === 'line'} rowsOnScreen={rowsOnScreen} />
    </section>
  );
}
