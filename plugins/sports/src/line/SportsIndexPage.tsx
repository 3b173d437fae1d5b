import { Link } from 'react-router';
import { useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import type { LineMode } from '../api/sportsApi.ts';
import { EventList } from './EventList.tsx';
import { SportsMenu } from './SportsMenu.tsx';
import { SportsShortcuts } from './SportsShortcuts.tsx';
import { useSportsTree } from './useSportsTree.ts';

/** Line or live: the sports menu, top events, then every sport with its championships. */
export default function SportsIndexPage() {
  const { t } = useTranslation('sports');
  const mode: LineMode = useRouteEntry()?.name === 'live' ? 'live' : 'line';
  const hrefOf = useRouteHref();
  const data = useSportsTree(mode, 'list');
  return (
    <div className="sports-page">
      <SportsShortcuts />
      <SportsMenu mode={mode} tree={data} />
      <h1 className="sports-page__title">{t(mode === 'live' ? 'section_live' : 'section_line')}</h1>
      <EventList mode={mode} query={{ top: true, limit: 10 }} title={t('top_events')} component="topGames" hideWhenEmpty />
      <section className="champ-tree" aria-label={t('all_sports')}>
        {data?.sports
          .filter((sport) => sport.eventCount > 0)
          .map((sport) => (
            <details key={sport.id} className="champ-tree__sport">
              <summary>
                {t(`sport_${sport.slug}`, { defaultValue: sport.name })} <span className="sports-menu__count">{sport.eventCount}</span>
              </summary>
              <ul>
                {sport.champs.map((champ) => {
                  const to = hrefOf(`${mode}.champ`, { sport: sport.slug, champ: champ.slug });
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
    </div>
  );
}
