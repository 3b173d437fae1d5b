import type { FastifyInstance } from 'fastify';
import { schemaRefusal, sendApiError } from '../../../bff/bffModule.ts';
import type { CouponMarket, ExpressDay, SportsTree } from '../schemas/sports.ts';
import { CHAMPS, SPORTS, sportName } from './catalog.ts';
import type { EventRecord } from './demoLine.ts';
import { hashString } from '../../../bff/bffModule.ts';
import type { LineView } from './lineView.ts';
import { eventParamsSchema, eventsQuerySchema, langQuerySchema, resultsQuerySchema, searchQuerySchema, type EventParams, type EventsQuery, type LangQuery, type ResultsQuery, type SearchQuery } from './lineRequestSchemas.ts';
import type { SportsRouteContext } from './sportsRouteContext.ts';

const MODES = { line: [1], live: [2, 3] } as const;
/** A finished game is answered by id for this long after its end. */
const FINISHED_BY_ID_MS = 60 * 60 * 1000;

/** Whether a filter (a slug or an id; empty or absent for none) takes a sport or a championship. */
const matches = (value: string | undefined, id: number, slug: string) => !value || value === slug || value === String(id);

/** The line and live calls (schemas/sports.ts): trees, events, one event, search, results, the express of the day. */
export function registerLineRoutes(scope: FastifyInstance, { sports, viewOf, langOf }: SportsRouteContext): void {
  for (const mode of ['line', 'live'] as const) {
    const statuses: readonly number[] = MODES[mode];

    scope.get<{ Querystring: LangQuery }>(`/line-api/v1/${mode}/tree`, { schema: { querystring: langQuerySchema } }, async (request): Promise<SportsTree> => {
      const lang = langOf(request.query);
      const counts = new Map<number, number>();
      for (const record of viewOf(request).records()) {
        if (statuses.includes(record.event.status)) counts.set(record.champ.id, (counts.get(record.champ.id) ?? 0) + 1);
      }
      const sportsOut: SportsTree['sports'] = [];
      for (const sport of SPORTS) {
        const champs = CHAMPS.filter((champ) => champ.sportId === sport.id && counts.has(champ.id)).map((champ) => ({
          id: champ.id,
          slug: champ.slug,
          name: champ.name,
          country: champ.country,
          eventCount: counts.get(champ.id)!,
        }));
        if (champs.length === 0) continue;
        sportsOut.push({
          id: sport.id,
          slug: sport.slug,
          name: sportName(sport, lang),
          kind: sport.kind,
          eventCount: champs.reduce((sum, champ) => sum + champ.eventCount, 0),
          champs,
        });
      }
      return { mode, sports: sportsOut };
    });

    scope.get<{ Querystring: EventsQuery }>(`/line-api/v1/${mode}/events`, { schema: { querystring: eventsQuerySchema } }, async (request) => {
      const { sport, champ, pageType, top, limit } = request.query;
      const onlyTop = top === '1' || top === 'true';
      const view = viewOf(request);
      const records = [...view.records()].filter(
        (record) =>
          statuses.includes(record.event.status) &&
          matches(sport, record.sport.id, record.sport.slug) &&
          matches(champ, record.champ.id, record.champ.slug) &&
          (!onlyTop || record.event.isTop === true) &&
          (!pageType || (record.event.pageTypes ?? []).includes(pageType)),
      );
      records.sort(
        mode === 'line'
          ? (a, b) => a.event.startsAt - b.event.startsAt || a.event.id - b.event.id
          : (a, b) => a.sport.id - b.sport.id || a.champ.id - b.champ.id || a.event.startsAt - b.event.startsAt || a.event.id - b.event.id,
      );
      return { events: records.slice(0, limit).map((record) => view.event(record, false)) };
    });
  }

  const eventNotFound = schemaRefusal({ params: { status: 404, code: 'event_not_found', detail: 'no event has this id' } });
  scope.get<{ Params: EventParams }>('/line-api/v1/event/:id', { schema: { params: eventParamsSchema }, schemaErrorFormatter: eventNotFound }, async (request, reply) => {
    const view = viewOf(request);
    const record = view.record(Number(request.params.id));
    const gone = record?.event.status === 4 && (record.finishedAt ?? 0) < sports.line.now() - FINISHED_BY_ID_MS;
    if (!record || gone) return sendApiError(reply, 404, 'event_not_found', `no event ${request.params.id}`);
    return { event: view.event(record, true) };
  });

  scope.get<{ Querystring: SearchQuery }>('/line-api/v1/search', { schema: { querystring: searchQuerySchema } }, async (request) => {
    const needle = request.query.q.trim().toLocaleLowerCase();
    const view = viewOf(request);
    const found = [...view.records()].filter(
      (record) =>
        record.event.status !== 4 &&
        [record.event.home, record.event.away, record.event.champName].some((text) => text.toLocaleLowerCase().includes(needle)),
    );
    const live = (record: EventRecord) => (record.event.status === 1 ? 1 : 0);
    found.sort((a, b) => live(a) - live(b) || a.event.startsAt - b.event.startsAt || a.event.id - b.event.id);
    return { events: found.slice(0, 50).map((record) => view.event(record, false)) };
  });

  scope.get<{ Querystring: ResultsQuery }>('/line-api/v1/results', { schema: { querystring: resultsQuerySchema } }, async (request) => {
    const { sport, date } = request.query;
    const from = date ? Date.parse(`${date}T00:00:00Z`) / 1000 : -Infinity;
    const to = date ? from + 86_400 : Infinity;
    const view = viewOf(request);
    const events = [...view.records()]
      .filter((record) => record.event.status === 4 && matches(sport, record.sport.id, record.sport.slug) && record.event.startsAt >= from && record.event.startsAt < to)
      .sort((a, b) => b.event.startsAt - a.event.startsAt || b.event.id - a.event.id)
      .slice(0, 300)
      .map((record) => view.event(record, false));
    return { events };
  });

  scope.get<{ Querystring: LangQuery }>('/line-api/v1/express-day', { schema: { querystring: langQuerySchema } }, async (request): Promise<ExpressDay> => {
    return expressDay(viewOf(request), sports.line.now(), langOf(request.query));
  });
}

/**
 * The express of the day: four favourites (price 1.25–2.10) of different line games starting within two days,
 * chosen by a hash of the day so that the whole day sees the same express while its games are offered.
 */
export function expressDay(view: LineView, now: number, lang: string): ExpressDay {
  const day = new Date(now).toISOString().slice(0, 10);
  const nowS = Math.floor(now / 1000);
  const markets: CouponMarket[] = [];
  const candidates = [...view.records()]
    .filter((record) => record.event.status === 1 && record.sport.kind !== 'longterm' && record.sport.model !== 'race' && record.event.startsAt < nowS + 2 * 86_400)
    .sort((a, b) => hashString(`${day}:${a.event.id}`) - hashString(`${day}:${b.event.id}`));
  for (const record of candidates) {
    if (markets.length === 4) break;
    const main = view.event(record, false).markets[0];
    const favourite = main?.outcomes.filter((outcome) => !outcome.isBlocked && outcome.coef >= 1.25 && outcome.coef <= 2.1).sort((a, b) => a.coef - b.coef)[0];
    const found = favourite && view.find(favourite.id);
    if (found) markets.push(view.couponMarket(found, lang));
  }
  return { expressId: Number(day.replaceAll('-', '')), markets };
}
