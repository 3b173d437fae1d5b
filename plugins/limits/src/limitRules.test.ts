import { describe, expect, it } from 'vitest';
import type { Limit } from '../schemas/limits.ts';
import {
  durationInDays,
  exclusionInForce,
  isCancellable,
  increaseStartsAt,
  isCancellablePendingIncrease,
  isIncreaseApprovalDue,
  isExtraLimitsSectionDisabled,
  isLimitFieldDisabled,
  remainingDepositAmount,
  remainingSessionLimit,
  upcomingExclusion,
  valueOptions,
  withoutPendingOf,
} from './limitRules.ts';
import { DEFAULT_INCREASE_COOLING_OFF_S } from './limitsConstants.ts';

const START = 1_800_000_000;

const limit = (fields: Partial<Limit>): Limit => ({
  limitType: 20,
  limitValue: 1000,
  limitBalance: 1000,
  limitState: 'ACTIVE',
  needApprove: false,
  startedAt: START,
  endsAt: null,
  measure: 'RUB',
  label: '',
  availableValues: [],
  ...fields,
});

describe('the pending deposit limit cancel window (86 400 s from its start by default)', () => {
  const pending = limit({ limitType: 21, limitState: 'PENDING', needApprove: true });
  const DAY = DEFAULT_INCREASE_COOLING_OFF_S;

  it('is cancellable from its start to the last second before 86 400 s', () => {
    expect(isCancellablePendingIncrease(pending, START, DAY)).toBe(true);
    expect(isCancellablePendingIncrease(pending, START + 86_399, DAY)).toBe(true);
  });

  it('is not cancellable at 86 400 s, before its start, or without approval, or for a limit without cooling-off', () => {
    expect(isCancellablePendingIncrease(pending, START + 86_400, DAY)).toBe(false);
    expect(isCancellablePendingIncrease(pending, START - 1, DAY)).toBe(false);
    expect(isCancellablePendingIncrease({ ...pending, needApprove: false }, START + 10, DAY)).toBe(false);
    expect(isCancellablePendingIncrease({ ...pending, limitState: 'ACTIVE' }, START + 10, DAY)).toBe(false);
    expect(isCancellablePendingIncrease({ ...pending, limitType: 37 }, START + 10, DAY)).toBe(false);
    expect(isCancellablePendingIncrease({ ...pending, limitType: 1 }, START + 10, DAY)).toBe(true);
    expect(isCancellablePendingIncrease({ ...pending, startedAt: null }, START + 10, DAY)).toBe(false);
  });

  it('falls due for approval exactly when the window closes', () => {
    expect(isIncreaseApprovalDue(pending, START + 86_399, DAY)).toBe(false);
    expect(isIncreaseApprovalDue(pending, START + 86_400, DAY)).toBe(true);
    expect(isIncreaseApprovalDue({ ...pending, needApprove: false }, START + 86_400, DAY)).toBe(false);
  });
});

describe('a domain whose cooling-off is 72 hours (jurisdiction profile se, Spelinspektionen)', () => {
  const pending = limit({ limitType: 1, limitState: 'PENDING', needApprove: true });
  const HOURS_72 = 72 * 3600;

  it('starts the raised limit 72 h after the request: cancellable until then, due for approval from then', () => {
    expect(increaseStartsAt(pending, HOURS_72)).toBe(START + HOURS_72);
    expect(isCancellablePendingIncrease(pending, START + 86_400, HOURS_72)).toBe(true);
    expect(isIncreaseApprovalDue(pending, START + 86_400, HOURS_72)).toBe(false);
    expect(isCancellablePendingIncrease(pending, START + HOURS_72 - 1, HOURS_72)).toBe(true);
    expect(isIncreaseApprovalDue(pending, START + HOURS_72, HOURS_72)).toBe(true);
    expect(isCancellablePendingIncrease(pending, START + HOURS_72, HOURS_72)).toBe(false);
  });

  it('keeps the end the server fixed when the raise was saved on another domain, whatever this domain sets', () => {
    const savedOn72h = { ...pending, endsAt: START + HOURS_72 };
    expect(increaseStartsAt(savedOn72h, DEFAULT_INCREASE_COOLING_OFF_S)).toBe(START + HOURS_72);
    expect(isIncreaseApprovalDue(savedOn72h, START + 86_400, DEFAULT_INCREASE_COOLING_OFF_S)).toBe(false);
  });

  it('has no start time for a limit that is no pending raise', () => {
    expect(increaseStartsAt({ ...pending, limitState: 'ACTIVE', needApprove: false }, HOURS_72)).toBeNull();
    expect(increaseStartsAt({ ...pending, limitType: 30 }, HOURS_72)).toBeNull();
  });
});

describe('cancelling and disabling', () => {
  it('refuses to cancel a self-exclusion or time-out while ACTIVE, and allows it otherwise', () => {
    expect(isCancellable(limit({ limitType: 30 }))).toBe(false);
    expect(isCancellable(limit({ limitType: 33 }))).toBe(false);
    expect(isCancellable(limit({ limitType: 30, limitState: 'PENDING' }))).toBe(true);
    expect(isCancellable(limit({ limitType: 20 }))).toBe(true);
  });

  it('disables a running self-exclusion or time-out only when it has an end date', () => {
    expect(isLimitFieldDisabled(limit({ limitType: 30, endsAt: START + 86_400 }), false)).toBe(true);
    expect(isLimitFieldDisabled(limit({ limitType: 33, endsAt: START + 86_400 }), false)).toBe(true);
    expect(isLimitFieldDisabled(limit({ limitType: 30, endsAt: null }), false)).toBe(false);
    expect(isLimitFieldDisabled(limit({ limitType: 33, endsAt: null }), true)).toBe(false);
  });

  it('disables a pending change only when the lock setting says so', () => {
    const pending = limit({ limitState: 'PENDING', needApprove: true });
    expect(isLimitFieldDisabled(pending, true)).toBe(true);
    expect(isLimitFieldDisabled(pending, false)).toBe(false);
    expect(isLimitFieldDisabled(limit({}), true)).toBe(false);
  });

  it('disables the extra-limits section on an ACTIVE type-37 lock or any disabled extra field', () => {
    expect(isExtraLimitsSectionDisabled([limit({ limitType: 37 })], [false])).toBe(true);
    expect(isExtraLimitsSectionDisabled([limit({ limitType: 37, limitState: 'INACTIVE' })], [false, true])).toBe(true);
    expect(isExtraLimitsSectionDisabled([limit({ limitType: 37, limitState: 'PENDING' })], [false, false])).toBe(false);
    expect(isExtraLimitsSectionDisabled([], [])).toBe(false);
  });
});

