import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAppState } from '../../store/appSlice.ts';
import { createHostStore, type HostStore } from '../../store/createHostStore.ts';
import { NOTIFICATION_AUTO_CLOSE_MS } from './notificationConstants.ts';
import { showNotification } from './notify.ts';
import { RouteTable } from '../../router/RouteTable.ts';
import { ServiceDirectory } from '../../plugins/ServiceDirectory.ts';

let store: HostStore;
let log: ReturnType<typeof vi.fn<(message: string, detail?: unknown) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  log = vi.fn<(message: string, detail?: unknown) => void>();
  const services = new ServiceDirectory();
  store = createHostStore({ app: initialAppState('en', 'desktop') }, { routes: new RouteTable(), services }, log);
});

afterEach(() => {
  vi.useRealTimers();
});

const shownIds = () => store.getState().notifications.map((notification) => notification.id);

describe('notification auto-close', () => {
  it(`closes a notification after exactly ${NOTIFICATION_AUTO_CLOSE_MS} ms`, async () => {
    const action = showNotification({ kind: 'success', messageKey: 'main_save_success' });
    store.dispatch(action);
    expect(shownIds()).toEqual([action.notification.id]);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_AUTO_CLOSE_MS - 1);
    expect(shownIds()).toEqual([action.notification.id]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shownIds()).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps a permanent notification', async () => {
    const action = showNotification({ kind: 'error', messageKey: 'session_limit_end', permanent: true });
    store.dispatch(action);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_AUTO_CLOSE_MS * 10);
    expect(shownIds()).toEqual([action.notification.id]);
  });

  it('times each notification from when it was shown', async () => {
    const first = showNotification({ kind: 'info', messageKey: 'first' });
    const second = showNotification({ kind: 'info', messageKey: 'second' });
    store.dispatch(first);
    await vi.advanceTimersByTimeAsync(4000);
    store.dispatch(second);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_AUTO_CLOSE_MS - 4000);
    expect(shownIds()).toEqual([second.notification.id]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(shownIds()).toEqual([]);
  });

  it('closes only the temporary one of a permanent and a temporary notification', async () => {
    const permanent = showNotification({ kind: 'error', messageKey: 'stays', permanent: true });
    const temporary = showNotification({ kind: 'success', messageKey: 'goes' });
    store.dispatch(permanent);
    store.dispatch(temporary);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_AUTO_CLOSE_MS);
    expect(shownIds()).toEqual([permanent.notification.id]);
  });
});
