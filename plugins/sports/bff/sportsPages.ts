import { escapeHtml, type DescribedPage, type PageDescriber, type PageDescription, type SitemapPage } from '../../../bff/bffModule.ts';
import { isLiveStatus } from '../src/line/toCouponMarket.ts';
import { CHAMPS, SPORTS, type ChampDef, type SportDef } from './catalog.ts';
import type { DemoLine } from './demoLine.ts';

interface Texts {
  sportTitle: string;
  liveSportTitle: string;
  sportText: string;
  champTitle: string;
  champText: string;
  gameTitle: string;
  gameText: string;
  lineTitle: string;
  liveTitle: string;
  sportsTitle: string;
  description: string;
  topChamps: string;
}

/** The sports pages' texts for crawlers, by language (en the fallback); `{…}` are filled per page. */
const TEXTS: Record<string, Texts> = {
  en: {
    sportTitle: '{sport} betting: odds and line — {company}',
    liveSportTitle: '{sport} live betting — {company}',
    sportText: 'Bet on {sport} at {company}: pre-match and live odds on every championship, from the favourites to the outsiders.',
    champTitle: '{champ} ({sport}) betting odds — {company}',
    champText: '{champ}, {country}: the odds of every game of the championship, before and during the match.',
    gameTitle: '{event}: odds and bets, {champ} — {company}',
    gameText: 'Every market of {event} ({champ}): result, totals, handicaps and more, updated during the game.',
    lineTitle: 'Sports betting line — {company}',
    liveTitle: 'Live betting — {company}',
    sportsTitle: 'Sports betting — {company}',
    description: 'Sports betting at {company}: football, tennis, basketball, ice hockey, cricket and esports, before and during the match.',
    topChamps: 'Top championships',
  },
  ru: {
    sportTitle: '{sport}: ставки, коэффициенты и линия — {company}',
    liveSportTitle: '{sport}: ставки live — {company}',
    sportText: 'Ставки на спорт ({sport}) в {company}: коэффициенты до матча и live на все чемпионаты, от фаворитов до аутсайдеров.',
    champTitle: '{champ} ({sport}): ставки и коэффициенты — {company}',
    champText: '{champ}, {country}: коэффициенты на все матчи турнира, до начала и во время игры.',
    gameTitle: '{event}: коэффициенты и ставки, {champ} — {company}',
    gameText: 'Все рынки матча {event} ({champ}): исход, тоталы, форы и другие, во время игры тоже.',
    lineTitle: 'Линия ставок на спорт — {company}',
    liveTitle: 'Ставки live — {company}',
    sportsTitle: 'Ставки на спорт — {company}',
    description: 'Ставки на спорт в {company}: футбол, теннис, баскетбол, хоккей, крикет и киберспорт до и во время матча.',
    topChamps: 'Популярные чемпионаты',
  },
};

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

const MENU_SECTION = /^[\w-]{1,100}$/;
const sportBySlug = (slug: string | undefined) => SPORTS.find((sport) => sport.slug === slug);
const champBySlug = (sport: SportDef, slug: string | undefined) => CHAMPS.find((champ) => champ.sportId === sport.id && champ.slug === slug);
const sportNameIn = (sport: SportDef, lang: string) => sport.names[lang] ?? sport.names.en;

/**
 * What the sports plugin tells the page metadata: titles and texts of its sport, championship and game pages from
 * the demo catalogue and line, and the line's current championships and events for the sitemap.
 */
