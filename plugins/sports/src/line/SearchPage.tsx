import { useEffect, useState } from 'react';
import { useTranslation } from '@host/sdk';
import { useSearchParams } from 'react-router';
import type { SportEvent } from '../../schemas/sports.ts';
import { searchEvents } from '../api/eventsApi.ts';
import { EventRows } from './EventRows.tsx';

/** Shorter text matches too much to be useful. */
export const SEARCH_MIN_LENGTH = 2;
const SEARCH_DEBOUNCE_MS = 300;

/** search-events: teams and championships by name; the text is kept in the `q` query so a result can be shared. */
export default function SearchPage() {
  const { t } = useTranslation('sports');
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get('q') ?? '');
  const [results, setResults] = useState<{ text: string; events: readonly SportEvent[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const query = text.trim();

  useEffect(() => {
    if (query.length < SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearchParams({ q: query }, { replace: true });
      searchEvents(query, controller.signal)
        .then((reply) => {
          setFailed(false);
          setResults({ text: query, events: reply.events });
        })
        .catch(() => !controller.signal.aborted && setFailed(true));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, setSearchParams]);

  return (
    <div className="sports-page">
      <h1 className="sports-page__title">{t('page_search-events')}</h1>
      <input
        className="search__input"
        type="search"
        value={text}
        placeholder={t('search_placeholder')}
        aria-label={t('search_placeholder')}
        onChange={(change) => setText(change.target.value)}
        autoFocus
      />
      {query.length > 0 && query.length < SEARCH_MIN_LENGTH && <p>{t('search_too_short', { count: SEARCH_MIN_LENGTH })}</p>}
      {failed && <p role="alert">{t('events_load_error')}</p>}
      {results && query.length >= SEARCH_MIN_LENGTH && (
        <section aria-label={t('search_results')} className="event-list">
          {results.events.length === 0 ? <p>{t('search_nothing', { text: results.text })}</p> : <EventRows events={results.events} />}
        </section>
      )}
    </div>
  );
}
