import type { PluginFeedEntry } from '../../schemas/manifest.ts';
import { HEADER_PLUGIN_LOAD_RETRIES, HEADER_PLUGIN_LOAD_RETRY_WAIT_MS, PLUGIN_LOAD_FIRST_RETRY_MS, PLUGIN_LOAD_RETRIES } from './pluginConstants.ts';

export interface LoadRetryPolicy {
  /** How many times a transient load failure (network, HTTP) is tried again. */
  retries: number;
  /** The wait before retry number `retry` (0 for the first). */
  waitBeforeRetryMs(retry: number): number;
}

/** The header's plugins keep trying at an even pace, since the header is on every page; the others back off. */
export function loadRetryPolicy(entry: Pick<PluginFeedEntry, 'inHeader'>): LoadRetryPolicy {
  if (entry.inHeader) return { retries: HEADER_PLUGIN_LOAD_RETRIES, waitBeforeRetryMs: () => HEADER_PLUGIN_LOAD_RETRY_WAIT_MS };
  return { retries: PLUGIN_LOAD_RETRIES, waitBeforeRetryMs: (retry) => PLUGIN_LOAD_FIRST_RETRY_MS * 2 ** retry };
}
