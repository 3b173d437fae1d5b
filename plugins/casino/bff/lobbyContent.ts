import type { CasinoTournamentReply, Jackpot, Promotion, Tournament } from '../schemas/casinoApi.ts';
import { JACKPOTS, type CasinoLang, type Catalogue } from './catalogue.ts';
import { hashString } from '../../../bff/bffModule.ts';

const DAY_S = 86_400;
/** Jackpots are paid in this currency (the reference of the catalogue's bets). */
export const JACKPOT_CURRENCY = 'EUR';
/** How many places a tournament's leaderboard shows. */
export const LEADERBOARD_SIZE = 20;

/** The jackpots at `nowS`: each grows by its rate through its cycle and starts again from its seed when it drops. */
export function jackpotsAt(nowS: number, lang: CasinoLang): Jackpot[] {
  return JACKPOTS.map((jackpot) => ({
    id: jackpot.id,
    name: jackpot.names[lang],
    currency: JACKPOT_CURRENCY,
    minor: jackpot.seedMinor + (nowS % jackpot.cycleSeconds) * jackpot.growthPerSecond,
  }));
}

interface TournamentDef {
  id: string;
  names: Record<CasinoLang, string>;
  /** Start and end in days from today's midnight (UTC), so that there are always active, upcoming and finished ones. */
  startDay: number;
  endDay: number;
  poolMinor: number;
  /** The games that count: the most popular of this category. */
  category: string;
}

const TOURNAMENTS: readonly TournamentDef[] = [
  { id: 'spring-slot-race', names: { en: 'Slot Race', ru: 'Слот-гонка' }, startDay: -3, endDay: 4, poolMinor: 5_000_000, category: 'slots' },
  { id: 'live-table-masters', names: { en: 'Live Table Masters', ru: 'Мастера live-столов' }, startDay: -1, endDay: 2, poolMinor: 2_500_000, category: 'live-casino' },
  { id: 'crash-cup', names: { en: 'Crash Cup', ru: 'Кубок краш-игр' }, startDay: 0, endDay: 1, poolMinor: 500_000, category: 'crash-games' },
  { id: 'jackpot-hunt', names: { en: 'Jackpot Hunt', ru: 'Охота за джекпотом' }, startDay: 2, endDay: 9, poolMinor: 10_000_000, category: 'jackpots' },
  { id: 'weekend-spins', names: { en: 'Weekend Spins', ru: 'Вращения выходного дня' }, startDay: 5, endDay: 7, poolMinor: 1_000_000, category: 'slots' },
  { id: 'card-sharks', names: { en: 'Card Sharks', ru: 'Карточные акулы' }, startDay: -9, endDay: -2, poolMinor: 1_500_000, category: 'card-games' },
  { id: 'asian-nights', names: { en: 'Asian Nights', ru: 'Азиатские ночи' }, startDay: -14, endDay: -7, poolMinor: 750_000, category: 'asian-games' },
];
const TOURNAMENT_GAMES = 12;

function tournamentOf(def: TournamentDef, catalogue: Catalogue, nowS: number, lang: CasinoLang): Tournament {
  const today = Math.floor(nowS / DAY_S) * DAY_S;
  const startsAt = today + def.startDay * DAY_S;
  const endsAt = today + def.endDay * DAY_S;
  return {
    id: def.id,
    name: def.names[lang],
    status: nowS < startsAt ? 'upcoming' : nowS >= endsAt ? 'finished' : 'active',
    startsAt,
    endsAt,
    prizePool: { currency: JACKPOT_CURRENCY, minor: def.poolMinor },
    gameIds: catalogue.list({ category: def.category, sort: 'popular' }).slice(0, TOURNAMENT_GAMES).map((game) => game.card.id),
  };
}

export function tournaments(catalogue: Catalogue, nowS: number, lang: CasinoLang): Tournament[] {
  return TOURNAMENTS.map((def) => tournamentOf(def, catalogue, nowS, lang));
}

const PRIZE_TEXT: Record<CasinoLang, { money: (major: number) => string; spins: (count: number) => string }> = {
  en: { money: (major) => `€${major.toLocaleString('en')}`, spins: (count) => `${count} free spins` },
  ru: { money: (major) => `${major.toLocaleString('ru')} €`, spins: (count) => `${count} фриспинов` },
};

