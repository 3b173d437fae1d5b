import { describe, expect, it } from 'vitest';
import { couponMarket } from './couponFixtures.ts';
import { type CouponReminderRecord, dueReminder, nextReminderRecord, reminderAfterCouponPageOpened, reminderShown } from './couponReminder.ts';
import type { CouponBet } from './couponSlice.ts';

const T = 1_000_000;
const bet = (id: string, isLive: boolean, addedAt: number, isBlocked = false): CouponBet => ({
  market: couponMarket(id, 2, { isLive }),
  addedAt,
  isBanker: false,
  isBlocked,
  isDepend: false,
});
const coupon = (...bets: CouponBet[]) => ({ bets });

const line = bet('g1-1', false, T);
const live = bet('g2-1', true, T + 5);

describe('nextReminderRecord', () => {
  it.each<[string, CouponBet[], CouponReminderRecord | null, CouponReminderRecord | null]>([
    ['empty coupon, no record', [], null, null],
    ['a line bet: 5 minutes', [line], null, { id: 'g1-1', timeToShow: T + 300_000, isShown: false }],
    ['a live bet: 30 seconds', [live], null, { id: 'g2-1', timeToShow: T + 30_000, isShown: false }],
    ['live first', [line, live], null, { id: 'g2-1', timeToShow: T + 30_000, isShown: false }],
    ['blocked bets do not count', [bet('g2-1', true, T, true), line], null, { id: 'g1-1', timeToShow: T + 300_000, isShown: false }],
    ['all blocked: nothing', [bet('g1-1', false, T, true)], null, null],
    ['the coupon emptied: cleared', [], { id: 'g1-1', timeToShow: T, isShown: false }, null],
    ['a pending record is kept', [line, bet('g3-1', false, T + 9)], { id: 'g1-1', timeToShow: T + 1, isShown: false }, { id: 'g1-1', timeToShow: T + 1, isShown: false }],
    ['a pending line record moves to a new live bet', [line, live], { id: 'g1-1', timeToShow: T + 1, isShown: false }, { id: 'g2-1', timeToShow: T + 30_000, isShown: false }],
    ['its bet was removed: the next one', [live], { id: 'g1-1', timeToShow: T + 1, isShown: false }, { id: 'g2-1', timeToShow: T + 30_000, isShown: false }],
    ['its bet got blocked, none other: it waits', [bet('g1-1', false, T, true)], { id: 'g1-1', timeToShow: T + 1, isShown: false }, { id: 'g1-1', timeToShow: T + 1, isShown: false }],
    ['shown once per session, even when emptied', [], { id: 'g1-1', timeToShow: T, isShown: true }, { id: 'g1-1', timeToShow: T, isShown: true }],
  ])('%s', (_, bets, record, expected) => {
    expect(nextReminderRecord(coupon(...bets), T, record)).toEqual(expected);
  });
});

describe('dueReminder', () => {
  const record: CouponReminderRecord = { id: 'g1-1', timeToShow: T + 100, isShown: false };

  it.each<[string, CouponBet[], number, CouponReminderRecord | null, string | null]>([
    ['due', [line], T + 100, record, 'g1-1'],
    ['not yet', [line], T + 99, record, null],
    ['no record', [line], T + 100, null, null],
    ['already shown', [line], T + 100, reminderShown(record), null],
    ['bet removed', [live], T + 100, record, null],
    ['bet blocked', [bet('g1-1', false, T, true)], T + 100, record, null],
  ])('%s', (_, bets, now, rec, expected) => {
    expect(dueReminder(coupon(...bets), now, rec)).toBe(expected);
  });
});

describe('coupon page opened', () => {
  it('clears a pending reminder and keeps a shown one', () => {
    const pending: CouponReminderRecord = { id: 'g1-1', timeToShow: T, isShown: false };
    expect(reminderAfterCouponPageOpened(pending)).toBeNull();
    expect(reminderAfterCouponPageOpened(reminderShown(pending))).toEqual({ ...pending, isShown: true });
    expect(reminderAfterCouponPageOpened(null)).toBeNull();
  });
});
