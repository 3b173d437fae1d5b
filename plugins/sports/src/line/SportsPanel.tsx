import { NavLink } from 'react-router';
import { useRouteHref, useTranslation } from '@host/sdk';
import { useSportsTree } from './useSportsTree.ts';

/**
 * The left panel (`layout.leftColumn`): the line's sports with their event counts, one per row, beside every page
 * of the default layout on screens wide enough for it (host.css decides).
 */
export default function SportsPanel() {
  const { t } = useTranslation('sports');
  const hrefOf = useRouteHref();
  const tree = useSportsTree('line', 'list');
  return (
    <nav className="sports-panel" aria-label={t('all_sports')}>
      {tree?.sports
        .filter((sport) => sport.eventCount > 0)
        .map((sport) => {
          const to = hrefOf('line.sport', { sport: sport.slug });
          return to ? (
            <NavLink key={sport.id} to={to} className="sports-panel__item">
              {t(`sport_${sport.slug}`, { defaultValue: sport.name })} <span className="sports-menu__count">{sport.eventCount}</span>
            </NavLink>
          ) : null;
        })}
    </nav>
  );
}
