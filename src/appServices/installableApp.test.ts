import { describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL } from './appServicesConstants.ts';
import { applyInstallableAppMode } from './installableApp.ts';
import { RETIRE_WORKER_MESSAGE } from './serviceWorker/serviceWorkerSettings.ts';
import { showUpdateNotice } from './updateNotice.ts';

function platform(workers: number, cacheNames: string[]) {
  const registrations = Array.from({ length: workers }, () => ({ unregister: vi.fn(async () => true) }));
  const caches = new Set(cacheNames);
  return {
    registrations,
    caches,
    serviceWorker: {
      register: vi.fn(async () => ({}) as ServiceWorkerRegistration),
      getRegistrations: vi.fn(async () => registrations as unknown as ServiceWorkerRegistration[]),
      controller: { postMessage: vi.fn() },
    },
    cacheStorage: { keys: async () => [...caches], delete: async (name: string) => caches.delete(name) },
  };
}

describe('installable-app mode in the page', () => {
  it('registers the site worker for the whole site when on', async () => {
    const browser = platform(0, []);
    await applyInstallableAppMode(true, { serviceWorker: browser.serviceWorker, caches: browser.cacheStorage });
    expect(browser.serviceWorker.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('unregisters every worker and removes every cache when off', async () => {
    const browser = platform(2, ['workbox-precache-v2-http://localhost/', 'other']);
    await applyInstallableAppMode(false, { serviceWorker: browser.serviceWorker, caches: browser.cacheStorage });
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    expect(browser.serviceWorker.controller.postMessage).toHaveBeenCalledWith({ type: RETIRE_WORKER_MESSAGE });
    for (const registration of browser.registrations) expect(registration.unregister).toHaveBeenCalled();
    expect([...browser.caches]).toEqual([]);
  });

  it('does nothing where the browser has no service workers', async () => {
    await expect(applyInstallableAppMode(true, {})).resolves.toBeUndefined();
  });
});

describe('update notice', () => {
  it('offers a reload and reloads only when pressed; closing it keeps the page', () => {
    const reload = vi.fn();
    const notice = showUpdateNotice(document, { message: 'A new version of the site is available.', reload: 'Reload', later: 'Later' }, reload);
    expect(notice.querySelector('[role="status"]')?.textContent).toContain('A new version of the site is available.');
    expect(reload).not.toHaveBeenCalled();
    (notice.querySelector('button.button') as HTMLButtonElement).click();
    expect(reload).toHaveBeenCalledTimes(1);
    (notice.querySelector('button[aria-label="Later"]') as HTMLButtonElement).click();
    expect(document.body.contains(notice)).toBe(false);
  });
});
