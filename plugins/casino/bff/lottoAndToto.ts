import type { CasinoLotteryReply, CasinoTotoReply, Lottery, LottoResult } from '../schemas/casinoApi.ts';
import type { CasinoLang } from './catalogue.ts';
import { seededRandom, hashString } from '../../../bff/bffModule.ts';

const DAY_S = 86_400;
/** Lotto jackpots are in this currency. */
export const LOTTO_CURRENCY = 'EUR';
/** How many past draws the results section and a lottery's page show. */
export const RESULTS_PER_LOTTERY = 3;
export const LOTTERY_PAGE_RESULTS = 5;

interface LotteryDef {
  id: string;
  names: Record<CasinoLang, string>;
  numbers: number;
  of: number;
  /** A draw every this many seconds (aligned on the epoch). */
  periodSeconds: number;
  jackpotSeedMinor: number;
  /** Growth of the jackpot per draw that nobody won. */
  jackpotGrowthMinor: number;
}

export const LOTTERIES: readonly LotteryDef[] = [
  { id: 'lucky-6-45', names: { en: 'Lucky 6/45', ru: 'Удачные 6 из 45' }, numbers: 6, of: 45, periodSeconds: 7 * DAY_S, jackpotSeedMinor: 100_000_000, jackpotGrowthMinor: 5_000_000 },
  { id: 'super-7-49', names: { en: 'Super 7/49', ru: 'Супер 7 из 49' }, numbers: 7, of: 49, periodSeconds: 3 * DAY_S, jackpotSeedMinor: 50_000_000, jackpotGrowthMinor: 2_500_000 },
  { id: 'daily-5-36', names: { en: 'Daily 5/36', ru: 'Ежедневная 5 из 36' }, numbers: 5, of: 36, periodSeconds: DAY_S, jackpotSeedMinor: 2_000_000, jackpotGrowthMinor: 100_000 },
  { id: 'rapid-8-20', names: { en: 'Rapid 8/20', ru: 'Рапидо 8 из 20' }, numbers: 8, of: 20, periodSeconds: 15 * 60, jackpotSeedMinor: 500_000, jackpotGrowthMinor: 5_000 },
  { id: 'keno-20-80', names: { en: 'Keno 20/80', ru: 'Кено 20 из 80' }, numbers: 10, of: 80, periodSeconds: 5 * 60, jackpotSeedMinor: 1_000_000, jackpotGrowthMinor: 1_000 },
];

/** The numbers of a lottery's draw (by its index since the epoch): the same for everyone, sorted. */
function drawnNumbers(def: LotteryDef, drawIndex: number): number[] {
  const random = seededRandom(hashString(`${def.id}:${drawIndex}`));
  const drawn = new Set<number>();
  while (drawn.size < def.numbers) drawn.add(random.int(1, def.of));
  return [...drawn].sort((a, b) => a - b);
}

function lotteryAt(def: LotteryDef, nowS: number, lang: CasinoLang): Lottery {
  const nextIndex = Math.floor(nowS / def.periodSeconds) + 1;
  // The jackpot rolls over for up to ten draws, then someone wins it and it starts again.
  const rollovers = nextIndex % 10;
  return {
    id: def.id,
    name: def.names[lang],
    drawAt: nextIndex * def.periodSeconds,
    jackpot: { currency: LOTTO_CURRENCY, minor: def.jackpotSeedMinor + rollovers * def.jackpotGrowthMinor },
    numbers: def.numbers,
    of: def.of,
  };
}

function resultsOf(def: LotteryDef, nowS: number, lang: CasinoLang, count: number): LottoResult[] {
  const lastIndex = Math.floor(nowS / def.periodSeconds);
  return Array.from({ length: count }, (_, back) => ({ id: def.id, name: def.names[lang], drawnAt: (lastIndex - back) * def.periodSeconds, numbers: drawnNumbers(def, lastIndex - back) }));
}

export const lottoCatalog = (nowS: number, lang: CasinoLang) => ({ lotteries: LOTTERIES.map((def) => lotteryAt(def, nowS, lang)) });

