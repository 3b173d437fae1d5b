import { useTranslation } from '@host/sdk';
import type { SportEvent, SportsTree } from '../../schemas/sports.ts';
import { fetchEvents } from '../api/eventsApi.ts';
import { loadCouponReducer } from '../coupon/loadCouponReducer.ts';
import { EventRows } from './EventRows.tsx';
import { mergeEvents } from './mergeEvents.ts';
import { pollIntervalMs } from './pollIntervals.ts';
import { usePolling } from './usePolling.ts';

interface SportGroup {
  slug: string;
  name: string;
  champs: Array<{ name: string; events: SportEvent[] }>;
}

/** The live events by sport (in the tree's order) and, within a sport, by competition (in the order they come). */
export function groupLive(events: readonly SportEvent[], tree: SportsTree | null): SportGroup[] {
  const order = new Map(tree?.sports.map((sport, index) => [sport.slug, index]) ?? []);
  const sports = new Map<string, SportGroup>();
  for (const event of events) {
    let sport = sports.get(event.sportSlug);
    if (!sport) {
      sport = { slug: event.sportSlug, name: tree?.sports.find((candidate) => candidate.slug === event.sportSlug)?.name ?? event.sportSlug, champs: [] };
      sports.set(event.sportSlug, sport);
    }
    let champ = sport.champs.find((candidate) => candidate.name === event.champName);
    if (!champ) {
      champ = { name: event.champName, events: [] };
      sport.champs.push(champ);
    }
    champ.events.push(event);
  }
  return [...sports.values()].sort((a, b) => (order.get(a.slug) ?? Infinity) - (order.get(b.slug) ?? Infinity));
}

/**
 * The live centre: every live game, open from the start, under its sport and competition, each row with its score,
 * clock and prices, one tap from its page. A sport folds away with its heading.
 */
export function LiveCentre({ tree }: { tree: SportsTree | null }) {
  const { t } = useTranslation('sports');
  const { data, error } = usePolling<readonly SportEvent[]>(
    'live-centre',
    (signal) => fetchEvents('live', {}, signal).then((reply) => reply.events),
    pollIntervalMs('live', 'list'),
    mergeEvents,
  );
  return (
    <section className="live-centre" aria-label={t('all_sports')} aria-busy={data === null && error === null} onPointerEnter={loadCouponReducer} onTouchStart={loadCouponReducer} onFocus={loadCouponReducer}>
      {error && data === null && <p role="alert">{t('events_load_error')}</p>}
      {data?.length === 0 && <p>{t('events_empty')}</p>}
      {groupLive(data ?? [], tree).map((sport) => (
        <details key={sport.slug} className="live-centre__sport" open>
          <summary>
            {t(`sport_${sport.slug}`, { defaultValue: sport.name })} <span className="sports-menu__count">{sport.champs.reduce((sum, champ) => sum + champ.events.length, 0)}</span>
          </summary>
          {sport.champs.map((champ) => (
            <section key={champ.name} className="live-centre__champ" aria-label={champ.name}>
              <h3 className="live-centre__champ-name">{champ.name}</h3>
              <EventRows events={champ.events} />
            </section>
          ))}
        </details>
      ))}
    </section>
  );
}
