import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { formatStartTime, HttpError, selectPreferences, Slot, useRouteEntry, useTranslation } from '@host/sdk';
import type { SportEvent } from '../../schemas/sports.ts';
import { fetchEvent } from '../api/sportsApi.ts';
import { LineProvider, useSelectedOutcomeIds } from './LineContext.tsx';
import { GameMarkets } from './GameMarkets.tsx';
import { GameTrail } from './GameTrail.tsx';
import { periodBreakdown } from './periodBreakdown.ts';
import { pollIntervalMs } from './pollIntervals.ts';
import { isLiveStatus } from './toCouponMarket.ts';
import { usePolling } from './usePolling.ts';

/**
 * The statistics popup (first document 2.9, a window of its own in the empty layout): the game's header and what a
 * statistics plugin puts beside it (`sports.eventSidePanel`), without the markets.
 */
export const STATISTIC_POPUP_ROUTE = 'statisticpopup';

const keepUnchanged = (previous: SportEvent | null, next: SportEvent) => (previous && previous.version === next.version ? previous : next);

/**
 * One game with every market, by tabs, under the way back to its sport and competition (neither in the statistics
 * popup). An address without a game id (the popup's game is optional) or with one that cannot be a game says so,
 * and asks the server nothing.
 */
export default function GamePage() {
  const { t } = useTranslation('sports');
  const params = useParams();
  const statisticsOnly = useRouteEntry()?.name === STATISTIC_POPUP_ROUTE;
  const given = params.game ?? params.id;
  const id = Number(given);
  if (Number.isSafeInteger(id) && id > 0) return <Game id={id} statisticsOnly={statisticsOnly} />;
  return (
    <div className="sports-page">
      <p role="alert">{t(given === undefined ? 'statistic_no_game' : 'game_not_found')}</p>
    </div>
  );
}

/** The game `id`: live games poll every 2 s, line games every 15 s. */
function Game({ id, statisticsOnly }: { id: number; statisticsOnly: boolean }) {
  const { t } = useTranslation('sports');
  const preferences = useSelector(selectPreferences);
  const selectedIds = useSelectedOutcomeIds();
  // Polled at the live rate until the first reply says the game is not live.
  const [liveRate, setLiveRate] = useState(true);
  const { data: event, error } = usePolling<SportEvent>(`game:${id}`, (signal) => fetchEvent(id, signal).then((reply) => reply.event), pollIntervalMs(liveRate ? 'live' : 'line', 'game'), keepUnchanged);
  const isLive = event ? isLiveStatus(event.status) : true;
  useEffect(() => setLiveRate(isLive), [isLive]);
  if (!event) {
    const gone = error instanceof HttpError && error.status === 404;
    return (
      <div className="sports-page">
        {error ? <p role="alert">{t(gone ? 'game_not_found' : 'events_load_error')}</p> : <div className="event-list__skeleton" aria-busy="true" />}
      </div>
    );
  }
  const live = isLiveStatus(event.status);
  const periods = periodBreakdown(event.periodScores);
  return (
    <div className="sports-page game">
      {!statisticsOnly && <GameTrail event={event} />}
      <header className="game__header">
        <p className="game__champ">{event.champName}</p>
        <h1 className="game__title">
          {event.home}
          {event.away && <> – {event.away}</>}
        </h1>
        {event.score && (
          <p className="game__score" aria-label={t('score')}>
            {event.score.home}:{event.score.away}
          </p>
        )}
        <p className="game__status">
          {event.status === 4 ? t('game_finished') : live ? [t('live_badge'), event.clock, event.period && t(event.period, { defaultValue: '' })].filter(Boolean).join(' · ') : formatStartTime(event.startsAt, preferences)}
        </p>
        {periods && (
          <p className="game__periods">
            <span className="visually-hidden">{t('period_scores')} </span>({periods})
          </p>
        )}
      </header>
      {!statisticsOnly && (
        <LineProvider>
          <GameMarkets event={event} selectedIds={selectedIds} />
        </LineProvider>
      )}
      <Slot name="sports.eventSidePanel" />
    </div>
  );
}