describe('the value options of a field', () => {
  const deposit = limit({ limitType: 20, limitValue: 2500, availableValues: [1000, 5000] });

  it('selects a current value found among the choices, with no custom option', () => {
    expect(valueOptions({ ...deposit, limitValue: 5000 }, [20])).toEqual({ options: [{ value: 1000, custom: false }, { value: 5000, custom: false }], selected: 5000 });
  });

  it('creates a custom option for a value not among them when the type allows custom values', () => {
    expect(valueOptions(deposit, [20, 21])).toEqual({
      options: [{ value: 1000, custom: false }, { value: 5000, custom: false }, { value: 2500, custom: true }],
      selected: 2500,
    });
  });

  it('makes none when the type is not in the custom-value list', () => {
    expect(valueOptions(deposit, [21])).toEqual({ options: [{ value: 1000, custom: false }, { value: 5000, custom: false }], selected: null });
  });
});

describe('durations and the session limit', () => {
  it('counts days as (end − start) / 86 400, none when open-ended', () => {
    expect(durationInDays({ startedAt: START, endsAt: START + 7 * 86_400 })).toBe(7);
    expect(durationInDays({ startedAt: START, endsAt: START + 43_200 })).toBe(0.5);
    expect(durationInDays({ startedAt: START, endsAt: null })).toBeNull();
  });

  it('sets the remaining session limit only when not unlimited: the balance above 0, else 0', () => {
    expect(remainingSessionLimit({ limitValue: 2, limitBalance: 1800 })).toBe(1800);
    expect(remainingSessionLimit({ limitValue: 2, limitBalance: 0 })).toBe(0);
    expect(remainingSessionLimit({ limitValue: 2, limitBalance: -30 })).toBe(0);
    expect(remainingSessionLimit({ limitValue: 999_999_999, limitBalance: 1800 })).toBeNull();
    expect(remainingSessionLimit({ limitValue: -1, limitBalance: 1800 })).toBeNull();
  });
});

describe('exclusions', () => {
  const selfExclusion = limit({ limitType: 30, startedAt: START, endsAt: START + 86_400 });

  it('is in force from its start to the second before its end', () => {
    expect(exclusionInForce([selfExclusion], START - 1)).toBeNull();
    expect(exclusionInForce([selfExclusion], START)).toEqual({ kind: 'selfExclusion', startedAt: START, endsAt: START + 86_400, days: 1 });
    expect(exclusionInForce([selfExclusion], START + 86_400)).toBeNull();
  });

  it('counts a time-out, ignores other types and states, and prefers the self-exclusion', () => {
    const timeOut = limit({ limitType: 33, startedAt: START - 10, endsAt: null });
    expect(exclusionInForce([timeOut], START)?.kind).toBe('timeOut');
    expect(exclusionInForce([limit({ limitType: 20 }), { ...selfExclusion, limitState: 'PENDING' }], START)).toBeNull();
    expect(exclusionInForce([timeOut, selfExclusion], START)?.kind).toBe('selfExclusion');
  });

  it('warns of one set but not started', () => {
    expect(upcomingExclusion([selfExclusion], START - 5)).toEqual({ kind: 'selfExclusion', startedAt: START, endsAt: START + 86_400, days: 1 });
    expect(upcomingExclusion([selfExclusion], START)).toBeNull();
  });

  it('removes the pending limits of the rejected types only', () => {
    const kept = limit({ limitType: 20 });
    const otherPending = limit({ limitType: 22, limitState: 'PENDING' });
    expect(withoutPendingOf([kept, limit({ limitType: 20, limitState: 'PENDING' }), otherPending], [20])).toEqual([kept, otherPending]);
  });
});

describe('the remaining deposit amount under the deposit limits (20–22)', () => {
  it('is the smallest balance of the active deposit limits, never below 0', () => {
    expect(remainingDepositAmount([limit({ limitType: 20, limitBalance: 700 }), limit({ limitType: 22, limitBalance: 300 })])).toBe(300);
    expect(remainingDepositAmount([limit({ limitType: 21, limitBalance: -5 })])).toBe(0);
  });

  it('ignores pending and inactive limits, the no-limit value 999999999 and other limit types', () => {
    expect(remainingDepositAmount([])).toBeNull();
    expect(remainingDepositAmount([limit({ limitState: 'PENDING', needApprove: true, limitBalance: 10 }), limit({ limitState: 'INACTIVE', limitBalance: 10 })])).toBeNull();
    expect(remainingDepositAmount([limit({ limitValue: 999_999_999, limitBalance: 999_999_999 })])).toBeNull();
    expect(remainingDepositAmount([limit({ limitType: 1, limitBalance: 10 }), limit({ limitType: 10, limitBalance: 10 })])).toBeNull();
  });
});
