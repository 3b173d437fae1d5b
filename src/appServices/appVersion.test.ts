import { describe, expect, it, vi } from 'vitest';
import { APP_VERSION_CHECK_DELAY_MS, CURRENT_VERSION_STORAGE_KEY, LAST_SEEN_VERSION_STORAGE_KEY } from './appServicesConstants.ts';
import { recordAppVersion, watchDeployedVersion } from './appVersion.ts';

const memoryStorage = (entries: Record<string, string> = {}) => {
  const values = new Map(Object.entries(entries));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

describe('app version', () => {
  it('checks the deployed version 60 s after start', () => {
    expect(APP_VERSION_CHECK_DELAY_MS).toBe(60_000);
  });

  it('keeps the current version, updates the last-seen one and fires the update event when they differ', () => {
    const storage = memoryStorage({ [LAST_SEEN_VERSION_STORAGE_KEY]: 'build-1' });
    const onUpdated = vi.fn();
    recordAppVersion(storage, 'build-2', onUpdated);
    expect(onUpdated).toHaveBeenCalledWith({ previous: 'build-1', current: 'build-2' });
    expect(storage.values.get(CURRENT_VERSION_STORAGE_KEY)).toBe('build-2');
    expect(storage.values.get(LAST_SEEN_VERSION_STORAGE_KEY)).toBe('build-2');

    recordAppVersion(storage, 'build-2', onUpdated);
    recordAppVersion(memoryStorage(), 'build-2', onUpdated);
    expect(onUpdated).toHaveBeenCalledTimes(1);
  });

  it('asks for the deployed version when its module loads, again at the check interval, and reports a new build once', async () => {
    vi.useFakeTimers();
    try {
      const deployed = ['build-1', 'build-1', 'build-2'];
      const fetchDeployed = vi.fn(async () => deployed.shift()!);
      const onNewVersion = vi.fn();
      watchDeployedVersion({ current: 'build-1', fetchDeployed, onNewVersion });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchDeployed).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS - 1);
      expect(fetchDeployed).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS * 2 + 1);
      expect(fetchDeployed).toHaveBeenCalledTimes(3);
      expect(onNewVersion).toHaveBeenCalledWith('build-2');
      await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS * 3);
      expect(fetchDeployed).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again at the next check when one fails', async () => {
    vi.useFakeTimers();
    try {
      const fetchDeployed = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('build-2');
      const onNewVersion = vi.fn();
      watchDeployedVersion({ current: 'build-1', fetchDeployed, onNewVersion });
      await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_DELAY_MS);
      expect(onNewVersion).toHaveBeenCalledWith('build-2');
    } finally {
      vi.useRealTimers();
    }
  });
});
