import { Link } from 'react-router';
import { useRouteHref, useTranslation } from '@host/sdk';
import { EventList } from '../line/EventList.tsx';

const TOP_EVENTS_ON_HOME = 8;

/** Home: top live, then top line games (first document 2.2), each with a link to its whole feed. */
export default function TopEventsSection() {
  const { t } = useTranslation('sports');
  const hrefOf = useRouteHref();
  const live = hrefOf('live');
  const line = hrefOf('line');
  return (
    <div className="home-sports">
      <EventList mode="live" query={{ top: true, limit: TOP_EVENTS_ON_HOME }} title={t('top_live')} component="topGames" hideWhenEmpty />
      {live && (
        <Link className="home-sports__more" to={live}>
          {t('all_live')}
        </Link>
      )}
      <EventList mode="line" query={{ top: true, limit: TOP_EVENTS_ON_HOME }} title={t('top_line')} component="topGames" />
      {line && (
        <Link className="home-sports__more" to={line}>
          {t('all_line')}
        </Link>
      )}
    </div>
  );
}
