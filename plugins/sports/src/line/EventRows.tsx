import type { MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import type { SportEvent } from '../../schemas/sports.ts';
import { selectFavorites } from '../sportsSelectors.ts';
import { EventRow, rowSelection } from './EventRow.tsx';
import { LineProvider, useSelectedOutcomeIds } from './LineContext.tsx';
import type { RowsOnScreen } from './useRowsOnScreen.ts';

interface RowsProps {
  events: readonly SportEvent[];
  /** A long list's rows on screen (a page's own list): off screen, a row waits for its event's new versions. */
  rowsOnScreen?: RowsOnScreen;
}

/**
 * Rows of events with what each needs to know of the coupon and favorites. The shared pieces come from a provider
 * above the rows' store readers, so a tap on a price re-renders the rows' list and not the provider's hooks.
 */
export function EventRows({ events, rowsOnScreen }: RowsProps) {
  return (
    <LineProvider>
      <RowsWithSelection events={events} rowsOnScreen={rowsOnScreen} />
    </LineProvider>
  );
}

/** The only store readers of a list: which prices are in the coupon, which events are favorites. */
function RowsWithSelection({ events, rowsOnScreen }: RowsProps) {
  const selectedIds = useSelectedOutcomeIds();
  const favorites = useSelector(selectFavorites);
  const navigate = useNavigate();
  const onScreen = rowsOnScreen?.onScreen;
  // One handler for every row's links: a plain click navigates in the app; a modified click opens as the browser would.
  const followLink = (click: MouseEvent<HTMLDivElement>) => {
    const anchor = (click.target as Element).closest('a[data-route-link]');
    if (!anchor || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    click.preventDefault();
    navigate(anchor.getAttribute('href')!);
  };
  return (
    <div className="event-rows" onClick={followLink}>
      {events.map((event) => (
        <EventRow key={event.id} event={event} {...rowSelection(event, selectedIds, favorites)} onScreen={!onScreen || onScreen.has(event.id)} observeRow={rowsOnScreen?.observeRow} />
      ))}
    </div>
  );
}
