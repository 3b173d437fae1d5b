import { NavLink } from 'react-router';
import { Icon, useRouteHref, useTranslation } from '@host/sdk';

const SEARCH_ICON = 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 1 0 0-13ZM15.5 15.5 20 20';
const STAR_ICON = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z';
const ACCUMULATOR_ICON = 'M12 3 3 8l9 5 9-5ZM3 12l9 5 9-5M3 16l9 5 9-5';
const RESULTS_ICON = 'M8 4h8v5a4 4 0 0 1-8 0ZM12 13v4M8.5 20h7M8 6H4.5a3 3 0 0 0 3.5 4M16 6h3.5a3 3 0 0 1-3.5 4';

/** The ways to find a bet besides the sports themselves, by route; one the domain does not serve is left out. */
const SHORTCUTS = [
  { route: 'search-events', label: 'page_search-events', icon: SEARCH_ICON },
  { route: 'favorites', label: 'page_favorites', icon: STAR_ICON },
  { route: 'express-day', label: 'page_express-day', icon: ACCUMULATOR_ICON },
  { route: 'results', label: 'page_results', icon: RESULTS_ICON },
] as const;

/** Search, favourites, the accumulator of the day and results, above the sports of the line and live pages. */
export function SportsShortcuts() {
  const { t } = useTranslation('sports');
  const hrefOf = useRouteHref();
  return (
    <nav className="sports-shortcuts" aria-label={t('shortcuts')}>
      {SHORTCUTS.map(({ route, label, icon }) => {
        const to = hrefOf(route);
        return to ? (
          <NavLink key={route} to={to} className="sports-shortcuts__item">
            <Icon path={icon} />
            {t(label)}
          </NavLink>
        ) : null;
      })}
    </nav>
  );
}
