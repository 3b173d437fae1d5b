import { isDefinedPlugin, type DefinedPlugin } from '@host/sdk';
import type { PluginFeedEntry } from '../../schemas/manifest.ts';
import { satisfiesRange } from './hostApiRange.ts';
import { INTEGRITY_PATTERN, type ModuleLoader } from './moduleLoader.ts';
import { PluginLoadError } from './PluginLoadError.ts';

/**
 * Fetches a plugin's bundle (after checking its integrity hash and host API range) and checks what it exports: a
 * definePlugin() object of the feed entry's id. Every failure is a PluginLoadError of its kind.
 */
export async function loadDefinition(entry: PluginFeedEntry, { loader, sdkVersion }: { loader: ModuleLoader; sdkVersion: string }): Promise<DefinedPlugin> {
  const fail = (type: PluginLoadError['type'], reason: string, status?: number) => new PluginLoadError(type, entry.id, entry.version, reason, status);
  if (!INTEGRITY_PATTERN.test(entry.integrity)) throw fail('integrity', 'no valid sha384 integrity hash');
  if (!satisfiesRange(sdkVersion, entry.hostApi)) {
    throw fail('host-api-mismatch', `built for host API ${entry.hostApi}, this host has ${sdkVersion}`);
  }
  let module: unknown;
  try {
    module = await loader.import(entry);
  } catch (cause) {
    const { type, status } = await loader.classifyFailure(entry);
    const reason = type === 'evaluation' ? `threw while loading: ${String(cause)}` : type === 'http' ? `HTTP ${status}` : String(cause);
    throw fail(type, reason, status);
  }
  const plugin = (module as { default?: unknown } | null)?.default;
  if (!isDefinedPlugin(plugin)) throw fail('contract', 'the default export is not made by definePlugin()');
  if (plugin.id !== entry.id) throw fail('contract', `the bundle declares id "${plugin.id}"`);
  if (plugin.translations !== undefined && plugin.translations !== plugin.id) {
    throw fail('contract', `its translations namespace must be its id "${plugin.id}", not "${plugin.translations}"`);
  }
  return plugin;
}
