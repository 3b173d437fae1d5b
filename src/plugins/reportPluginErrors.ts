import type { PluginErrorReport } from '../../schemas/pluginErrorReport.ts';
import type { HostStore } from '../store/createHostStore.ts';
import { PLUGIN_ERROR_REPORT_MAX_BATCH, PLUGIN_ERROR_REPORTS_URL } from './pluginConstants.ts';

/**
 * Tells the BFF which plugins failed to load on this page, so that a broken rollout shows without asking visitors.
 * Each failure (plugin, version, error type) is noted once per page from the plugin records, whatever becomes of the
 * plugin later, and the notes leave in one batch when the page is hidden or left: the last moment a page can count on,
 * and one request instead of one per failure. sendBeacon survives the page's unload; where it is missing or refuses
 * the body, a keepalive fetch does the same. Nothing of the visitor goes with it (schemas/pluginErrorReport.ts).
 */
export function reportPluginErrors(store: Pick<HostStore, 'getState' | 'subscribe'>): void {
  const noted = new Set<string>();
  const pending: PluginErrorReport['reports'][number][] = [];
  let plugins: ReturnType<HostStore['getState']>['plugins'] | undefined;
  const note = () => {
    if (store.getState().plugins === plugins) return;
    plugins = store.getState().plugins;
    for (const [plugin, { version, error }] of Object.entries(plugins)) {
      const key = `${plugin} ${version} ${error?.type}`;
      if (error && !noted.has(key)) {
        noted.add(key);
        pending.push({ plugin, version, kind: error.type });
      }
    }
  };
  const send = () => {
    if (pending.length === 0) return;
    const body = JSON.stringify({ domain: location.hostname, reports: pending.splice(0, PLUGIN_ERROR_REPORT_MAX_BATCH) } satisfies PluginErrorReport);
    if (!navigator.sendBeacon?.(PLUGIN_ERROR_REPORTS_URL, body)) fetch(PLUGIN_ERROR_REPORTS_URL, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  };
  note();
  store.subscribe(note);
  addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
}
