import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectPreferences, useRouteHref } from '@host/sdk';
import type { SportEvent } from '../../../../schemas/sports.ts';
import { favoriteToggled } from '../favorites/favoritesSlice.ts';
import { selectIsFavorite } from '../sportsSelectors.ts';
import { formatEventTime } from './formatEventTime.ts';
import { OddsButton } from './OddsButton.tsx';
import { isLiveStatus } from './toCouponMarket.ts';

/** The route of a game page for an event, in the feed it is shown in. */
export function gameRouteParams(event: SportEvent): { name: string; params: Record<string, string | number> } {
  return {
    name: isLiveStatus(event.status) ? 'live.game' : 'line.game',
    params: { sport: event.sportSlug, champ: event.champSlug, game: event.id },
  };
}

/**
 * One event in a list: teams, time or live score, the main market's prices and a link to every market. Memoised
 * by reference: the list keeps the same object for an event whose version did not change, so a poll that moved
 * one price re-renders one row.
 */
export const EventRow = memo(function EventRow({ event }: { event: SportEvent }) {
  const { t } = useTranslation('sports');
  const dispatch = useDispatch();
  const hrefOf = useRouteHref();
  const preferences = useSelector(selectPreferences);
  const isFavorite = useSelector(selectIsFavorite(event.id));
  const route = gameRouteParams(event);
  const href = hrefOf(route.name, route.params);
  const live = isLiveStatus(event.status);
  const main = event.markets[0];
  return (
    <article className={`event-row${live ? ' event-row--live' : ''}`} data-event={event.id}>
      <button
        type="button"
        className={`event-row__favorite${isFavorite ? ' event-row__favorite--on' : ''}`}
        aria-pressed={isFavorite}
        aria-label={t(isFavorite ? 'favorite_remove' : 'favorite_add')}
        onClick={() => dispatch(favoriteToggled(event.id))}
      >
        ★
      </button>
      <div className="event-row__info">
        {href ? (
          <Link className="event-row__teams" to={href}>
            <span>{event.home}</span>
            {event.away && <span>{event.away}</span>}
          </Link>
        ) : (
          <span className="event-row__teams">{event.home}</span>
        )}
        <span className="event-row__meta">
          {live ? (
            <>
              <span className="event-row__live-badge">{t('live_badge')}</span>
              {event.score && (
                <span className="event-row__score" aria-label={t('score')}>
                  {event.score.home}:{event.score.away}
                </span>
              )}
              {event.clock && <span className="event-row__clock">{event.clock}</span>}
              {event.period && <span>{t(event.period, { defaultValue: '' })}</span>}
            </>
          ) : (
            <time dateTime={new Date(event.startsAt * 1000).toISOString()}>{formatEventTime(event.startsAt, preferences)}</time>
          )}
          <span className="event-row__champ">{event.champName}</span>
        </span>
      </div>
      <div className="event-row__odds">
        {main?.outcomes.map((outcome) => <OddsButton key={outcome.id} event={event} market={main} outcome={outcome} />)}
      </div>
      {href && event.marketCount > 1 && (
        <Link className="event-row__more" to={href} aria-label={t('all_markets', { count: event.marketCount })}>
          +{event.marketCount - 1}
        </Link>
      )}
    </article>
  );
});
