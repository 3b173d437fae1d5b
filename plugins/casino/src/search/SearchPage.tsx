import { selectLanguage, useSearch, useTranslation } from '@host/sdk';
import { useCallback, useDeferredValue } from 'react';
import { useSelector } from 'react-redux';
import { fetchGames } from '../api/casinoApi.ts';
import { CASINO_NS, SEARCH_DEBOUNCE_MS } from '../casinoConstants.ts';
import { GameGrid } from '../lobby/GameGrid.tsx';
import { normaliseSearch, SEARCH_MIN_LENGTH } from './normaliseSearch.ts';
import { useMoreResults } from './useMoreResults.ts';

const SEARCH_OPTIONS = { minLength: SEARCH_MIN_LENGTH, debounceMs: SEARCH_DEBOUNCE_MS, normalise: normaliseSearch };

/**
 * casino-search: games by name or provider as the player types (debounced, stale replies cancelled), the text kept
 * in the address (`?q=`) so a search can be shared and survives a reload.
 */
export default function SearchPage() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const search = useCallback((q: string, signal: AbortSignal) => fetchGames({ q, sort: 'popular' }, 0, lang, signal), [lang]);
  const { text, setText, query, results: found } = useSearch(search, SEARCH_OPTIONS);
  const firstPage = found?.status === 'ready' ? found.data : null;
  const loadPage = useCallback((offset: number, signal: AbortSignal) => fetchGames({ q: query, sort: 'popular' }, offset, lang, signal), [query, lang]);
  const results = useMoreResults(firstPage, loadPage);
  // The grid follows the results a step behind the field: React may interrupt drawing a page of cards, the longest
  // work of this page, so a key pressed meanwhile is answered first.
  const shownItems = useDeferredValue(results.items);
  const shownTotal = useDeferredValue(firstPage?.total ?? 0);

  const trimmed = text.trim();
  return (
    <div className="casino-page casino-search">
      <h1 className="casino-page__title">{t('title_casino_search')}</h1>
      <input
        className="casino-search__input"
        type="search"
        value={text}
        placeholder={t('search_placeholder')}
        aria-label={t('search_placeholder')}
        onChange={(change) => setText(change.target.value)}
        autoFocus
      />
      {trimmed.length > 0 && trimmed.length < SEARCH_MIN_LENGTH && <p className="casino-page__message">{t('search_too_short', { count: SEARCH_MIN_LENGTH })}</p>}
      {found?.status === 'failed' && (
        <p className="casino-page__message" role="alert">
          {t('games_load_error')}
        </p>
      )}
      {found?.status === 'loading' && <p className="casino-page__message" aria-live="polite">{t('loading')}</p>}
      {firstPage && (
        <>
          <p className="casino-page__message" aria-live="polite" data-testid="casino-search-count">
            {firstPage.total === 0 ? t('search_nothing', { text: trimmed }) : t('search_found', { count: firstPage.total })}
          </p>
          {shownTotal > 0 && <GameGrid items={shownItems} total={shownTotal} onNeed={results.ensureLoaded} />}
        </>
      )}
    </div>
  );
}
