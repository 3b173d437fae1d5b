import { NavLink } from 'react-router';
import { useRouteHref, useTranslation } from '@host/sdk';
import type { SportsTree } from '../../schemas/sports.ts';
import type { LineMode } from '../api/sportsApi.ts';

/** The sports of one feed with their event counts, as a scrollable strip; the sport on screen is marked. */
export function SportsMenu({ mode, tree, activeSport }: { mode: LineMode; tree: SportsTree | null; activeSport?: string }) {
  const { t } = useTranslation('sports');
  const hrefOf = useRouteHref();
  const other = hrefOf(mode === 'line' ? 'live' : 'line');
  return (
    <nav className="sports-menu" aria-label={t(mode === 'line' ? 'menu_line' : 'menu_live')}>
      {other && (
        <NavLink className="sports-menu__switch" to={other}>
          {t(mode === 'line' ? 'section_live' : 'section_line')}
        </NavLink>
      )}
      {tree?.sports
        .filter((sport) => sport.eventCount > 0)
        .map((sport) => {
          const to = hrefOf(`${mode}.sport`, { sport: sport.slug });
          return to ? (
            <NavLink key={sport.id} to={to} className={`sports-menu__item${sport.slug === activeSport ? ' sports-menu__item--active' : ''}`}>
              {t(`sport_${sport.slug}`, { defaultValue: sport.name })} <span className="sports-menu__count">{sport.eventCount}</span>
            </NavLink>
          ) : null;
        })}
    </nav>
  );
}
