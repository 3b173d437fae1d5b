import { describe, expect, it } from 'vitest';
import type { AnalyticsService } from '../contract/index.ts';
import { createQueuedAnalytics, QUEUED_CALLS_KEPT } from './queuedAnalytics.ts';

describe('the queued analytics service', () => {
  it('keeps the calls until the collector loads and replays them in order', () => {
    const queued = createQueuedAnalytics();
    queued.service.track(1000, { strings: ['a'] });
    queued.service.registrationOpened();
    const calls: string[] = [];
    const target = new Proxy({}, { get: (_, method: string) => (...args: unknown[]) => calls.push(`${method} ${JSON.stringify(args)}`) }) as AnalyticsService;
    queued.attach(target);
    queued.service.loginTried();
    expect(calls).toEqual(['track [1000,{"strings":["a"]}]', 'registrationOpened []', 'loginTried []']);
  });

  it('never throws, neither when the collector throws nor when too many calls wait', () => {
    const queued = createQueuedAnalytics();
    for (let index = 0; index < QUEUED_CALLS_KEPT + 5; index += 1) queued.service.track(index);
    const tracked: number[] = [];
    queued.attach({ track: (id: number) => (id === 7 ? (() => { throw new Error('broken'); })() : tracked.push(id)) } as unknown as AnalyticsService);
    expect(tracked).toHaveLength(QUEUED_CALLS_KEPT - 1);
    expect(tracked).not.toContain(7);
    expect(tracked[0]).toBe(5);
    expect(() => queued.service.track(7)).not.toThrow();
  });
});
