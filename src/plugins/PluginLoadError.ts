/**
 * Why a plugin did not run. Every failure at the plugin boundary has one of these types and is logged with
 * the plugin's id and version (after Grafana's plugin loader).
 */
export type PluginLoadErrorType =
  | 'network'
  | 'http'
  | 'integrity'
  | 'evaluation'
  | 'host-api-mismatch'
  | 'invalid-manifest'
  | 'contract'
  /** A service the plugin requires has no active provider on this domain. */
  | 'missing-dependency';

/** Failures that can change on a second try; the others are the same bytes or the same manifest again. */
const TRANSIENT: ReadonlySet<PluginLoadErrorType> = new Set(['network', 'http']);

export class PluginLoadError extends Error {
  readonly type: PluginLoadErrorType;
  readonly pluginId: string;
  readonly version: string;
  readonly status?: number;

  constructor(type: PluginLoadErrorType, pluginId: string, version: string, reason: string, status?: number) {
    super(`plugin ${pluginId}@${version}: ${type}: ${reason}`);
    this.name = 'PluginLoadError';
    this.type = type;
    this.pluginId = pluginId;
    this.version = version;
    this.status = status;
  }

  get transient(): boolean {
    return TRANSIENT.has(this.type);
  }
}
