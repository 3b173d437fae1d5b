// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { legacy_createStore } from 'redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MaintenanceConfig } from './maintenanceTimes.ts';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';

const NOW_S = Date.UTC(2026, 11, 1, 10, 0) / 1000;
const HOUR_S = 3_600;

/** The two parts of the host state the notice reads, replaced whole as a config reload does. */
type NoticeState = { app: { language: string }; config: { site: { maintenance: MaintenanceConfig } } };
const stateWith = (maintenance: MaintenanceConfig, language = 'en'): NoticeState => ({ app: { language }, config: { site: { maintenance } } });

function renderNotice(initial: NoticeState) {
  const store = legacy_createStore((state: NoticeState = initial, action: { type: string; state?: NoticeState }) => action.state ?? state);
  render(<Provider store={store}><MaintenanceNotice /></Provider>);
  return (next: NoticeState) => act(() => void store.dispatch({ type: 'config reloaded', state: next }));
}

const planned: MaintenanceConfig = {
  isActive: false,
  started_at: NOW_S + 2 * HOUR_S,
  ended_at: NOW_S + 4 * HOUR_S,
  notify_started_at: NOW_S + HOUR_S,
  notify_ended_at: NOW_S + 2 * HOUR_S,
};

beforeEach(() => vi.useFakeTimers({ now: NOW_S * 1000 }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the notice of a planned maintenance', () => {
  it('appears when its notice period starts, with the maintenance times, and goes when it ends', () => {
    renderNotice(stateWith(planned));
    expect(screen.queryByRole('status')).toBeNull();

    act(() => void vi.advanceTimersByTime(HOUR_S * 1000));
    const notice = screen.getByRole('status', { name: 'Planned maintenance' });
    expect(notice.textContent).toContain('Started: Dec 1, 2026, 12:00 PM UTC');
    expect(notice.textContent).toContain('Expected end: Dec 1, 2026, 2:00 PM UTC');

    act(() => void vi.advanceTimersByTime(HOUR_S * 1000 - 1_000));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('follows the config: gone when the operator switches the web notice off or starts the maintenance', () => {
    const inPeriod = { ...planned, notify_started_at: NOW_S - HOUR_S };
    const reload = renderNotice(stateWith(inPeriod));
    expect(screen.getByRole('status', { name: 'Planned maintenance' })).toBeTruthy();
    reload(stateWith({ ...inPeriod, web_state: 0 }));
    expect(screen.queryByRole('status')).toBeNull();
    reload(stateWith(inPeriod));
    expect(screen.getByRole('status')).toBeTruthy();
    reload(stateWith({ ...inPeriod, isActive: true }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is in Russian for the languages whose maintenance page is', () => {
    renderNotice(stateWith({ ...planned, notify_started_at: undefined }, 'kz'));
    const notice = screen.getByRole('status', { name: 'Плановые технические работы' });
    expect(notice.getAttribute('lang')).toBe('ru');
    expect(notice.textContent).toContain('Окончание:');
  });
});
