import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteEntry } from '@host/sdk';
import { eventListForRoute } from './eventListForRoute.ts';
import { EventList } from './EventList.tsx';
import { SportsMenu } from './SportsMenu.tsx';

/** Every sports route without a page of its own: live and line events narrowed by the route (eventListForRoute). */
export default function EventsPage() {
  const { t } = useTranslation('sports');
  const entry = useRouteEntry();
  const params = useParams();
  const routeName = entry?.name ?? '';
  const spec = eventListForRoute(routeName, params);
  const heading = t(`page_${routeName.replace(/\./g, '_')}`, { defaultValue: params.champ ?? params.sport ?? params.discipline ?? t('page_events') });
  const single = spec.sections.length === 1;
  return (
    <div className="sports-page">
      {single && <SportsMenu mode={spec.sections[0].mode} activeSport={params.sport} />}
      <h1 className="sports-page__title">{heading}</h1>
      {spec.sections.map((section) => (
        <EventList
          key={`${section.mode}:${JSON.stringify(section.query)}`}
          mode={section.mode}
          query={section.query}
          title={t(section.mode === 'live' ? 'section_live' : 'section_line')}
          favoritesOnly={spec.favoritesOnly}
          search={spec.search}
          hideWhenEmpty={!single}
        />
      ))}
    </div>
  );
}
