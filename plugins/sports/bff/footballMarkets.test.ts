// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Market } from '../schemas/sports.ts';
import { DemoLine } from './demoLine.ts';

const START = Date.UTC(2026, 4, 1, 12, 0, 0);
const line = new DemoLine({ now: () => START });
const football = [...line.records.values()].map((record) => record.event).filter((event) => event.sportSlug === 'football');
const topBeforeKickOff = football.filter((event) => event.isTop && event.status === 1);

/**
 * What a market's prices imply per outcome the game ends with: the sum of 1 / price, which is 1 plus the margin (more
 * where prices were rounded down). Each result is in two of double chance's three outcomes.
 */
const book = (market: Market) => market.outcomes.reduce((sum, outcome) => sum + 1 / outcome.coef, 0) / (market.kind === 2 ? 2 : 1);
const byName = (markets: readonly Market[], name: string) => markets.find((market) => market.name === name)!;

describe('a top football game’s market set', () => {
  it('has at least 30 markets before kick-off, under goals, halves and handicaps tabs as well as the main ones', () => {
    expect(topBeforeKickOff.length).toBeGreaterThan(0);
    for (const event of topBeforeKickOff) {
      expect(event.markets.length, `${event.home} – ${event.away}`).toBeGreaterThanOrEqual(30);
      expect(event.marketCount).toBe(event.markets.length);
      expect(event.markets[0].name).toBe('1X2');
      expect(new Set(event.markets.map((market) => market.id)).size).toBe(event.markets.length);
      const groups = new Set(event.markets.map((market) => market.group));
      for (const group of ['goals', 'halves', 'handicaps']) expect(groups).toContain(group);
      expect(byName(event.markets, `${event.home} total 0.5`).group).toBe('goals');
      expect(byName(event.markets, 'Half-time / full-time').outcomes.map((outcome) => outcome.name)).toEqual(['1/1', '1/X', '1/2', 'X/1', 'X/X', 'X/2', '2/1', '2/X', '2/2']);
    }
  });

  it('prices every market as a book of the outcomes’ chances with a margin of a few per cent', () => {
    for (const market of topBeforeKickOff.flatMap((event) => event.markets)) {
      const offered = market.outcomes.every((outcome) => !outcome.isBlocked);
      // The 1.01 floor and the 500 cap squeeze a lopsided book's margin; an offered one never gives the bettor an edge.
      if (offered) expect(book(market), market.name).toBeGreaterThan(1);
      expect(book(market), market.name).toBeLessThan(1.3);
    }
  });

  it('agrees with itself: draw no bet follows 1X2, and the home side’s goals over 0.5 is its "to score"', () => {
    const [event] = topBeforeKickOff;
    const [home, , away] = byName(event.markets, '1X2').outcomes.map((outcome) => 1 / outcome.coef);
    const [dnbHome, dnbAway] = byName(event.markets, 'Draw no bet').outcomes.map((outcome) => 1 / outcome.coef);
    expect(dnbHome / (dnbHome + dnbAway)).toBeCloseTo(home / (home + away), 1);
    const over = byName(event.markets, `${event.home} total 0.5`).outcomes[0].coef;
    const toScore = byName(event.markets, `${event.home} to score`).outcomes[0].coef;
    expect(Math.abs(over - toScore)).toBeLessThanOrEqual(0.02);
  });

  it('offers no half markets once the game is live, and other football games keep the main seven', () => {
    const record = line.get(topBeforeKickOff[0].id)!;
    const live = line.startGame(record).event;
    expect(live.status).toBe(2);
    expect(live.markets.some((market) => market.group === 'goals')).toBe(true);
    expect(live.markets.some((market) => market.group === 'halves')).toBe(false);
    const other = football.find((event) => !event.isTop && event.status === 1)!;
    expect(other.markets.map((market) => market.name)).toEqual(['1X2', 'Double chance', 'Handicap', expect.stringMatching(/^Total /), expect.stringMatching(/^Total /), 'Both teams to score', 'Correct score']);
  });
});