export const lottoResults = (nowS: number, lang: CasinoLang) => ({
  results: LOTTERIES.flatMap((def) => resultsOf(def, nowS, lang, RESULTS_PER_LOTTERY)).sort((a, b) => b.drawnAt - a.drawnAt || a.id.localeCompare(b.id)),
});

export function lottery(id: string, nowS: number, lang: CasinoLang): CasinoLotteryReply | null {
  const def = LOTTERIES.find((candidate) => candidate.id === id);
  return def ? { ...lotteryAt(def, nowS, lang), lastResults: resultsOf(def, nowS, lang, LOTTERY_PAGE_RESULTS) } : null;
}

const TEAMS: Record<string, readonly string[]> = {
  football: ['Northport', 'Riverside', 'Old Harbour', 'Kingsbridge', 'Ashford Town', 'Lakeside', 'Redcliff', 'Stonegate', 'Eastbury', 'Westmoor', 'Highfield', 'Mill Lane', 'Portview', 'Greenhill', 'Oakham City', 'Brookvale', 'Fairhaven', 'Duncaster', 'Elmwood', 'Sandbay', 'Coldwater', 'Marston', 'Hollowell', 'Bramley', 'Ironbridge', 'Seaton United', 'Wexley', 'Thornbury', 'Ravensworth', 'Queensferry'],
  hockey: ['Ice Wolves', 'Polar Bears', 'Steel Hawks', 'Red Foxes', 'Blizzard', 'Northern Lights', 'Avalanche Club', 'Frost Giants', 'Glacier', 'Snow Owls', 'Thunder', 'Iron Pikes', 'Lynx', 'Storm', 'Falcons', 'Mammoths', 'Comets', 'Sabres Club', 'Huskies', 'Yetis'],
  basketball: ['Sky Hoppers', 'Court Kings', 'Hoop City', 'Dunkers', 'Rim Raiders', 'Fast Breakers', 'Tall Pines', 'Bouncers', 'Net Setters', 'Jump Street', 'Alley Cats', 'Free Throwers', 'Triple Threat', 'Backboards', 'Slam Club', 'Swishers'],
};
/** The toto's sections (the toto frame's `totoSection`); the first is the default. */
export const TOTO_SECTIONS = Object.keys(TEAMS);
const POOL_NAMES: Record<CasinoLang, (section: string, index: number) => string> = {
  en: (section, index) => `${section[0].toUpperCase()}${section.slice(1)} toto ${index === 0 ? 'of the week' : 'express'}`,
  ru: (section, index) => `Тото ${{ football: 'футбол', hockey: 'хоккей', basketball: 'баскетбол' }[section] ?? section} ${index === 0 ? 'недели' : 'экспресс'}`,
};
/** Events a pool of a section carries: the weekly one 15, the express one 8. */
const POOL_SIZES = [15, 8] as const;

/** A pool's name in a language, from its id (`<section>-weekly|express-<closesAt>`); null for an id of no section. */
export function totoPoolName(poolId: string, lang: CasinoLang): string | null {
  const section = TOTO_SECTIONS.find((candidate) => poolId.startsWith(`${candidate}-`));
  return section ? POOL_NAMES[lang](section, poolId.startsWith(`${section}-weekly-`) ? 0 : 1) : null;
}

/** The toto pools of a section: each closes at the end of its week or day, with fixtures drawn for that period. */
export function totoPools(section: string, nowS: number, lang: CasinoLang): CasinoTotoReply | null {
  const teams = TEAMS[section];
  if (!teams) return null;
  const pools = POOL_SIZES.map((size, index) => {
    const period = index === 0 ? 7 * DAY_S : DAY_S;
    const closesAt = (Math.floor(nowS / period) + 1) * period;
    const random = seededRandom(hashString(`${section}:${index}:${closesAt}`));
    const shuffled = [...teams];
    for (let index = shuffled.length - 1; index > 0; index -= 1) {
      const other = random.int(0, index);
      [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
    }
    const events = Array.from({ length: Math.min(size, Math.floor(shuffled.length / 2)) }, (_, event) => ({ home: shuffled[event * 2], away: shuffled[event * 2 + 1] }));
    const id = `${section}-${index === 0 ? 'weekly' : 'express'}-${closesAt}`;
    return { id, name: totoPoolName(id, lang)!, closesAt, events };
  });
  return { section, pools };
}
