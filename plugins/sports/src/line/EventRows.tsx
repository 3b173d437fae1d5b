import type { MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import type { SportEvent } from '../../schemas/sports.ts';
import { selectFavorites } from '../sportsSelectors.ts';
import { EventRow, rowSelection } from './EventRow.tsx';
import { dayNumberOf } from './eventDays.ts';
import { LineProvider, useLine, useSelectedOutcomeIds } from './LineContext.tsx';
import type { RowsOnScreen } from './useRowsOnScreen.ts';

interface RowsProps {
  events: readonly SportEvent[];
  /** Puts a heading over each day's games (a list of games to come, in start order): "Today", "Tomorrow"… */
  byDay?: boolean;
  /** A long list's rows on screen (a page's own list): off screen, a row waits for its event's new versions. */
  rowsOnScreen?: RowsOnScreen;
}

/**
 * Rows of events with what each needs to know of the coupon and favorites, under a heading per day when asked. The
 * shared pieces come from a provider above the rows' store readers, so a tap on a price re-renders the rows' list and
 * not the provider's hooks.
 */
export function EventRows({ events, byDay, rowsOnScreen }: RowsProps) {
  return (
    <LineProvider>
      <RowsWithSelection events={events} byDay={byDay} rowsOnScreen={rowsOnScreen} />
    </LineProvider>
  );
}

/** The only store readers of a list: which prices are in the coupon, which events are favorites. */
function RowsWithSelection({ events, byDay = false, rowsOnScreen }: RowsProps) {
  const { time, dayLabel } = useLine();
  const selectedIds = useSelectedOutcomeIds();
  const favorites = useSelector(selectFavorites);
  const navigate = useNavigate();
  const onScreen = rowsOnScreen?.onScreen;
  const today = dayNumberOf(Date.now(), time.timeZone);
  // One handler for every row's links: a plain click navigates in the app; a modified click opens as the browser would.
  const followLink = (click: MouseEvent<HTMLDivElement>) => {
    const anchor = (click.target as Element).closest('a[data-route-link]');
    if (!anchor || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    click.preventDefault();
    navigate(anchor.getAttribute('href')!);
  };
  return (
    <div className="event-rows" onClick={followLink}>
      {/* One flat list of headings and rows: a row keeps its element when a day's heading comes or goes above it. */}
      {events.flatMap((event, index) => {
        const row = <EventRow key={event.id} event={event} {...rowSelection(event, selectedIds, favorites)} onScreen={!onScreen || onScreen.has(event.id)} observeRow={rowsOnScreen?.observeRow} />;
        const day = byDay ? dayNumberOf(event.startsAt * 1000, time.timeZone) : null;
        if (day === null || (index > 0 && day === dayNumberOf(events[index - 1].startsAt * 1000, time.timeZone))) return [row];
        return [
          <h3 key={`day:${day}`} className="event-rows__day">
            {dayLabel(day, today)}
          </h3>,
          row,
        ];
      })}
    </div>
  );
}
