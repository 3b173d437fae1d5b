// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/databaseTemplate.ts';
import { LimitsDesk } from './limitsDesk.ts';
import { patchLimitsScenario } from './limitsScenario.ts';
import { LimitsStore } from './limitsStore.ts';
import { RestrictionCache } from './restrictionCache.ts';

const USER = '100001';
const DAY = 86_400;

/** A desk on the test database and a clock the test moves, in a realm of its own. */
async function deskWith(limits: unknown[]) {
  let nowMs = Date.UTC(2026, 10, 23, 12);
  const now = () => nowMs;
  const store = new LimitsStore(await openTestDatabase(), now);
  const restrictions = new RestrictionCache(store, now);
  const desk = new LimitsDesk(store, restrictions);
  const realm = randomUUID();
  expect(await patchLimitsScenario({ desk, store, restrictions }, realm, { userId: USER, limits })).toBeNull();
  return { desk, realm, advance: (seconds: number) => (nowMs += seconds * 1000) };
}

describe('the deposit limits (20–22) on the server', () => {
  it('leave nothing to cap for a player without deposit limits, or with the no-limit value 999999999', async () => {
    const none = await deskWith([]);
    expect(await none.desk.remainingDeposit(none.realm, USER)).toBeNull();
    const unlimited = await deskWith([{ limitType: 20, limitValue: 999_999_999 }]);
    expect(await unlimited.desk.remainingDeposit(unlimited.realm, USER)).toBeNull();
    expect(await unlimited.desk.depositRefusal(unlimited.realm, USER, 1_000_000)).toBeNull();
  });

  it('leave the smallest balance of the active ones; a pending increase does not count', async () => {
    const { desk, realm } = await deskWith([
      { limitType: 20, limitValue: 5_000 },
      { limitType: 21, limitValue: 3_000 },
      { limitType: 22, limitValue: 1_000, limitState: 'PENDING', needApprove: true },
    ]);
    expect(await desk.remainingDeposit(realm, USER)).toBe(3_000);
  });

  it('count settled deposits within each rolling period, and free them when the period has passed', async () => {
    const { desk, realm, advance } = await deskWith([{ limitType: 20, limitValue: 5_000 }, { limitType: 21, limitValue: 8_000 }]);
    await desk.recordDeposit(realm, USER, 4_000, 'payments:first:deposit');
    expect(await desk.remainingDeposit(realm, USER)).toBe(1_000);
    advance(DAY + 1);
    expect(await desk.remainingDeposit(realm, USER)).toBe(4_000);
    advance(7 * DAY);
    expect(await desk.remainingDeposit(realm, USER)).toBe(5_000);
  });

  it('count a deposit once however often its payment is counted (a retry, another server)', async () => {
    const { desk, realm } = await deskWith([{ limitType: 20, limitValue: 5_000 }]);
    await Promise.all([1, 2, 3].map(() => desk.recordDeposit(realm, USER, 1_000, 'payments:again:deposit')));
    await desk.recordDeposit(realm, USER, 1_000, 'payments:again:deposit');
    expect(await desk.remainingDeposit(realm, USER)).toBe(4_000);
  });

  it('refuse a deposit above the remaining amount with its typed reason, and allow one equal to it', async () => {
    const { desk, realm } = await deskWith([{ limitType: 20, limitValue: 5_000 }]);
    await desk.recordDeposit(realm, USER, 2_000, 'payments:second:deposit');
    expect(await desk.depositRefusal(realm, USER, 3_000.01)).toEqual({ code: 'deposit_limit_exceeded', remaining: 3_000 });
    expect(await desk.depositRefusal(realm, USER, 3_000)).toBeNull();
  });

  it('refuse every deposit during a self-exclusion', async () => {
    const { desk, realm } = await deskWith([{ limitType: 30, limitValue: 7, startsIn: -10, lastsFor: 7 * DAY }]);
    expect(await desk.depositRefusal(realm, USER, 1)).toMatchObject({ code: 'gambling_restricted', restriction: { kind: 'selfExclusion' } });
  });
});
