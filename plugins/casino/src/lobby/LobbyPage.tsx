import { useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { GAME_SORTS } from '../../schemas/casinoApi.ts';
import { CASINO_NS } from '../casinoConstants.ts';
import { isSectionAvailable } from '../partitions/sectionAvailability.ts';
import { usePartitions } from '../partitions/usePartitions.ts';
import { CategoryChips } from './CategoryChips.tsx';
import { GameGrid } from './GameGrid.tsx';
import { isGameSort, lobbyFilterForRoute } from './lobbyFilter.ts';
import { JackpotsBar } from './JackpotsBar.tsx';
import { useGameList } from './useGameList.ts';
import { useLobby } from './useLobby.ts';

/**
 * The one lobby: every category, subcategory and provider route is a view of it narrowed by its route
 * (lobbyFilterForRoute). Category chips (the providers are the layout's brands slider), an order, and the virtualised grid that loads page by
 * page as the player scrolls. A third-party section the server does not list shows that it is not available.
 */
export default function LobbyPage() {
  const { t } = useTranslation(CASINO_NS);
  const entry = useRouteEntry();
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const routeName = entry?.name ?? 'casino';
  const filter = useMemo(() => lobbyFilterForRoute(routeName, params, searchParams), [routeName, params, searchParams]);
  const lobby = useLobby();
  const partitions = usePartitions();
  const href = useRouteHref();
  const available = isSectionAvailable(filter.category, partitions);
  const list = useGameList(filter);

  const categories = lobby.status === 'ready' ? lobby.data.categories.filter((category) => isSectionAvailable(category.slug, partitions)) : [];
  const providers = lobby.status === 'ready' ? lobby.data.providers : [];
  const categoryName = categories.find((category) => category.slug === filter.category)?.name;
  const providerName = providers.find((provider) => provider.slug === filter.provider)?.name;
  const title = providerName ?? categoryName ?? t(`title_${routeName.replace(/\./g, '_')}`, { defaultValue: t('title_casino') });
  const searchHref = href('casino.search');

  return (
    <div className="casino-page casino-lobby">
      <div className="casino-lobby__head">
        <h1 className="casino-page__title">{filter.tag ? `${title} · ${t(`tag_${filter.tag}`)}` : title}</h1>
        {searchHref && (
          <Link to={searchHref} className="casino-lobby__search">
            {t('search_open')}
          </Link>
        )}
      </div>
      <CategoryChips categories={categories} active={filter.category} />
      {filter.category === undefined && filter.provider === undefined && <JackpotsBar />}
      <label className="casino-sort">
        {t('sort_label')}
        <select
          value={filter.sort}
          onChange={(change) => {
            const next = new URLSearchParams(searchParams);
            if (isGameSort(change.target.value)) next.set('sort', change.target.value);
            setSearchParams(next, { replace: true });
          }}
        >
          {GAME_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort_${sort}`)}
            </option>
          ))}
        </select>
      </label>
      {!available ? (
        <p className="casino-page__message" data-testid="casino-section-unavailable">
          {partitions === null ? t('loading') : t('section_unavailable')}
        </p>
      ) : list.failed && list.items.length === 0 ? (
        <p className="casino-page__message" role="alert">
          {t('games_load_error')}
        </p>
      ) : list.total === null ? (
        <div className="casino-grid casino-grid--skeleton" aria-busy="true" />
      ) : list.total === 0 ? (
        <p className="casino-page__message">{t('games_none')}</p>
      ) : (
        <GameGrid items={list.items} total={list.total} onNeed={list.ensureLoaded} />
      )}
    </div>
  );
}
