import { describe, expect, it } from 'vitest';
import { formatMaintenanceTime, maintenanceNoticeAt, noticeLanguageOf } from './maintenanceTimes.ts';

const planned = { isActive: false, started_at: 2_000, ended_at: 3_000, notify_started_at: 1_000, notify_ended_at: 2_000 };

describe('the advance notice of a maintenance', () => {
  it('shows from notify_started_at until notify_ended_at, and says when that changes', () => {
    expect(maintenanceNoticeAt(planned, 999)).toEqual({ shown: false, nextChangeS: 1_000 });
    expect(maintenanceNoticeAt(planned, 1_000)).toEqual({ shown: true, nextChangeS: 2_000 });
    expect(maintenanceNoticeAt(planned, 1_999)).toEqual({ shown: true, nextChangeS: 2_000 });
    expect(maintenanceNoticeAt(planned, 2_000)).toEqual({ shown: false, nextChangeS: null });
  });

  it('shows at once without notify_started_at, and never without notify_ended_at', () => {
    expect(maintenanceNoticeAt({ ...planned, notify_started_at: undefined }, 10)).toEqual({ shown: true, nextChangeS: 2_000 });
    expect(maintenanceNoticeAt({ ...planned, notify_ended_at: undefined }, 1_500)).toEqual({ shown: false, nextChangeS: null });
    expect(maintenanceNoticeAt(undefined, 1_500)).toEqual({ shown: false, nextChangeS: null });
  });

  it('gives way to the maintenance page once it is on, and stays off where web_state is 0', () => {
    expect(maintenanceNoticeAt({ ...planned, isActive: true }, 1_500).shown).toBe(false);
    expect(maintenanceNoticeAt({ ...planned, web_state: 0 }, 1_500).shown).toBe(false);
    expect(maintenanceNoticeAt({ ...planned, web_state: 1 }, 1_500).shown).toBe(true);
  });

  it('is in Russian for az, kz, uk and ru, in English otherwise, with its times in UTC', () => {
    expect(['az', 'kz', 'uk', 'ru', 'en', 'de'].map(noticeLanguageOf)).toEqual(['ru', 'ru', 'ru', 'ru', 'en', 'en']);
    expect(formatMaintenanceTime(Date.UTC(2026, 11, 1, 2, 30) / 1000, 'en')).toBe('Dec 1, 2026, 2:30 AM UTC');
    expect(formatMaintenanceTime(undefined, 'en')).toBeNull();
  });
});
