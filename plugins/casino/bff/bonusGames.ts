import { randomInt } from 'node:crypto';
import { ApiError, type Database, type Refusal } from '../../../bff/bffModule.ts';
import type { BonusGamePreview, CasinoBonusPlayReply } from '../schemas/casinoApi.ts';
import type { CasinoLang } from './catalogue.ts';

export const BONUS_GAME_NOT_FOUND: Refusal = { status: 404, code: 'bonus_game_not_found', detail: 'no bonus game has this route' };
/** A pick that is not a whole number from 0, or one the game does not offer. */
export const INVALID_CHOICE: Refusal = { status: 400, code: 'invalid_choice', detail: 'choice must be a whole number from 0 to the last option of the game' };

/** Plays of each bonus game a player has per day (UTC). */
export const BONUS_ATTEMPTS_PER_DAY = 3;

type Prize = CasinoBonusPlayReply['prize'];

interface BonusGameDef {
  id: number;
  names: Record<CasinoLang, string>;
  /** The new route (second document: fortuna-bonus, chest-bonus…) and the legacy one it replaces. */
  route: string;
  oldRoute: string;
  categories: string[];
  tagId: number | null;
  /** What the player picks from (chests, cells…): `choice` is 0 to options − 1; 0 when nothing is picked (the wheel). */
  options: number;
  /** The outcome's name, e.g. `sector-3`. */
  outcomeName: string;
  /** The prizes a play may win, one of them drawn at random. */
  prizes: readonly Prize[];
}

const NONE: Prize = { kind: 'none', amount: 0 };

/** The six bonus games of the second document's table. */
export const BONUS_GAMES: readonly BonusGameDef[] = [
  { id: 1, names: { en: 'Wheel of Fortuna', ru: 'Колесо Фортуны' }, route: 'fortuna-bonus', oldRoute: 'fortuna', categories: ['wheel'], tagId: 1, options: 0, outcomeName: 'sector', prizes: [{ kind: 'points', amount: 50 }, { kind: 'points', amount: 100 }, { kind: 'freebet', amount: 100 }, NONE, { kind: 'points', amount: 250 }, NONE, { kind: 'freebet', amount: 500 }, { kind: 'points', amount: 20 }] },
  { id: 2, names: { en: 'Treasure Chests', ru: 'Сундуки с сокровищами' }, route: 'chest-bonus', oldRoute: 'chest', categories: ['pick'], tagId: 2, options: 3, outcomeName: 'chest', prizes: [{ kind: 'points', amount: 100 }, { kind: 'freebet', amount: 200 }, NONE] },
  { id: 3, names: { en: 'Memory', ru: 'Мемори' }, route: 'memory-bonus', oldRoute: 'memory', categories: ['pick', 'puzzle'], tagId: 3, options: 12, outcomeName: 'cell', prizes: [{ kind: 'points', amount: 30 }, { kind: 'points', amount: 60 }, NONE, NONE] },
  { id: 4, names: { en: 'The Safe', ru: 'Сейф' }, route: 'safe-bonus', oldRoute: 'safe', categories: ['pick'], tagId: 4, options: 10, outcomeName: 'digit', prizes: [{ kind: 'freebet', amount: 1_000 }, NONE, NONE, NONE, { kind: 'points', amount: 40 }] },
  { id: 5, names: { en: 'Bonus Lottery', ru: 'Бонусная лотерея' }, route: 'lottery-bonus', oldRoute: 'lottery', categories: ['lottery'], tagId: null, options: 20, outcomeName: 'ticket', prizes: [{ kind: 'points', amount: 150 }, NONE, { kind: 'freebet', amount: 300 }, NONE] },
  { id: 6, names: { en: 'Dragon Bonus', ru: 'Бонус дракона' }, route: 'dragon-bonus', oldRoute: 'dragon', categories: ['pick', 'adventure'], tagId: 5, options: 5, outcomeName: 'egg', prizes: [{ kind: 'points', amount: 500 }, { kind: 'freebet', amount: 250 }, NONE, { kind: 'points', amount: 75 }] },
];

export const bonusGamePreviews = (lang: CasinoLang): BonusGamePreview[] =>
  BONUS_GAMES.map((game) => ({ id: game.id, name: game.names[lang], route: game.route, oldRoute: game.oldRoute, categories: [...game.categories], tagId: game.tagId }));

/** The plays of the bonus games, counted per player (wallet key) and day in the database, the same on every server. */
export class BonusDesk {
  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** A play, with the player's pick (`choice`, a whole number the route's schema let through) if any. */
  async play(walletKey: string, route: string, choice: number | undefined): Promise<CasinoBonusPlayReply> {
    const game = BONUS_GAMES.find((candidate) => candidate.route === route);
    if (!game) throw ApiError.from(BONUS_GAME_NOT_FOUND);
    const last = Math.max(game.options - 1, 0);
    if (choice !== undefined && choice > last) throw new ApiError(INVALID_CHOICE.status, INVALID_CHOICE.code, `choice must be a whole number from 0 to ${last}`);
    const played = await this.counted(walletKey, game.route, new Date(this.now()).toISOString().slice(0, 10));
    if (played === null) throw new ApiError(409, 'no_attempts_left', 'no attempts left today');
    const drawn = randomInt(game.prizes.length);
    // The wheel's sector is the prize drawn; a picked chest or cell is the player's choice (a random one when none).
    const outcome = game.options === 0 ? drawn : (choice ?? randomInt(game.options));
    return { outcome: `${game.outcomeName}-${outcome}`, prize: { ...game.prizes[drawn] }, attemptsLeft: BONUS_ATTEMPTS_PER_DAY - played };
  }

  /**
   * Counts a play of the day, if one is left: the plays so far with this one, or null. One conditional upsert, so
   * that two plays at once (on any servers) never both take the last attempt; past days' counts go in the same transaction.
   */
  private counted(walletKey: string, route: string, day: string): Promise<number | null> {
    return this.database.transaction(async (tx) => {
      await tx.query('DELETE FROM casino_bonus_play WHERE day < $1', [day]);
      const [row] = await tx.query<{ plays: number }>(
        `INSERT INTO casino_bonus_play (wallet_key, route, day, plays) VALUES ($1, $2, $3, 1)
         ON CONFLICT (wallet_key, route, day) DO UPDATE SET plays = casino_bonus_play.plays + 1 WHERE casino_bonus_play.plays < $4
         RETURNING plays`,
        [walletKey, route, day, BONUS_ATTEMPTS_PER_DAY],
      );
      return row ? row.plays : null;
    });
  }
}
