import type { SportEvent } from '../schemas/sports.ts';
import { CHAMPS, OUTRIGHTS, SPORTS, champById, sportById, tuningOf, type ChampDef, type SportDef } from './catalog.ts';
import { advanceGame, clonePlay, describePlay, startPlay, type Play, type PlayContext } from './gamePlay.ts';
import { openingGameState, outrightGameState } from './openingGameState.ts';
import { priceMarkets } from './priceMarkets.ts';
import { seededRandom, type Random } from '../../../bff/bffModule.ts';

/**
 * One game of the demo line. Records are immutable: every change makes a new record with a higher `version`, so a
 * frozen scenario can keep a snapshot of the map for free.
 */
export interface EventRecord {
  readonly event: SportEvent;
  readonly play: Play;
  readonly sport: SportDef;
  readonly champ: ChampDef;
  readonly participants?: readonly string[];
  /** When the game finished (epoch ms). */
  readonly finishedAt?: number;
}

export interface LineOptions {
  /** Epoch ms; the line's times are relative to it. */
  now?: () => number;
  seed?: number;
}

export const DEFAULT_SEED = 20_260_501;
const FIRST_EVENT_ID = 1_000_001;
const HOUR = 3600;
const DAY = 86_400;
/** Finished games stay in the results this long, and are answered by id for an hour. */
export const RESULTS_KEPT_S = 4 * DAY;

export const contextOf = (record: Pick<EventRecord, 'sport' | 'champ'>, rng: Random): PlayContext => ({
  model: record.sport.model,
  sportSlug: record.sport.slug,
  tuning: tuningOf(record.champ),
  rng,
});

/** The demo line: hundreds of games over the next days, dozens live, some finished in the past days. */
export class DemoLine {
  readonly records = new Map<number, EventRecord>();
  readonly now: () => number;
  readonly rng: Random;
  private nextId = FIRST_EVENT_ID;

  constructor(options: LineOptions = {}) {
    this.now = options.now ?? Date.now;
    this.rng = seededRandom(options.seed ?? DEFAULT_SEED);
    this.generate();
  }

  get(id: number): EventRecord | undefined {
    return this.records.get(id);
  }

  /** Replaces a record, bumping its version and repricing its markets. */
  commit(record: EventRecord, play: Play, changes: { startsAt?: number; finishedAt?: number } = {}): EventRecord {
    const next = this.compose(record.sport, record.champ, record.participants, play, {
      id: record.event.id,
      home: record.event.home,
      away: record.event.away,
      startsAt: changes.startsAt ?? record.event.startsAt,
      isTop: record.event.isTop ?? false,
      pageTypes: record.event.pageTypes ?? [],
      version: record.event.version + 1,
      finishedAt: changes.finishedAt ?? record.finishedAt,
    });
    this.records.set(next.event.id, next);
    return next;
  }

  private compose(
    sport: SportDef,
    champ: ChampDef,
    participants: readonly string[] | undefined,
    play: Play,
    fields: { id: number; home: string; away: string; startsAt: number; isTop: boolean; pageTypes: string[]; version: number; finishedAt?: number },
  ): EventRecord {
    const live = play.status === 2 || play.status === 3;
    const context = contextOf({ sport, champ }, this.rng);
    const markets =
      play.status === 4
        ? []
        : priceMarkets({
            eventId: fields.id,
            model: sport.model,
            sportSlug: sport.slug,
            tuning: context.tuning,
            game: play.game,
            live,
            score: play.score,
            periodScores: play.periodScores,
            participants,
            teams: [fields.home, fields.away],
            isTop: fields.isTop,
            now: this.now(),
          });
    const event: SportEvent = {
      id: fields.id,
      sportId: sport.id,
      sportSlug: sport.slug,
      champId: champ.id,
      champSlug: champ.slug,
      champName: champ.name,
      home: fields.home,
      away: fields.away,
      startsAt: fields.startsAt,
      status: play.status,
      isTop: fields.isTop,
      pageTypes: fields.pageTypes,
      version: fields.version,
      marketCount: markets.length,
      markets,
    };
    const scored = sport.model !== 'race' && sport.model !== 'outright' && play.status !== 1;
    if (scored && (sport.model !== 'fight' || play.status === 4)) event.score = { ...play.score };
    if (scored && play.periodScores.length > 0) event.periodScores = play.periodScores.map((score) => ({ ...score }));
    Object.assign(event, describePlay(play, context));
    return { event, play, sport, champ, participants, finishedAt: fields.finishedAt };
  }

