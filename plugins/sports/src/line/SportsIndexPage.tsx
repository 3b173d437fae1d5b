import { Link } from 'react-router';
import { useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import type { SportsTree } from '../../schemas/sports.ts';
import type { LineMode } from '../api/sportsApi.ts';
import { LiveCentre } from './LiveCentre.tsx';
import { EventList } from './EventList.tsx';
import { SportsMenu } from './SportsMenu.tsx';
import { SportsShortcuts } from './SportsShortcuts.tsx';
import { useSportsTree } from './useSportsTree.ts';

/** Line or live: the shortcuts and the sports menu, then the line's top events and sports, or the live centre. */
export default function SportsIndexPage() {
  const { t } = useTranslation('sports');
  const mode: LineMode = useRouteEntry()?.name === 'live' ? 'live' : 'line';
  const data = useSportsTree(mode, 'list');
  return (
    <div className="sports-page">
      <SportsShortcuts />
      <SportsMenu mode={mode} tree={data} />
      <h1 className="sports-page__title">{t(mode === 'live' ? 'section_live' : 'section_line')}</h1>
      {mode === 'live' ? (
        <LiveCentre tree={data} />
      ) : (
        <>
          <EventList mode={mode} query={{ top: true, limit: 10 }} title={t('top_events')} component="topGames" hideWhenEmpty />
          <ChampTree tree={data} />
        </>
      )}
    </div>
  );
}

/** Every sport of the line with its championships, folded: the line is too long to open at once. */
function ChampTree({ tree }: { tree: SportsTree | null }) {
  const { t } = useTranslation('sports');
  const hrefOf = useRouteHref();
  return (
    <section className="champ-tree" aria-label={t('all_sports')}>
      {tree?.sports
        .filter((sport) => sport.eventCount > 0)
        .map((sport) => (
          <details key={sport.id} className="champ-tree__sport">
            <summary>
              {t(`sport_${sport.slug}`, { defaultValue: sport.name })} <span className="sports-menu__count">{sport.eventCount}</span>
            </summary>
            <ul>
              {sport.champs.map((champ) => {
                const to = hrefOf('line.champ', { sport: sport.slug, champ: champ.slug });
                return (
                  <li key={champ.id}>
                    {to && <Link to={to}>{champ.name}</Link>} <span className="sports-menu__count">{champ.eventCount}</span>
                  </li>
                );
              })}
            </ul>
          </details>
        ))}
    </section>
  );
}
