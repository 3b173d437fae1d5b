import { useState } from 'react';
import { useSelector } from 'react-redux';
import { formatStartTime, selectPreferences, useRouteEntry, useTranslation } from '@host/sdk';
import type { SportEvent } from '../../schemas/sports.ts';
import { fetchResults } from '../api/eventsApi.ts';
import { usePolling } from './usePolling.ts';

const RESULTS_POLL_MS = 60_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Finished games with their final scores, for one day (results, results/live, results/zone). */
export default function ResultsPage() {
  const { t } = useTranslation('sports');
  const routeName = useRouteEntry()?.name ?? 'results';
  const preferences = useSelector(selectPreferences);
  const [date, setDate] = useState(() => isoDay(new Date()));
  const { data, error } = usePolling<readonly SportEvent[]>(`results:${date}`, (signal) => fetchResults({ date }, signal).then((reply) => reply.events), RESULTS_POLL_MS);
  return (
    <div className="sports-page">
      <h1 className="sports-page__title">{t(`page_${routeName.replace(/\./g, '_')}`)}</h1>
      <label className="results__date">
        {t('results_date')} <input type="date" value={date} max={isoDay(new Date())} onChange={(change) => change.target.value && setDate(change.target.value)} />
      </label>
      {error && !data && <p role="alert">{t('events_load_error')}</p>}
      {data && data.length === 0 && <p>{t('results_empty')}</p>}
      <table className="results__table">
        <tbody>
          {data?.map((event) => (
            <tr key={event.id}>
              <td>{formatStartTime(event.startsAt, preferences)}</td>
              <td>{event.champName}</td>
              <td>
                {event.home}
                {event.away && ` – ${event.away}`}
              </td>
              <td className="results__score">{event.score ? `${event.score.home}:${event.score.away}` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