  /** A new game of a champ, in status 1. */
  createGame(champ: ChampDef, startsAt: number, pair?: [string, string]): EventRecord {
    const sport = sportById.get(champ.sportId)!;
    const rng = this.rng;
    const teams = champ.teams;
    let home = pair?.[0] ?? rng.pick(teams);
    let away = pair?.[1] ?? rng.pick(teams);
    while (!pair && away === home) away = rng.pick(teams);
    if (champ.teams.length === 2 && !pair && rng.chance(0.5)) [home, away] = [away, home];
    const game = openingGameState(sport, champ, home, away, rng);
    const id = this.nextId++;
    const participants = sport.model === 'race' ? teams : undefined;
    const title = sport.model === 'race' ? `${champ.name}: race ${(id % 90) + 10}` : home;
    const pageTypes = [...(champ.pageTypes ?? [])];
    const isTop = Boolean(champ.isTop) && rng.chance(0.4);
    if (isTop) pageTypes.push('top-game');
    if (champ.isTop && sport.slug === 'football' && rng.chance(0.25) && !pageTypes.includes('bets-on-your')) pageTypes.push('bets-on-your');
    const play: Play = { status: 1, score: { home: 0, away: 0 }, periodScores: [], game };
    return this.compose(sport, champ, participants, play, {
      id,
      home: title,
      away: sport.model === 'race' ? '' : away,
      startsAt,
      isTop,
      pageTypes,
      version: 1,
    });
  }

  private createOutright(entry: (typeof OUTRIGHTS)[number], base: number): EventRecord {
    const champ = champById.get(entry.champId)!;
    const sport = sportById.get(champ.sportId)!;
    const game = outrightGameState(entry.candidates);
    const pageTypes = ['politics'];
    return this.compose(sport, champ, entry.candidates, { status: 1, score: { home: 0, away: 0 }, periodScores: [], game }, {
      id: this.nextId++,
      home: entry.title,
      away: '',
      startsAt: base + entry.daysAhead * DAY,
      isTop: false,
      pageTypes,
      version: 1,
    });
  }

  /** Kicks a line game off now. */
  startGame(record: EventRecord): EventRecord {
    const play = clonePlay(record.play);
    startPlay(play, record.sport.model);
    if (record.sport.model === 'race') play.game.blockedUntil['*'] = this.now() + (tuningOf(record.champ).duration + 5) * 1000;
    return this.commit(record, play, { startsAt: Math.min(record.event.startsAt, Math.floor(this.now() / 1000)) });
  }

  /** A replacement line game for the champ, some hours or days ahead, so that the line keeps its size. */
  replenish(champ: ChampDef): EventRecord {
    const startsAt = this.lineTime(this.rng.between(3 * HOUR, 6 * DAY));
    const record = this.createGame(champ, startsAt, champ.teams.length === 2 ? [champ.teams[0], champ.teams[1]] : undefined);
    this.records.set(record.event.id, record);
    return record;
  }

  /** Now plus an offset, on a quarter of an hour (seconds). */
  private lineTime(offset: number): number {
    const at = Math.floor(this.now() / 1000) + offset;
    return at - (at % 900) + 900;
  }

