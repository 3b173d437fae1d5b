import { NavLink } from 'react-router';
import { useRouteHref, useTranslation } from '@host/sdk';
import type { SportsTree } from '../../schemas/sports.ts';
import type { LineMode } from '../api/sportsApi.ts';

interface Props {
  mode: LineMode;
  tree: SportsTree | null;
  sport: string;
  activeChamp?: string;
}

/**
 * A sport's competitions in one feed, with their game counts, folded under one line ("Competitions 12") so that a
 * phone keeps the games on its first screen: the way to a league without scrolling the whole sport's list. A sport
 * with one competition has no menu.
 */
export function CompetitionsMenu({ mode, tree, sport, activeChamp }: Props) {
  const { t } = useTranslation('sports');
  const hrefOf = useRouteHref();
  const champs = (tree?.sports.find((entry) => entry.slug === sport)?.champs ?? []).filter((champ) => champ.eventCount > 0);
  if (champs.length < 2) return null;
  return (
    <details className="competitions-menu">
      <summary>
        {t('competitions')} <span className="sports-menu__count">{champs.length}</span>
      </summary>
      <nav aria-label={t('competitions')}>
        <ul>
          {champs.map((champ) => {
            const to = hrefOf(`${mode}.champ`, { sport, champ: champ.slug });
            return to ? (
              <li key={champ.id}>
                <NavLink to={to} aria-current={champ.slug === activeChamp ? 'page' : undefined}>
                  {champ.name} <span className="sports-menu__count">{champ.eventCount}</span>
                </NavLink>
              </li>
            ) : null;
          })}
        </ul>
      </nav>
    </details>
  );
}
