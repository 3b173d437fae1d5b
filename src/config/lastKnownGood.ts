import type { SiteConfig } from '../../schemas/siteConfig.ts';
import { validate_manifest } from '../generated/validate_manifest.js';
import { validate_siteConfig } from '../generated/validate_siteConfig.js';
import { LAST_KNOWN_GOOD_KEY } from './configConstants.ts';

export interface LastKnownGood {
  config: SiteConfig;
  manifest: unknown;
  savedAt: number;
}

type Log = (message: string, detail?: unknown) => void;

/** Reads the saved copy; a corrupt or invalid entry is removed and logged, never trusted. */
export function readLastKnownGood(storage: Storage, log: Log): LastKnownGood | null {
  const raw = storage.getItem(LAST_KNOWN_GOOD_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LastKnownGood>;
    if (!validate_siteConfig(parsed.config) || !validate_manifest(parsed.manifest) || typeof parsed.savedAt !== 'number') {
      throw new Error('saved copy does not match the schemas');
    }
    return parsed as LastKnownGood;
  } catch (error) {
    log('last known good config dropped', error instanceof Error ? error.message : error);
    storage.removeItem(LAST_KNOWN_GOOD_KEY);
    return null;
  }
}

export function saveLastKnownGood(storage: Storage, config: SiteConfig, manifest: unknown, now: number): void {
  try {
    storage.setItem(LAST_KNOWN_GOOD_KEY, JSON.stringify({ config, manifest, savedAt: now }));
  } catch {
    // A full or disabled storage only costs the fallback copy; booting goes on.
  }
}
