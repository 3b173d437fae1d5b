import { selectLanguage, useTranslation } from '@host/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { fetchGames } from '../api/casinoApi.ts';
import { CASINO_NS, SEARCH_DEBOUNCE_MS } from '../casinoConstants.ts';
import { GameGrid } from '../lobby/GameGrid.tsx';
import { SEARCH_MIN_LENGTH } from './normaliseSearch.ts';
import { useDebouncedSearch } from './useDebouncedSearch.ts';
import { useMoreResults } from './useMoreResults.ts';

/**
 * casino-search: games by name or provider as the player types (debounced, stale replies cancelled), the text kept
 * in the address (`?q=`) so a search can be shared and survives a reload.
 */
export default function SearchPage() {
  const { t } = useTranslation(CASINO_NS);
  const lang = useSelector(selectLanguage);
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get('q') ?? '');
  const search = useCallback((q: string, signal: AbortSignal) => fetchGames({ q, sort: 'popular' }, 0, lang, signal), [lang]);
  const state = useDebouncedSearch(text, search);
  const firstPage = state.status === 'done' ? state.result : null;
  const searchedText = state.status === 'done' ? state.text : '';
  const loadPage = useCallback((offset: number, signal: AbortSignal) => fetchGames({ q: searchedText, sort: 'popular' }, offset, lang, signal), [searchedText, lang]);
  const results = useMoreResults(firstPage, loadPage);

  useEffect(() => {
    const timer = setTimeout(() => {
      const q = text.trim();
      if ((searchParams.get('q') ?? '') === q) return;
      const next = new URLSearchParams(searchParams);
      if (q) next.set('q', q);
      else next.delete('q');
      setSearchParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, searchParams, setSearchParams]);

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
      {state.status === 'failed' && (
        <p className="casino-page__message" role="alert">
          {t('games_load_error')}
        </p>
      )}
      {state.status === 'loading' && <p className="casino-page__message" aria-live="polite">{t('loading')}</p>}
      {state.status === 'done' && (
        <>
          <p className="casino-page__message" aria-live="polite" data-testid="casino-search-count">
            {state.result.total === 0 ? t('search_nothing', { text: trimmed }) : t('search_found', { count: state.result.total })}
          </p>
          {state.result.total > 0 && <GameGrid items={results.items} total={state.result.total} onNeed={results.ensureLoaded} />}
        </>
      )}
    </div>
  );
}