export function sportsPages(line: () => DemoLine): PageDescriber {
  return {
    describe(page: DescribedPage): PageDescription | null {
      const texts = TEXTS[page.lang] ?? TEXTS.en;
      const [head, second] = page.route.name.split('.');
      const base = { company: page.companyName };
      const description = fill(texts.description, base);
      // A game's statistics opened in a window of its own: the game page is the one to index.
      if (page.route.name === 'statisticpopup') return { title: page.companyName, description, metaRobots: 'noindex, nofollow' };
      const stream: 'line' | 'live' | undefined = head === 'live' ? 'live' : head === 'line' ? 'line' : undefined;
      const sport = sportBySlug(page.params.sport ?? page.params.discipline);
      if ((head === 'line' || head === 'live') && sport && (second === 'sport' || second === 'champ' || second === 'game')) {
        const values = { ...base, sport: sportNameIn(sport, page.lang) };
        const champ = champBySlug(sport, page.params.champ);
        const sportPath = `/${head}/${sport.slug}`;
        const breadcrumbs = [{ name: values.sport, path: sportPath }];
        if (second === 'sport' || !champ) {
          return {
            title: fill(head === 'live' ? texts.liveSportTitle : texts.sportTitle, values),
            description: fill(texts.sportText, values),
            seoText: sportSeoText(texts, values, sport, head, page.lang),
            h1: values.sport,
            query: { stream, menuSection: sport.slug },
          };
        }
        const champValues = { ...values, champ: champ.name, country: champ.country };
        const champQuery = { stream, menuSection: sport.slug, championshipId: String(champ.id) };
        breadcrumbs.push({ name: champ.name, path: `${sportPath}/${champ.slug}` });
        const record = second === 'game' ? line().get(Number(page.params.game)) : undefined;
        if (record && record.champ.id === champ.id) {
          const { event } = record;
          const eventName = event.away ? `${event.home} — ${event.away}` : event.home;
          const gameValues = { ...champValues, event: eventName };
          return {
            title: fill(texts.gameTitle, gameValues),
            description: fill(texts.gameText, gameValues),
            seoText: `<p>${escapeHtml(fill(texts.gameText, gameValues))}</p>`,
            h1: eventName,
            breadcrumbs,
            query: { ...champQuery, matchId: String(event.id) },
          };
        }
        return {
          title: fill(texts.champTitle, champValues),
          description: fill(texts.champText, champValues),
          seoText: `<p>${escapeHtml(fill(texts.champText, champValues))}</p>`,
          h1: champ.name,
          breadcrumbs: breadcrumbs.slice(0, 1),
          query: champQuery,
        };
      }
      // A menu section of the line is one of the menu's own slugs; anything else in the address is not passed on.
      const menuSection = page.params.menuSection !== undefined && MENU_SECTION.test(page.params.menuSection) ? page.params.menuSection : undefined;
      if (head === 'live') return { title: fill(texts.liveTitle, base), description, seoText: `<p>${escapeHtml(description)}</p>`, query: { stream, menuSection } };
      if (head === 'line') return { title: fill(texts.lineTitle, base), description, seoText: `<p>${escapeHtml(description)}</p>`, query: { stream, menuSection } };
      return { title: fill(texts.sportsTitle, base), description };
    },

    sitemapPages(): SitemapPage[] {
      const pages: SitemapPage[] = [];
      const champsWithEvents = new Set<ChampDef>();
      for (const record of line().records.values()) {
        const { event, sport, champ } = record;
        if (event.status === 4) continue;
        champsWithEvents.add(champ);
        pages.push({ path: `/${isLiveStatus(event.status) ? 'live' : 'line'}/${sport.slug}/${champ.slug}/${event.id}` });
      }
      const sports = new Set<SportDef>();
      for (const champ of champsWithEvents) {
        const sport = SPORTS.find((candidate) => candidate.id === champ.sportId)!;
        sports.add(sport);
        pages.push({ path: `/line/${sport.slug}/${champ.slug}` });
      }
      for (const sport of sports) pages.push({ path: `/line/${sport.slug}` });
      return pages;
    },
  };
}

/** A sport page's SEO text: what it offers, then its top championships as links. */
function sportSeoText(texts: Texts, values: Record<string, string>, sport: SportDef, stream: string, lang: string): string {
  const top = CHAMPS.filter((champ) => champ.sportId === sport.id && champ.isTop);
  const links = top.map((champ) => `<li><a href="/${lang}/${stream}/${sport.slug}/${champ.slug}">${escapeHtml(champ.name)}</a></li>`).join('');
  return `<p>${escapeHtml(fill(texts.sportText, values))}</p>${links ? `<h2>${escapeHtml(texts.topChamps)}</h2><ul>${links}</ul>` : ''}`;
}
