import { useParams } from 'react-router';
import { useRouteEntry, useTranslation } from '@host/sdk';
import type { SportsTree } from '../../schemas/sports.ts';
import type { LineMode } from '../api/sportsApi.ts';
import { eventListForRoute } from './eventListForRoute.ts';
import { CompetitionsMenu } from './CompetitionsMenu.tsx';
import { EventList } from './EventList.tsx';
import { SportsMenu } from './SportsMenu.tsx';
import { SportsShortcuts } from './SportsShortcuts.tsx';
import { useRowsOnScreen } from './useRowsOnScreen.ts';
import { useSportsTree } from './useSportsTree.ts';

type Params = Readonly<Record<string, string | undefined>>;

/** The name the line gives the championship or the sport of the address (the tree is in the page's language). */
function nameInTree(tree: SportsTree, params: Params): string | undefined {
  const sportSlug = params.sport ?? params.discipline;
  const sports = sportSlug === undefined ? tree.sports : tree.sports.filter((sport) => sport.slug === sportSlug);
  if (params.champ !== undefined) return sports.flatMap((sport) => sport.champs).find((champ) => champ.slug === params.champ)?.name;
  return sportSlug === undefined ? undefined : sports[0]?.name;
}

/**
 * The feed's sports menu (on one-feed pages), the page's title (the route's own, else the name of the championship
 * or sport in the address, never its slug) and, on a sport's or a championship's page, its sport's competitions.
 * Until the tree is there the title keeps its line empty.
 */
function FeedHeading({ mode, withMenu, title, params }: { mode: LineMode; withMenu: boolean; title: string | null; params: Params }) {
  const { t } = useTranslation('sports');
  const tree = useSportsTree(mode, 'slider');
  const heading = title ?? (tree ? (nameInTree(tree, params) ?? t('page_events')) : null);
  return (
    <>
      {withMenu && <SportsShortcuts />}
      {withMenu && <SportsMenu mode={mode} tree={tree} activeSport={params.sport} />}
      <h1 className="sports-page__title">{heading ?? '\u00a0'}</h1>
      {withMenu && params.sport !== undefined && <CompetitionsMenu mode={mode} tree={tree} sport={params.sport} activeChamp={params.champ} />}
    </>
  );
}

/** Every sports route without a page of its own: live and line events narrowed by the route (eventListForRoute). */
export default function EventsPage() {
  const { t, i18n } = useTranslation('sports');
  const entry = useRouteEntry();
  const params = useParams();
  const routeName = entry?.name ?? '';
  const spec = eventListForRoute(routeName, params);
  const titleKey = `page_${routeName.replace(/\./g, '_')}`;
  const ownTitle = i18n.exists(titleKey, { ns: 'sports' }) ? t(titleKey) : null;
  const named = params.champ !== undefined || params.sport !== undefined || params.discipline !== undefined;
  const single = spec.sections.length === 1;
  // A feed's page can list hundreds of live games: a live update re-renders only the rows a bettor can see.
  const rowsOnScreen = useRowsOnScreen();
  return (
    <div className="sports-page">
      {single || (named && !ownTitle) ? (
        <FeedHeading mode={single ? spec.sections[0].mode : 'line'} withMenu={single} title={ownTitle} params={params} />
      ) : (
        <h1 className="sports-page__title">{ownTitle ?? t('page_events')}</h1>
      )}
      {spec.sections.map((section) => (
        <EventList
          key={`${section.mode}:${JSON.stringify(section.query)}`}
          mode={section.mode}
          query={section.query}
          title={t(section.mode === 'live' ? 'section_live' : 'section_line')}
          showTitle={!single}
          favoritesOnly={spec.favoritesOnly}
          search={spec.search}
          hideWhenEmpty={!single}
          rowsOnScreen={rowsOnScreen}
        />
      ))}
    </div>
  );
}
