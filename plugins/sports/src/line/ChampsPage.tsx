import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { selectLanguage, useRouteEntry, useRouteHref, useTranslation } from '@host/sdk';
import type { SportsTree } from '../../schemas/sports.ts';
import { fetchSportsTree } from '../api/sportsApi.ts';
import { pollIntervalMs } from './pollIntervals.ts';
import { usePolling } from './usePolling.ts';

/** Championships of the line, of one sport when the route names it (champs/{sportName}, cricket, a cyber discipline). */
export default function ChampsPage() {
  const { t } = useTranslation('sports');
  const params = useParams();
  const routeName = useRouteEntry()?.name ?? '';
  const sportSlug = routeName.startsWith('cricket') ? 'cricket' : (params.sportName ?? params.discipline);
  const lang = useSelector(selectLanguage);
  const hrefOf = useRouteHref();
  const { data, error } = usePolling<SportsTree>(`champs:${lang}`, (signal) => fetchSportsTree('line', lang, signal), pollIntervalMs('line', 'list'));
  const sports = data?.sports.filter((sport) => !sportSlug || sport.slug === sportSlug) ?? [];
  return (
    <div className="sports-page">
      <h1 className="sports-page__title">{t('page_champs')}</h1>
      {error && !data && <p role="alert">{t('events_load_error')}</p>}
      {data && sports.length === 0 && <p>{t('events_empty')}</p>}
      {sports.map((sport) => (
        <section key={sport.id} className="champ-tree__sport" aria-label={sport.name}>
          <h2>{t(`sport_${sport.slug}`, { defaultValue: sport.name })}</h2>
          <ul className="champ-tree__list">
            {sport.champs.map((champ) => {
              const to = hrefOf('line.champ', { sport: sport.slug, champ: champ.slug });
              return (
                <li key={champ.id}>
                  {to ? <Link to={to}>{champ.name}</Link> : champ.name} <span className="sports-menu__count">{champ.eventCount}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