  private generate(): void {
    const rng = this.rng;
    const nowS = Math.floor(this.now() / 1000);
    // The line: every champ's games over the next six days (races every 40 minutes, finals every day and a half).
    for (const champ of CHAMPS) {
      for (let index = 0; index < champ.events; index += 1) {
        const sport = sportById.get(champ.sportId)!;
        const offset =
          sport.model === 'race'
            ? 40 * 60 * (index + 1)
            : champ.teams.length <= 4
              ? (index + 1) * 1.5 * DAY - 4 * HOUR
              : sport.model === 'fight'
                ? DAY + index * 20 * 60
                : rng.between(HOUR, 6 * DAY);
        const pair: [string, string] | undefined =
          champ.teams.length === 2 ? [champ.teams[index % 2], champ.teams[(index + 1) % 2]] : champ.teams.length === 4 ? [champ.teams[(index % 2) * 2], champ.teams[(index % 2) * 2 + 1]] : undefined;
        const record = this.createGame(champ, this.lineTime(offset), pair);
        this.records.set(record.event.id, record);
      }
    }
    for (const entry of OUTRIGHTS) {
      const record = this.createOutright(entry, nowS);
      this.records.set(record.event.id, record);
    }
    // Live: each sport's target of games, kicked off a while ago and played on to now.
    for (const sport of SPORTS) {
      const champs = CHAMPS.filter((champ) => champ.sportId === sport.id && champ.teams.length > 4);
      for (let index = 0; index < sport.liveTarget; index += 1) {
        const champ = champs[index % champs.length];
        const played = this.playedGame(champ, rng.between(0.05, 0.85));
        this.records.set(played.event.id, played);
      }
    }
    // Results: finished games of the last three days.
    for (let day = 1; day <= 3; day += 1) {
      for (let index = 0; index < 18; index += 1) {
        const champ = rng.pick(CHAMPS.filter((candidate) => candidate.events > 0 && sportById.get(candidate.sportId)!.model !== 'race'));
        const startsAt = nowS - day * DAY + rng.int(0, 20) * 1800;
        const record = this.finishedGame(champ, Math.min(startsAt, nowS - 4 * HOUR));
        this.records.set(record.event.id, record);
      }
    }
  }

  /** A game kicked off some time ago, played on to a fraction of its usual length (stops short of its end). */
  private playedGame(champ: ChampDef, fraction: number): EventRecord {
    const created = this.createGame(champ, 0);
    const context = contextOf(created, this.rng);
    let play = clonePlay(created.play);
    startPlay(play, created.sport.model);
    const steps = Math.floor((typicalLength(created.sport.slug, context.tuning.duration) * fraction) / 10);
    let seconds = 0;
    for (let step = 0; step < steps; step += 1) {
      const next = clonePlay(play);
      advanceGame(next, context, 10);
      if (next.status === 4) break;
      play = next;
      seconds += 10;
    }
    const startsAt = Math.floor(this.now() / 1000) - seconds;
    return this.commit({ ...created, event: { ...created.event, startsAt } }, play);
  }

  /** A game played from start to end, finished a while ago. */
  private finishedGame(champ: ChampDef, startsAt: number): EventRecord {
    const created = this.createGame(champ, startsAt);
    const context = contextOf(created, this.rng);
    const play = clonePlay(created.play);
    startPlay(play, created.sport.model);
    let seconds = 0;
    while (play.status !== 4 && seconds < 6 * 3600) {
      advanceGame(play, context, 30);
      seconds += 30;
    }
    play.status = 4;
    return this.commit(created, play, { finishedAt: (startsAt + seconds) * 1000 });
  }
}

/** How long a game usually lasts in real seconds, breaks included. */
function typicalLength(sportSlug: string, duration: number): number {
  switch (sportSlug) {
    case 'tennis':
      return 5400;
    case 'counter-strike':
    case 'dota-2':
      return 6000;
    case 'cricket':
      return 9600;
    case 'ufc':
      return 1000;
    default:
      return duration * 1.15;
  }
}
