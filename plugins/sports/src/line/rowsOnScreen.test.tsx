// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBff, patchScenario, uniqueScenario } from '../../../../tests/support/bffFetch.ts';
import { renderHost } from '../../../../tests/support/renderHost.tsx';
import type { EventList, SportEvent } from '../../schemas/sports.ts';
import { LINE_LOAD_MS } from '../linePrices.testing.ts';

const app = createTestBff();
afterAll(() => app.close());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's IntersectionObserver, told by the test which rows are in view. */
class TestIntersectionObserver {
  static current: TestIntersectionObserver | null = null;
  readonly rows = new Set<Element>();
  constructor(private readonly report: IntersectionObserverCallback) {
    TestIntersectionObserver.current = this;
  }
  observe(row: Element) {
    this.rows.add(row);
  }
  unobserve(row: Element) {
    this.rows.delete(row);
  }
  disconnect() {
    this.rows.clear();
  }
  show(inView: (row: Element) => boolean) {
    const entries = [...this.rows].map((target) => ({ target, isIntersecting: inView(target) }) as IntersectionObserverEntry);
    act(() => this.report(entries, this as unknown as IntersectionObserver));
  }
}

const LIVE_EVENTS = '/line-api/v1/live/events';
const priceOf = (eventId: number) => document.querySelector(`[data-event="${eventId}"] .odds__value`)?.textContent;

describe('a long live list', { timeout: 60_000 }, () => {
  it('shows a new price at once on screen, and off screen when the row comes into view', async () => {
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    const scenario = uniqueScenario('rows-on-screen');
    await patchScenario(app, scenario, { sports: { frozen: true } });
    await renderHost(app, { path: '/en/live/football', plugins: ['account', 'sports'], scenario });
    // The live feed at the network edge, from the first poll after the page's first load (renderHost sets the fetch
    // the page uses): two games whose first price is 1.50 until
    // the test moves it.
    let replies = 0;
    let coef = 1.5;
    let games: SportEvent[] = [];
    const bff = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes(LIVE_EVENTS)) return bff(input, init);
      if (games.length === 0) games = ((await (await bff(input, init)).json()) as EventList).events.filter((event) => event.markets.length > 0).slice(0, 2);
      replies += 1;
      const events = games.map((game) => ({
        ...game,
        version: replies,
        markets: game.markets.map((market, index) => (index === 0 ? { ...market, outcomes: market.outcomes.map((outcome, at) => (at === 0 ? { ...outcome, coef, isBlocked: false } : outcome)) } : market)),
      }));
      return new Response(JSON.stringify({ events }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await waitFor(() => expect(document.querySelectorAll('[data-event]')).toHaveLength(2), { timeout: LINE_LOAD_MS });
    const [onScreenId, offScreenId] = games.map((game) => game.id);
    expect([priceOf(onScreenId), priceOf(offScreenId)]).toEqual(['1.50', '1.50']);

    TestIntersectionObserver.current!.show((row) => row.getAttribute('data-event') === String(onScreenId));
    coef = 1.75;
    await waitFor(() => expect(priceOf(onScreenId)).toBe('1.75'), { timeout: LINE_LOAD_MS });
    expect(priceOf(offScreenId)).toBe('1.50');

    TestIntersectionObserver.current!.show(() => true);
    expect(priceOf(offScreenId)).toBe('1.75');
  });
});
