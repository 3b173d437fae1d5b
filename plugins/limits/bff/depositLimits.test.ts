// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DomainSettings, ScenarioState } from '../../../bff/domainStore.ts';
import { LimitsDesk } from './limitsDesk.ts';

const USER = '100001';
const DAY = 86_400;

/** A desk on a clock the test moves, with a scenario of its own. */
function deskWith(limits: unknown[]) {
  let nowMs = Date.UTC(2026, 10, 23, 12);
  const desk = new LimitsDesk({ now: () => nowMs });
  const scenario = { domain: {} as DomainSettings, rawDocuments: {}, pluginOverrides: {}, extraPlugins: [], faults: [] } as ScenarioState;
  expect(desk.patchScenario(scenario, { userId: USER, limits })).toBeNull();
  return { desk, scenario, advance: (seconds: number) => (nowMs += seconds * 1000) };
}

describe('the deposit limits (20–22) on the server', () => {
  it('leave nothing to cap for a player without deposit limits, or with the no-limit value 999999999', () => {
    expect(deskWith([]).desk.remainingDeposit(deskWith([]).scenario, USER)).toBeNull();
    const unlimited = deskWith([{ limitType: 20, limitValue: 999_999_999 }]);
    expect(unlimited.desk.remainingDeposit(unlimited.scenario, USER)).toBeNull();
    expect(unlimited.desk.depositRefusal(unlimited.scenario, USER, 1_000_000)).toBeNull();
  });

  it('leave the smallest balance of the active ones; a pending increase does not count', () => {
    const { desk, scenario } = deskWith([
      { limitType: 20, limitValue: 5_000 },
      { limitType: 21, limitValue: 3_000 },
      { limitType: 22, limitValue: 1_000, limitState: 'PENDING', needApprove: true },
    ]);
    expect(desk.remainingDeposit(scenario, USER)).toBe(3_000);
  });

  it('count settled deposits within each rolling period, and free them when the period has passed', () => {
    const { desk, scenario, advance } = deskWith([{ limitType: 20, limitValue: 5_000 }, { limitType: 21, limitValue: 8_000 }]);
    desk.recordDeposit(scenario, USER, 4_000);
    expect(desk.remainingDeposit(scenario, USER)).toBe(1_000);
    advance(DAY + 1);
    expect(desk.remainingDeposit(scenario, USER)).toBe(4_000);
    advance(7 * DAY);
    expect(desk.remainingDeposit(scenario, USER)).toBe(5_000);
  });

  it('refuse a deposit above the remaining amount with its typed reason, and allow one equal to it', () => {
    const { desk, scenario } = deskWith([{ limitType: 20, limitValue: 5_000 }]);
    desk.recordDeposit(scenario, USER, 2_000);
    expect(desk.depositRefusal(scenario, USER, 3_000.01)).toEqual({ code: 'deposit_limit_exceeded', remaining: 3_000 });
    expect(desk.depositRefusal(scenario, USER, 3_000)).toBeNull();
  });

  it('refuse every deposit during a self-exclusion', () => {
    const { desk, scenario } = deskWith([{ limitType: 30, limitValue: 7, startsIn: -10, lastsFor: 7 * DAY }]);
    expect(desk.depositRefusal(scenario, USER, 1)).toMatchObject({ code: 'gambling_restricted', restriction: { kind: 'selfExclusion' } });
  });
});
