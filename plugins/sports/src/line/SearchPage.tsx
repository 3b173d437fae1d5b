import { useSearch, useTranslation } from '@host/sdk';
import { searchEvents } from '../api/eventsApi.ts';
import { EventRows } from './EventRows.tsx';

/** Shorter text matches too much to be useful. */
const SEARCH_MIN_LENGTH = 2;
const SEARCH_OPTIONS = { minLength: SEARCH_MIN_LENGTH, debounceMs: 300 };

/** search-events: teams and championships by name; the text is kept in the `q` query so a result can be shared. */
export default function SearchPage() {
  const { t } = useTranslation('sports');
  const { text, setText, query: searched, results } = useSearch(searchEvents, SEARCH_OPTIONS);
  const query = text.trim();

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
      {results?.status === 'failed' && <p role="alert">{t('events_load_error')}</p>}
      {results?.status === 'ready' && (
        <section aria-label={t('search_results')} className="event-list">
          {results.data.events.length === 0 ? <p>{t('search_nothing', { text: searched })}</p> : <EventRows events={results.data.events} />}
        </section>
      )}
    </div>
  );
}