/** Masks a player's name as operators show it on leaderboards: the first two letters, stars and the last digit. */
const maskedPlayer = (seed: number) => `${String.fromCharCode(97 + (seed % 26), 97 + ((seed >>> 5) % 26))}***${seed % 10}`;

/**
 * A tournament with its leaderboard: points fall with the place, from a hash of the tournament and the place; an
 * upcoming tournament has none yet. The top ten share the pool (40 %, 20 %, 10 %, then 30 % evenly), the rest win spins.
 */
export function tournamentDetail(id: string, catalogue: Catalogue, nowS: number, lang: CasinoLang): CasinoTournamentReply | null {
  const def = TOURNAMENTS.find((candidate) => candidate.id === id);
  if (!def) return null;
  const tournament = tournamentOf(def, catalogue, nowS, lang);
  if (tournament.status === 'upcoming') return { ...tournament, leaderboard: [] };
  const shares = [0.4, 0.2, 0.1, ...Array<number>(7).fill(0.3 / 7)];
  let points = 20_000 + (hashString(def.id) % 30_000);
  const leaderboard = Array.from({ length: LEADERBOARD_SIZE }, (_, index) => {
    const seed = hashString(`${def.id}:${index}`);
    points -= 200 + (seed % 1_500);
    const prize = index < shares.length ? PRIZE_TEXT[lang].money(Math.floor((def.poolMinor * shares[index]) / 100)) : PRIZE_TEXT[lang].spins(50);
    return { place: index + 1, player: maskedPlayer(seed), points: Math.max(points, 0), prize };
  });
  return { ...tournament, leaderboard };
}

const PROMOTIONS: ReadonlyArray<{ id: string; kind: Promotion['kind']; en: [string, string]; ru: [string, string] }> = [
  { id: 'welcome-package', kind: 'promotion', en: ['Welcome package', 'Up to 100% on your first three deposits and 150 free spins.'], ru: ['Приветственный пакет', 'До 100% на первые три депозита и 150 фриспинов.'] },
  { id: 'cashback-friday', kind: 'promotion', en: ['Cashback Friday', '10% of Friday’s net losses back every Saturday.'], ru: ['Кешбэк по пятницам', '10% чистого проигрыша пятницы возвращаются в субботу.'] },
  { id: 'live-reload', kind: 'promotion', en: ['Live casino reload', 'A 50% bonus on deposits for the live tables, every Tuesday.'], ru: ['Бонус live-казино', '50% к депозиту для live-столов каждый вторник.'] },
  { id: 'spin-streak', kind: 'daily-challenge', en: ['Spin streak', 'Play 50 spins on any slot today and collect 10 free spins.'], ru: ['Серия вращений', 'Сделайте сегодня 50 вращений в любом слоте и получите 10 фриспинов.'] },
  { id: 'new-game-explorer', kind: 'daily-challenge', en: ['New game explorer', 'Try three games tagged “new” today for 500 points.'], ru: ['Исследователь новинок', 'Сыграйте сегодня в три новые игры и получите 500 баллов.'] },
  { id: 'jackpot-day', kind: 'daily-challenge', en: ['Jackpot day', 'Spin a jackpot game 20 times today for a ticket to the draw.'], ru: ['День джекпота', 'Сделайте 20 вращений в игре с джекпотом и получите билет розыгрыша.'] },
  { id: 'code-summer', kind: 'promo', en: ['Promo code SUMMER', 'Enter SUMMER in your account for 25 free spins.'], ru: ['Промокод SUMMER', 'Введите SUMMER в личном кабинете и получите 25 фриспинов.'] },
  { id: 'code-table', kind: 'promo', en: ['Promo code TABLE', 'Enter TABLE for a €5 bonus on the table games.'], ru: ['Промокод TABLE', 'Введите TABLE и получите бонус 5 € на настольные игры.'] },
];

export function promotions(lang: CasinoLang): Promotion[] {
  return PROMOTIONS.map((promotion) => ({ id: promotion.id, title: promotion[lang][0], text: promotion[lang][1], kind: promotion.kind }));
}
