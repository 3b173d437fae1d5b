import type { HostState } from '@host/sdk';
import type { UserConfig } from '../../schemas/auth.ts';

/**
 * What "install" means for the user config (second document: "Install runs the load only once"): this browser's
 * local storage, this user, and this release of the account plugin (its version in the plugin feed). The config is
 * loaded from the server once per install and kept under the install's marker; later boots, reloads and tabs use the
 * kept copy instead of asking again. Another user, a new release of the plugin (which may read more of the config)
 * or a logout (which forgets it) makes a new install. Loads the site asks for on purpose (after identification)
 * and the settings the player saves refresh the kept copy.
 */
export const USER_CONFIG_INSTALL_KEY = 'account.userConfig';
/** The plugin whose release marks an install (this one). */
const ACCOUNT_PLUGIN_ID = 'account';

export interface InstallMarker {
  userId: string;
  version: string;
}

/** The marker of the install a state belongs to; null for a visitor. */
export function installMarkerOf(state: HostState): InstallMarker | null {
  const userId = state.session.userId;
  return userId === null ? null : { userId, version: state.plugins[ACCOUNT_PLUGIN_ID]?.version ?? '' };
}

/** The config kept for this install, unchecked (the caller validates it); null when another install kept one, or none. */
export function keptUserConfig(storage: Storage, marker: InstallMarker): unknown {
  try {
    const kept = JSON.parse(storage.getItem(USER_CONFIG_INSTALL_KEY) ?? 'null') as (InstallMarker & { config?: unknown }) | null;
    return kept?.userId === marker.userId && kept.version === marker.version ? (kept.config ?? null) : null;
  } catch {
    return null;
  }
}

export function keepUserConfig(storage: Storage, marker: InstallMarker, config: UserConfig): void {
  storage.setItem(USER_CONFIG_INSTALL_KEY, JSON.stringify({ ...marker, config }));
}

export function forgetUserConfig(storage: Storage): void {
  storage.removeItem(USER_CONFIG_INSTALL_KEY);
}
