import { useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { useRouteHref, useTranslation } from '@host/sdk';
import { useSportsTree } from './useSportsTree.ts';

/**
 * Narrower screens are "low-resolution" for the panel (second document, Panels; the threshold is not shown): beside
 * it and the bet slip, the content would be too narrow for event rows with three prices.
 */
const WIDE_SCREEN = '(min-width: 1920px)';

const onWidthChange = (listener: () => void) => {
  const query = window.matchMedia(WIDE_SCREEN);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};
const isWideScreen = () => window.matchMedia(WIDE_SCREEN).matches;

/**
 * The left panel (`layout.leftColumn`): the line's sports with their event counts, one per row. Drawn only on a wide
 * screen, so a narrower one neither shows nor asks for the sports it would list.
 */
export default function SportsPanel() {
  return useSyncExternalStore(onWidthChange, isWideScreen) ? <SportsList /> : null;
}

function SportsList() {
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
