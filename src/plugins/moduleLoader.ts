import type { PluginFeedEntry } from '../../schemas/manifest.ts';
import type { PluginLoadErrorType } from './PluginLoadError.ts';

/** Loads and unloads plugin bundles; the SystemJS implementation is the one the browser uses. */
export interface ModuleLoader {
  /** Imports the bundle, refusing to run bytes whose hash is not `entry.integrity`. */
  import(entry: Pick<PluginFeedEntry, 'url' | 'integrity'>): Promise<unknown>;
  /** Forgets the module (and its chunk registry), so that a later import runs it afresh and the old one is freed. */
  unload(entry: Pick<PluginFeedEntry, 'id' | 'url'>): void;
  /** After a failed import: tells a network failure, an HTTP status, wrong bytes, or code that threw. */
  classifyFailure(entry: Pick<PluginFeedEntry, 'url' | 'integrity'>): Promise<{ type: PluginLoadErrorType; status?: number }>;
}

export const INTEGRITY_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

export async function sha384Integrity(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

/** Fetches the bundle again to learn why it failed: only the failure path pays for this. */
export async function classifyByRefetch(
  entry: Pick<PluginFeedEntry, 'url' | 'integrity'>,
  fetchImpl: typeof fetch,
): Promise<{ type: PluginLoadErrorType; status?: number }> {
  let response: Response;
  try {
    response = await fetchImpl(entry.url, { cache: 'no-store', credentials: 'same-origin' });
  } catch {
    return { type: 'network' };
  }
  if (!response.ok) return { type: 'http', status: response.status };
  const actual = await sha384Integrity(await response.arrayBuffer());
  return actual === entry.integrity ? { type: 'evaluation' } : { type: 'integrity' };
}
