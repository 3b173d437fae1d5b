import { APP_VERSION_CHECK_DELAY_MS, CURRENT_VERSION_STORAGE_KEY, LAST_SEEN_VERSION_STORAGE_KEY } from './appServicesConstants.ts';

export interface VersionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface AppUpdate {
  previous: string;
  current: string;
}

/**
 * Keeps the version the page runs as the current one and updates the last-seen one; when the last-seen version
 * differs (this browser ran another build before), `onUpdated` gets both. A first visit has nothing to compare.
 */
export function recordAppVersion(storage: VersionStorage, current: string, onUpdated: (update: AppUpdate) => void): void {
  const lastSeen = storage.getItem(LAST_SEEN_VERSION_STORAGE_KEY);
  storage.setItem(CURRENT_VERSION_STORAGE_KEY, current);
  storage.setItem(LAST_SEEN_VERSION_STORAGE_KEY, current);
  if (lastSeen !== null && lastSeen !== current) onUpdated({ previous: lastSeen, current });
}

export interface DeployedVersionWatch {
  current: string;
  fetchDeployed(): Promise<string>;
  /** Called once, with the first deployed version that differs from the page's. */
  onNewVersion(version: string): void;
  setTimer?: (callback: () => void, ms: number) => unknown;
}

/**
 * The version check: now (its module loads APP_VERSION_CHECK_DELAY_MS after start), then at that interval until a
 * new build is deployed. A failed check waits for the next one.
 */
export function watchDeployedVersion({ current, fetchDeployed, onNewVersion, setTimer = (callback, ms) => setTimeout(callback, ms) }: DeployedVersionWatch): void {
  const check = async () => {
    try {
      const deployed = await fetchDeployed();
      if (deployed !== current) return onNewVersion(deployed);
    } catch {
      // The network or the server is away for now; the next check tries again.
    }
    setTimer(() => void check(), APP_VERSION_CHECK_DELAY_MS);
  };
  void check();
}
