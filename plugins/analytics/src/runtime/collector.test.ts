import { describe, expect, it } from 'vitest';
import { ANALYTICS_STORAGE_EXPIRY_MS } from '../analyticsConstants.ts';
import { Collector, UNSENT_BATCHES_KEY } from './collector.ts';
import { scrubPersonalData } from './scrubPersonalData.ts';

function collectorWith(accepts: boolean[]) {
  const sent: Array<{ url: string; body: unknown }> = [];
  let now = 1_000_000;
  const collector = new Collector({
    url: '/fatman-api/northbet',
    source: 18,
    language: () => 'en',
    userId: () => '100001',
    storage: window.localStorage,
    now: () => now,
    send: (url, body) => {
      sent.push({ url, body: JSON.parse(body) });
      return accepts.shift() ?? true;
    },
  });
  return { collector, sent, advance: (ms: number) => (now += ms) };
}

describe('Collector', () => {
  it('sends the events of a page in one batch with the language, source code and user id', () => {
    window.localStorage.clear();
    const { collector, sent } = collectorWith([]);
    collector.add(1000, scrubPersonalData({ strings: ['full_reg'], numbers: [1, 1] }));
    collector.add(10000, scrubPersonalData({ numbers: [0, 1, 150] }));
    expect(sent).toEqual([]);
    collector.flush();
    expect(sent).toEqual([
      {
        url: '/fatman-api/northbet',
        body: {
          lang: 'en',
          source: 18,
          userId: '100001',
          events: [
            { id: 1000, at: 1_000_000, strings: ['full_reg'], numbers: [1, 1], params: {} },
            { id: 10000, at: 1_000_000, strings: [], numbers: [0, 1, 150], params: {} },
          ],
        },
      },
    ]);
  });

  it('keeps a refused batch in storage and sends it again at the next start, for 24 hours only', () => {
    window.localStorage.clear();
    const first = collectorWith([false]);
    first.collector.add(1255, scrubPersonalData({ numbers: [2, 30] }));
    first.collector.flush();
    expect(JSON.parse(window.localStorage.getItem(UNSENT_BATCHES_KEY)!)).toHaveLength(1);

    const later = collectorWith([]);
    later.advance(ANALYTICS_STORAGE_EXPIRY_MS - 1);
    later.collector.resendStored();
    expect(later.sent.map(({ body }) => (body as { events: Array<{ id: number }> }).events[0].id)).toEqual([1255]);
    expect(window.localStorage.getItem(UNSENT_BATCHES_KEY)).toBeNull();

    const refused = collectorWith([false]);
    refused.collector.add(1000, scrubPersonalData());
    refused.collector.flush();
    const expired = collectorWith([]);
    expired.advance(ANALYTICS_STORAGE_EXPIRY_MS);
    expired.collector.resendStored();
    expect(expired.sent).toEqual([]);
    expect(window.localStorage.getItem(UNSENT_BATCHES_KEY)).toBeNull();
  });
});
