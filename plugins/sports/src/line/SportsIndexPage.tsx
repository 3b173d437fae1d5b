import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectLanguage, useRouteEntry, useRouteHref } from '@host/sdk';
import type { SportsTree } from '../../schemas/sports.ts';
import { fetchSportsTree, type LineMode } from '../api/sportsApi.ts';
import { EventList } from './EventList.tsx';
import { pollIntervalMs } from './pollIntervals.ts';
import { SportsMenu } from './SportsMenu.tsx';
import { usePolling } from './usePolling.ts';

/** Line or live: the sports menu, top events, then every sport with its championships. */
export default function SportsIndexPage() {
  const { t } = useTranslation('sports');
  const mode: LineMode = useRouteEntry()?.name === 'live' ? 'live' : 'line';
  const lang = useSelector(selectLanguage);
  const hrefOf = useRouteHref();
  const { data } = usePolling<SportsTree>(`${mode}:${lang}:index`, (signal) => fetchSportsTree(mode, lang, signal), pollIntervalMs(mode, 'list'));
  return (
    <div className="sports-page">
      <SportsMenu mode={mode} />
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
