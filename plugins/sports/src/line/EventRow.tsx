import { memo } from 'react';
import type { SportEvent } from '../../schemas/sports.ts';
import { STAR_ICON } from '../icons.tsx';
import { formatStartTime, Icon } from '@host/sdk';
import { useLine } from './LineContext.tsx';
import { OddsButton } from './OddsButton.tsx';
import type { RowsOnScreen } from './useRowsOnScreen.ts';
import { isLiveStatus } from './toCouponMarket.ts';

/** The route of a game page for an event, in the feed it is shown in. */
export function gameRouteParams(event: SportEvent): { name: string; params: Record<string, string | number> } {
  return {
    name: isLiveStatus(event.status) ? 'live.game' : 'line.game',
    params: { sport: event.sportSlug, champ: event.champSlug, game: event.id },
  };
}

interface Props {
  event: SportEvent;
  /** Ids of this row's selected outcomes, joined: a string, so that the row re-renders only when its own change. */
  selectedKey: string;
  isFavorite: boolean;
  /** Whether the row is in or near the viewport: off screen, a new version of its event waits until it comes in. */
  onScreen: boolean;
  /** Given by a long list that follows which rows are on screen (useRowsOnScreen). */
  observeRow?: RowsOnScreen['observeRow'];
}

/**
 * A row re-renders for its selection or star at once, and for a new version of its event only on screen: a live
 * update of a long list commits the rows a bettor can see, and a row scrolled into view catches up then.
 */
const sameRow = (previous: Props, next: Props) =>
  previous.selectedKey === next.selectedKey &&
  previous.isFavorite === next.isFavorite &&
  previous.observeRow === next.observeRow &&
  (previous.event === next.event || !next.onScreen);

/**
 * One event in a list: teams, time or live score, the main market's prices and a link to every market. Memoised:
 * the list keeps the same object for an event whose version did not change, so a poll that moved one price
 * re-renders one row. Its links are plain anchors that EventRows routes in one delegated handler: a router Link
 * per row costs several hooks on every re-render of a 300-row live list.
 */
export const EventRow = memo(function EventRow({ event, selectedKey, isFavorite, observeRow }: Props) {
  const { labels, named, allMarkets, hrefOf, time, toggleFavorite } = useLine();
  const route = gameRouteParams(event);
  const href = hrefOf(route.name, route.params);
  const live = isLiveStatus(event.status);
  const main = event.markets[0];
  const selected = selectedKey.split(' ');
  return (
    <article className={`event-row${live ? ' event-row--live' : ''}`} data-event={event.id} ref={observeRow}>
      <button
        type="button"
        className={`event-row__favorite${isFavorite ? ' event-row__favorite--on' : ''}`}
        aria-pressed={isFavorite}
        aria-label={isFavorite ? labels.favoriteRemove : labels.favoriteAdd}
        onClick={() => toggleFavorite(event.id)}
      >
        <Icon path={STAR_ICON} filled />
      </button>
      <div className="event-row__info">
        {href ? (
          <a className="event-row__teams" href={href} data-route-link="">
            <span>{event.home}</span>
            {event.away && <span>{event.away}</span>}
          </a>
        ) : (
          <span className="event-row__teams">{event.home}</span>
        )}
        <span className="event-row__meta">
          {live ? (
            <>
              <span className="event-row__live-badge">{labels.live}</span>
              {event.score && (
                <span className="event-row__score" aria-label={labels.score}>
                  {event.score.home}:{event.score.away}
                </span>
              )}
              {event.clock && <span className="event-row__clock">{event.clock}</span>}
              {event.period && <span>{named(event.period, '')}</span>}
            </>
          ) : (
            <time dateTime={new Date(event.startsAt * 1000).toISOString()}>{formatStartTime(event.startsAt, time)}</time>
          )}
          <span className="event-row__champ">{event.champName}</span>
        </span>
      </div>
      <div className="event-row__odds">
        {main?.outcomes.map((outcome) => (
          <OddsButton key={outcome.id} event={event} market={main} outcome={outcome} isSelected={selected.includes(outcome.id)} />
        ))}
      </div>
      {href && event.marketCount > 1 && (
        <a className="event-row__more" href={href} data-route-link="" aria-label={allMarkets(event.marketCount)}>
          +{event.marketCount - 1}
        </a>
      )}
    </article>
  );
}, sameRow);

/** The props a list passes to each row, from the coupon's selected ids and the bettor's favorites. */
export function rowSelection(event: SportEvent, selectedIds: ReadonlySet<string>, favorites: readonly number[]) {
  const selectedKey = (event.markets[0]?.outcomes ?? [])
    .filter((outcome) => selectedIds.has(outcome.id))
    .map((outcome) => outcome.id)
    .join(' ');
  return { selectedKey, isFavorite: favorites.includes(event.id) };
}
