import type { MouseEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import type { SportEvent } from '../../schemas/sports.ts';
import { selectFavorites } from '../sportsSelectors.ts';
import { EventRow, rowSelection } from './EventRow.tsx';
import { LineProvider, useSelectedOutcomeIds } from './LineContext.tsx';
import { useRowsOnScreen } from './useRowsOnScreen.ts';

/**
 * Rows of events with what each needs to know of the coupon and favorites. The shared pieces come from a provider
 * above the rows' store readers, so a tap on a price re-renders the rows' list and not the provider's hooks.
 */
export function EventRows({ events }: { events: readonly SportEvent[] }) {
  return (
    <LineProvider>
      <RowsWithSelection events={events} />
    </LineProvider>
  );
}

/** The only store readers of a list: which prices are in the coupon, which events are favorites. */
function RowsWithSelection({ events }: { events: readonly SportEvent[] }) {
  const selectedIds = useSelectedOutcomeIds();
  const favorites = useSelector(selectFavorites);
  const navigate = useNavigate();
  const { onScreen, observeRow } = useRowsOnScreen();
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
        <EventRow key={event.id} event={event} {...rowSelection(event, selectedIds, favorites)} onScreen={!onScreen || onScreen.has(event.id)} observeRow={observeRow} />
      ))}
    </div>
  );
}
