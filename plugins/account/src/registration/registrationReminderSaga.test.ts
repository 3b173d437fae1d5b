// @vitest-environment jsdom
import { modalOpened, type HostState } from '@host/sdk';
import { runSaga, type Task } from 'redux-saga';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMINDER_DUE_KEY, registrationReminderSaga } from './registrationReminderSaga.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The state the saga reads: a visitor (or `userId`), on a site that offers registration, with the reminder's group. */
const stateWith = (group: unknown, userId: string | null = null) =>
  ({ session: { userId }, app: { botId: null }, config: { site: { site: {} }, groups: group === undefined ? {} : { registrationReminder: group } } }) as unknown as HostState;

const tasks: Task[] = [];
function run(state: HostState) {
  const opened: string[] = [];
  tasks.push(runSaga({ getState: () => state, dispatch: (action: unknown) => void (modalOpened.match(action) && opened.push(action.modalId)) }, registrationReminderSaga));
  return opened;
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => {
  for (const task of tasks.splice(0)) task.cancel();
  vi.useRealTimers();
});

describe('the registration reminder (first document 4.3)', () => {
  it('opens registration `delay` seconds into the visit, then every `interval` minutes', async () => {
    const opened = run(stateWith({ delay: 30, interval: 5 }));
    await vi.advanceTimersByTimeAsync(30 * SECOND - 1);
    expect(opened).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toEqual(['registration']);
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toEqual(['registration', 'registration']);
  });

  it('skips a show while a modal is open or the visitor types in a form; the next comes an interval later', async () => {
    const opened = run(stateWith({ delay: 10, interval: 1 }));
    document.body.innerHTML = '<div data-modal="login"></div>';
    await vi.advanceTimersByTimeAsync(10 * SECOND);
    expect(opened).toEqual([]);
    document.body.innerHTML = '<form><input id="typed"></form>';
    document.getElementById('typed')!.focus();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(opened).toEqual([]);
    document.body.innerHTML = '';
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(opened).toEqual(['registration']);
  });

  it('keeps its time across the pages of a visit: a new page shows it when it is due, not `delay` after', async () => {
    sessionStorage.setItem(REMINDER_DUE_KEY, String(Date.now() + 3 * SECOND));
    const opened = run(stateWith({ delay: 600, interval: 5 }));
    await vi.advanceTimersByTimeAsync(3 * SECOND);
    expect(opened).toEqual(['registration']);
    expect(Number(sessionStorage.getItem(REMINDER_DUE_KEY))).toBe(Date.now() + 5 * MINUTE);
  });

  it('is not shown to a signed-in player, nor without the group, nor with an invalid one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const opened = [run(stateWith({ delay: 1, interval: 1 }, '100001')), run(stateWith(undefined)), run(stateWith({ delay: -1, interval: 1 }))];
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(opened).toEqual([[], [], []]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"registrationReminder" is invalid'), expect.anything());
  });
});
