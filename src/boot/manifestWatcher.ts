import { validate_manifest } from '../generated/validate_manifest.js';
import { MANIFEST_DOCUMENT, MANIFEST_URL } from '../config/loadBootDocuments.ts';
import { parseManifest } from '../plugins/parseManifest.ts';
import type { PluginHost } from '../plugins/PluginHost.ts';
import type { RouteTable } from '../router/RouteTable.ts';
import { validateDocument, type HttpClient } from '@host/sdk';
import { MANIFEST_POLL_MS } from './bootConstants.ts';

export interface ManifestWatcher {
  /** Fetches the manifest now and applies it when it changed; resolves when done. */
  check(): Promise<void>;
  stop(): void;
}

/**
 * Picks up an operator's change without a page reload: plugins switched off are deactivated and their routes
 * leave the router; plugins switched on (or a new version) are loaded.
 */
export function watchManifest(
  http: HttpClient,
  host: PluginHost,
  routeTable: RouteTable,
  initial: unknown,
  log: (message: string, detail?: unknown) => void,
): ManifestWatcher {
  let current = JSON.stringify(initial);
  let running: Promise<void> | null = null;

  async function apply(): Promise<void> {
    try {
      const document = await http.request(MANIFEST_URL, {
        headers: { 'Cache-Control': 'no-cache' },
        validate: (data) => validateDocument<{ plugins: unknown[]; routes: unknown[] }>(validate_manifest, data, MANIFEST_DOCUMENT),
      });
      const serialized = JSON.stringify(document);
      if (serialized === current) return;
      current = serialized;
      const parsed = parseManifest(document, log);
      await host.applyFeed(parsed);
      routeTable.replace(parsed.routes);
    } catch (error) {
      log('manifest refresh failed; keeping the current one', error);
    }
  }

  const check = () => (running ??= apply().finally(() => (running = null)));
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = setInterval(onVisible, MANIFEST_POLL_MS);
  document.addEventListener('visibilitychange', onVisible);
  return {
    check,
    stop() {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
