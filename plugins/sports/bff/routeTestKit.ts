import type { SportEvent } from '../schemas/sports.ts';

/** Helpers of the sports route tests (which take their callers from tests/support/bffCaller.ts). */

/** A scenario patch that stops the live simulation, so that it moves no prices under a test. */
export const FROZEN = { sports: { frozen: true } } as const;

/** What the helpers need of a caller. */
interface LineCaller {
  get(url: string): Promise<{ json(): unknown }>;
}

/** Line games of different events whose main market's first outcome is open, for coupons. */
export async function openOutcomes(call: LineCaller, count: number, filter = 'sport=football'): Promise<Array<{ marketId: string; coef: number; event: SportEvent }>> {
  const events = ((await call.get(`/line-api/v1/line/events?${filter}`)).json() as { events: SportEvent[] }).events;
  const result = [];
  for (const event of events) {
    const outcome = event.markets[0]?.outcomes.find((candidate) => !candidate.isBlocked);
    if (outcome) result.push({ marketId: outcome.id, coef: outcome.coef, event });
    if (result.length === count) break;
  }
  if (result.length < count) throw new Error(`only ${result.length} open outcomes`);
  return result;
}

let counter = 0;
/** A fresh request id. */
export const requestId = () => `test-${process.pid}-${Date.now()}-${counter++}`;
