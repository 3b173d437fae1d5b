import { useEffect, useState } from 'react';
import { safeStorage, useRouteEntry } from '@host/sdk';
import { afterNextPaint } from '../afterNextPaint.ts';
import { type CouponReminderRecord, dueReminder, nextReminderRecord, reminderAfterCouponPageOpened, reminderShown } from '../coupon/couponReminder.ts';
import { REMINDER_STORAGE_KEY } from './couponStorageKeys.ts';
import { useSportsSelector } from './useSportsSelector.ts';

function readRecord(storage: Storage): CouponReminderRecord | null {
  try {
    const value = JSON.parse(storage.getItem(REMINDER_STORAGE_KEY) ?? 'null') as Partial<CouponReminderRecord> | null;
    if (value && typeof value.id === 'string' && typeof value.timeToShow === 'number' && typeof value.isShown === 'boolean') return value as CouponReminderRecord;
  } catch {
    // a corrupt record is replaced below
  }
  return null;
}

function writeRecord(storage: Storage, record: CouponReminderRecord | null) {
  if (record) storage.setItem(REMINDER_STORAGE_KEY, JSON.stringify(record));
  else storage.removeItem(REMINDER_STORAGE_KEY);
}

/**
 * The coupon reminder (spec 4.1): the record lives in session storage, follows the coupon's selections and fires
 * once per session; opening the coupon page clears a pending one. Returns whether the warning is on screen.
 */
export function useCouponReminder(): { visible: boolean; dismiss: () => void } {
  const coupon = useSportsSelector((state) => state.coupon);
  const onCouponPage = useRouteEntry()?.name === 'coupon';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The storage is read and written after the frame of the tap that changed the coupon (INP): nothing here is on screen.
    void afterNextPaint().then(() => {
      if (cancelled) return;
      const storage = safeStorage('sessionStorage');
      const stored = readRecord(storage);
      const record = onCouponPage ? reminderAfterCouponPageOpened(stored) : nextReminderRecord(coupon, Date.now(), stored);
      writeRecord(storage, record);
      if (onCouponPage || !record || record.isShown) return;
      timer = setTimeout(() => {
        if (dueReminder(coupon, Date.now(), record) === null) return;
        writeRecord(storage, reminderShown(record));
        setVisible(true);
      }, Math.max(0, record.timeToShow - Date.now()));
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [coupon, onCouponPage]);

  return { visible: visible && coupon.bets.length > 0 && !onCouponPage, dismiss: () => setVisible(false) };
}
