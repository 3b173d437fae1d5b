// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validate_sportEvent } from '../src/generated/validate_sportEvent.js';
import { SPORTS } from './catalog.ts';
import { DemoLine, type EventRecord } from './demoLine.ts';
import { LineView, applySportsPatch, overlayOf } from './lineView.ts';
import { LiveSimulation } from './liveSimulation.ts';

const START = Date.UTC(2026, 4, 1, 12, 0, 0);

/** A line on an injected clock, and a tick that moves the clock by `seconds` first. */
function simulated(seed?: number) {
  let now = START;
  const line = new DemoLine({ now: () => now, seed });
  const simulation = new LiveSimulation(line, { seed });
  return {
    line,
    simulation,
    tick(seconds = 2) {
      now += seconds * 1000;
      return simulation.tick();
    },
  };
}

const isLive = (record: EventRecord) => record.event.status === 2 || record.event.status === 3;
const records = (line: DemoLine) => [...line.records.values()];

describe('demo line', () => {
  const line = new DemoLine({ now: () => START });
  const all = records(line);

  it('is the same for the same seed and start time', () => {
    const again = new DemoLine({ now: () => START });
    expect(JSON.stringify(records(again).map((record) => record.event))).toBe(JSON.stringify(all.map((record) => record.event)));
    const other = new DemoLine({ now: () => START, seed: 99 });
    expect(JSON.stringify(records(other).map((record) => record.event))).not.toBe(JSON.stringify(all.map((record) => record.event)));
  });

  it('has every sport, dozens of champs with the champion-page slugs, hundreds of line games and dozens live', () => {
    const slugs = new Set(all.map((record) => record.event.sportSlug));
    for (const slug of ['football', 'tennis', 'basketball', 'ice-hockey', 'cricket', 'cyber-football', 'counter-strike', 'dota-2', 'ufc', 'politics']) {
      expect(slugs).toContain(slug);
    }
    expect(SPORTS.filter((sport) => sport.kind === 'cyber').map((sport) => sport.slug)).toEqual(['cyber-football', 'counter-strike', 'dota-2']);
    const champs = new Set(all.map((record) => record.event.champSlug));
    expect(champs.size).toBeGreaterThanOrEqual(30);
    for (const slug of ['epl', 'laliga', 'europaleague', 'ipl', 'scf', 'fifacwc', 'nbafinals', 'nhlfinals']) expect(champs).toContain(slug);
    expect(all.filter((record) => record.event.status === 1).length).toBeGreaterThanOrEqual(300);
    expect(all.filter(isLive).length).toBeGreaterThanOrEqual(30);
    expect(all.filter((record) => record.event.status === 4).length).toBeGreaterThanOrEqual(30);
  });

  it('answers events that validate, with outcome ids of their game and market', () => {
    for (const { event } of all) {
      expect(validate_sportEvent(event), JSON.stringify(event).slice(0, 200)).toBe(true);
      for (const market of event.markets) {
        expect(market.id.startsWith(`${event.id}:`)).toBe(true);
        for (const outcome of market.outcomes) {
          expect(outcome.id).toMatch(/^[0-9a-z:.-]{1,80}$/);
          expect(outcome.id.startsWith(`${market.id}:`)).toBe(true);
        }
      }
    }
  });

  it('times line games in the coming days, and live games with score, periods, period key and clock', () => {
    const nowS = START / 1000;
    for (const { event } of all.filter((record) => record.event.status === 1 && record.sport.kind !== 'longterm')) {
      expect(event.startsAt).toBeGreaterThan(nowS);
      expect(event.startsAt).toBeLessThan(nowS + 7 * 86_400);
    }
    for (const { event, sport } of all.filter(isLive)) {
      expect(event.startsAt).toBeLessThanOrEqual(nowS);
      expect(event.period).toMatch(/^period\.[a-z0-9]+$/);
      if (sport.model !== 'fight') expect(event.score).toBeDefined();
      if (sport.slug === 'football') expect(event.clock).toMatch(/^\d{1,2}'$/);
    }
    expect(all.filter(isLive).some((record) => record.event.period === 'period.1h' || record.event.period === 'period.2h')).toBe(true);
  });

  it('prices with a sensible margin', () => {
    for (const { event } of all.filter((record) => record.event.status === 1 && record.sport.model === 'goals')) {
      const main = event.markets[0];
      const book = main.outcomes.reduce((sum, outcome) => sum + 1 / outcome.coef, 0);
      expect(book).toBeGreaterThan(1.02);
      expect(book).toBeLessThan(1.12);
    }
  });

  it('flags top games and page types, and offers politics as outrights', () => {
    expect(all.some((record) => record.event.isTop)).toBe(true);
    const pageTypes = new Set(all.flatMap((record) => record.event.pageTypes ?? []));
    for (const pageType of ['bets-on-your', 'marble', 'ufc', 'politics', 'top-game', 'cyber']) expect(pageTypes).toContain(pageType);
    const politics = all.filter((record) => record.sport.slug === 'politics');
    expect(politics.length).toBeGreaterThan(3);
    for (const { event } of politics) {
      expect(event.away).toBe('');
      expect(event.markets.every((market) => market.kind === 7 && market.outcomes.every((outcome) => outcome.kind === 7))).toBe(true);
    }
  });
});

describe('live simulation', () => {
  it('moves every live game on each tick and leaves the line mostly alone', () => {
    const { line, tick } = simulated();
    const before = new Map(records(line).map((record) => [record.event.id, record]));
    for (let index = 0; index < 10; index += 1) tick();
    const after = records(line);
    const live = [...before.values()].filter(isLive);
    for (const record of live) expect(line.get(record.event.id)!.event.version).toBeGreaterThan(record.event.version);
    const prices = (record: EventRecord) => JSON.stringify(record.event.markets.map((market) => market.outcomes.map((outcome) => outcome.coef)));
    expect(live.filter((record) => line.get(record.event.id)!.event.status !== 4 && prices(line.get(record.event.id)!) !== prices(record)).length).toBeGreaterThan(live.length / 2);
    const lineGames = [...before.values()].filter((record) => record.event.status === 1 && record.event.startsAt > START / 1000 + 3600);
    const moved = lineGames.filter((record) => line.get(record.event.id)!.event.version !== record.event.version);
    expect(moved.length).toBeLessThan(lineGames.length * 0.05);
    expect(after.length).toBeGreaterThanOrEqual(before.size);
  });

  it('scores, blocks after a goal, finishes games, and keeps dozens live by starting line games', () => {
    const { line, tick } = simulated();
    const target = SPORTS.reduce((sum, sport) => sum + sport.liveTarget, 0);
    let scored = 0;
    let finished = 0;
    let started = 0;
    let blockedAfterGoal = 0;
    let randomBlocks = 0;
    const periods = new Set<string>();
    for (let index = 0; index < 600; index += 1) {
      const before = new Map(records(line).filter(isLive).map((record) => [record.event.id, record.event]));
      const report = tick(index % 2 === 0 ? 2 : 10);
      scored += report.scored;
      finished += report.finished;
      started += report.started;
      const live = records(line).filter(isLive);
      expect(live.length).toBeGreaterThanOrEqual(target);
      for (const record of live) {
        if (record.event.period) periods.add(record.event.period);
        const previous = before.get(record.event.id);
        if (!previous || record.sport.slug !== 'football') continue;
        const goal = previous.score && record.event.score && previous.score.home + previous.score.away < record.event.score.home + record.event.score.away;
        if (goal) {
          expect(record.event.markets.every((market) => market.outcomes.every((outcome) => outcome.isBlocked))).toBe(true);
          blockedAfterGoal += 1;
        } else if (record.event.markets.some((market) => market.outcomes.every((outcome) => outcome.isBlocked))) {
          randomBlocks += 1;
        }
      }
    }
    expect(scored).toBeGreaterThan(5);
    expect(blockedAfterGoal).toBeGreaterThan(0);
    expect(randomBlocks).toBeGreaterThan(0);
    expect(finished).toBeGreaterThan(5);
    expect(started).toBeGreaterThan(5);
    for (const key of ['period.1h', 'period.2h', 'period.ht']) expect(periods).toContain(key);
    const done = records(line).filter((record) => record.event.status === 4 && record.finishedAt! > START);
    expect(done.length).toBe(finished);
    for (const { event } of done) {
      expect(event.markets).toEqual([]);
      expect(validate_sportEvent(event)).toBe(true);
    }
  });

  it('is reproducible from its seed', () => {
    const a = simulated(5);
    const b = simulated(5);
    for (let index = 0; index < 50; index += 1) {
      a.tick();
      b.tick();
    }
    expect(JSON.stringify(records(a.line).map((record) => record.event))).toBe(JSON.stringify(records(b.line).map((record) => record.event)));
  });

  it('refuses malformed scenario patches while the line plays on', () => {
    const { line, tick } = simulated();
    const scenario = {};
    const liveRecord = records(line).find(isLive)!;
    const outcome = liveRecord.event.markets[0].outcomes[0];
    expect(applySportsPatch(scenario, line, { frozen: true, markets: { [outcome.id]: { coef: 7.77, isBlocked: false } } })).toBeNull();
    for (let index = 0; index < 5; index += 1) tick();
    expect(line.get(liveRecord.event.id)!.event.version).toBeGreaterThan(liveRecord.event.version);
    expect(applySportsPatch(scenario, line, { frozen: 'yes' })).toMatch(/frozen/);
    expect(applySportsPatch(scenario, line, { markets: { [outcome.id]: { coef: 0.5 } } })).toMatch(/coef/);
    expect(applySportsPatch(scenario, line, { other: 1 })).toMatch(/unknown/);
  });
});

describe('line view', () => {
  it('shows the frozen line with the overlay, and the live line without it', () => {
    const { line, tick } = simulated();
    const scenario = {};
    const liveRecord = records(line).find((record) => isLive(record) && record.sport.slug === 'football')!;
    const outcome = liveRecord.event.markets[0].outcomes[1];
    applySportsPatch(scenario, line, { frozen: true, markets: { [outcome.id]: { coef: 7.77, isBlocked: true } } });
    for (let index = 0; index < 5; index += 1) tick();
    const frozen = new LineView(line, overlayOf(scenario));
    const seen = frozen.event(frozen.record(liveRecord.event.id)!, true);
    expect(seen.version).toBe(liveRecord.event.version + 1);
    expect(seen.clock).toBe(liveRecord.event.clock);
    expect(seen.markets[0].outcomes[1]).toMatchObject({ coef: 7.77, isBlocked: true });
    expect(frozen.find(outcome.id)?.outcome).toMatchObject({ coef: 7.77, isBlocked: true });
    const plain = new LineView(line);
    expect(plain.event(plain.record(liveRecord.event.id)!, true).version).toBeGreaterThan(liveRecord.event.version + 1);
    expect(plain.find(outcome.id)?.outcome.coef).not.toBe(7.77);
    // Unfreezing shows the live line again, still with the scenario's prices.
    applySportsPatch(scenario, line, { frozen: false });
    const thawed = new LineView(line, overlayOf(scenario));
    expect(thawed.record(liveRecord.event.id)).toBe(line.get(liveRecord.event.id));
    expect(thawed.find(outcome.id)?.outcome.coef).toBe(7.77);
  });
});
