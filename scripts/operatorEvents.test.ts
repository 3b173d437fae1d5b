// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runOperator } from './operator.ts';
import { countsPerMinute, lastEventsById } from './operatorEvents.ts';
import { AnalyticsEventLog, type StoredAnalyticsEvent } from '../plugins/analytics/bff/analyticsEventLog.ts';

const stateDir = mkdtempSync(join(tmpdir(), 'analytics-events-'));
afterEach(() => rmSync(stateDir, { recursive: true, force: true }));

const event = (id: number, at: string): StoredAnalyticsEvent => ({ at, domain: 'demo', key: 'northbet', lang: 'en', source: 18, userId: null, id, strings: [], numbers: [id], params: {} });

describe('npm run operator -- events', () => {
  it('shows the last event of each id and the counts per minute of what the BFF logged', async () => {
    const log = new AnalyticsEventLog(stateDir);
    await log.append([event(1000, '2026-11-23T03:00:05.000Z'), event(10000, '2026-11-23T03:00:40.000Z'), event(1000, '2026-11-23T03:01:10.000Z')]);
    const events = log.read();
    expect(lastEventsById(events).map(({ event: last, count }) => [last.id, last.at, count])).toEqual([
      [1000, '2026-11-23T03:01:10.000Z', 2],
      [10000, '2026-11-23T03:00:40.000Z', 1],
    ]);
    expect(countsPerMinute(events, 10)).toEqual([
      ['2026-11-23 03:01', 1],
      ['2026-11-23 03:00', 2],
    ]);
    const printed: string[] = [];
    const code = runOperator(['events', '--state-dir', stateDir], { print: (line) => printed.push(line), printError: (line) => printed.push(line) });
    expect(code).toBe(0);
    expect(printed.join('\n')).toMatch(/1000\s+2026-11-23 03:01:10\s+demo\s+en\s+18\s+2/);
    expect(printed.join('\n')).toMatch(/2026-11-23 03:00\s+2/);
  });
});
