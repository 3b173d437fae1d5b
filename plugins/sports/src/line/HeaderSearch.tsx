import { type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Icon, useRouteHref, useTranslation } from '@host/sdk';

const SEARCH_ICON = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 1 0 0-13ZM15.5 15.5 20 20';

/**
 * The header's search (`header.actions`), on desktops: a box that takes the text to the search page (its `q` query).
 * Phones have the search among the line pages' shortcuts, the header being full there. Nothing where the domain serves
 * no search page.
 */
export function HeaderSearch() {
  const { t } = useTranslation('sports');
  const navigate = useNavigate();
  const searchHref = useRouteHref()('search-events');
  if (searchHref === null) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(text ? `${searchHref}?${new URLSearchParams({ q: text })}` : searchHref);
  };
  return (
    <form role="search" className="header-search" onSubmit={submit}>
      <input className="header-search__input" type="search" name="q" placeholder={t('search_placeholder')} aria-label={t('page_search-events')} />
      <button type="submit" className="icon-button" aria-label={t('page_search-events')}>
        <Icon path={SEARCH_ICON} />
      </button>
    </form>
  );
}
