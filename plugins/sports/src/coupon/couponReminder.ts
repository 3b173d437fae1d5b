import type { CouponBet } from './couponSlice.ts';

/** The coupon reminder record kept in session storage (spec 3.8). Times are Unix milliseconds. */
export interface CouponReminderRecord {
  /** The outcome (market) id the reminder is about. */
  id: string;
  timeToShow: number;
  isShown: boolean;
}

/** Spec 4.1 and 9: 30 seconds after a live selection, 5 minutes after a line one. */
export const REMINDER_DELAY_MS = { live: 30_000, line: 300_000 } as const;

type ReminderBets = { bets: readonly Pick<CouponBet, 'market' | 'isBlocked' | 'addedAt'>[] };

const findBet = (state: ReminderBets, id: string) => state.bets.find((bet) => bet.market.id === id);

/**
 * The record to keep after the coupon changed. Once shown, a record stays as it is for the rest of the session
 * (the warning is shown once per session, so neither emptying the coupon nor opening its page re-arms it). Else:
 * - an empty coupon clears it;
 * - a pending record is kept while its selection is still there and unblocked, unless it is a line selection and
 *   an unblocked live one has arrived (live first): then the reminder moves to the live one;
 * - otherwise the earliest-added unblocked live selection, else line selection, gets a record due 30 s / 5 min
 *   from now;
 * - with every selection blocked, a pending record for one of them waits (it cannot fire while blocked).
 */
export function nextReminderRecord(state: ReminderBets, now: number, record: CouponReminderRecord | null): CouponReminderRecord | null {
  if (record?.isShown) return record;
  if (state.bets.length === 0) return null;
  const open = [...state.bets].filter((bet) => !bet.isBlocked).sort((a, b) => a.addedAt - b.addedAt);
  const live = open.find((bet) => bet.market.isLive);
  const current = record ? findBet(state, record.id) : undefined;
  if (record && current && !current.isBlocked && (current.market.isLive || !live)) return record;
  const target = live ?? open[0];
  if (!target) return record && current ? record : null;
  const delay = target.market.isLive ? REMINDER_DELAY_MS.live : REMINDER_DELAY_MS.line;
  return { id: target.market.id, timeToShow: now + delay, isShown: false };
}

/**
 * The selection to warn about now, or null: the record is due, not shown yet, and its selection is still in the
 * coupon and not blocked (spec 4.1).
 */
export function dueReminder(state: ReminderBets, now: number, record: CouponReminderRecord | null): string | null {
  if (!record || record.isShown || now < record.timeToShow) return null;
  const bet = findBet(state, record.id);
  return bet && !bet.isBlocked ? record.id : null;
}

/** After the warning was shown: remembered for the session. */
export const reminderShown = (record: CouponReminderRecord): CouponReminderRecord => ({ ...record, isShown: true });

/** Opening the coupon page clears a pending reminder; a shown one stays, so that it is still shown only once. */
export const reminderAfterCouponPageOpened = (record: CouponReminderRecord | null): CouponReminderRecord | null =>
  record?.isShown ? record : null;
