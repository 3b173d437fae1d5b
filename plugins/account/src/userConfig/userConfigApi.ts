import { http, safeStorage, validateDocument, type HostState } from '@host/sdk';
import type { Dispatch } from 'redux';
import type { SuccessReply } from '../../schemas/account.ts';
import type { UserConfig, UserConfigReply } from '../../schemas/auth.ts';
import { validate_successReply } from '../generated/validate_successReply.js';
import { validate_userConfigReply } from '../generated/validate_userConfigReply.js';
import { userConfigFailed, userConfigLoaded, userConfigRequested } from '../accountSlice.ts';
import { installMarkerOf, keepUserConfig, keptUserConfig, type InstallMarker } from './userConfigInstall.ts';

export const USER_CONFIG_URL = '/web-api/user/config';
export const USER_SETTING_URL = '/web-api/user/config/setting';

let running: AbortController | null = null;

/**
 * Loads the user config: installed set and loaded cleared first; on success stored with loaded set (and kept for
 * the install `marker`); on failure or an empty result both flags reset and the error logged. A new load aborts the
 * one before it.
 */
export async function loadUserConfig(dispatch: Dispatch, marker: InstallMarker | null): Promise<void> {
  running?.abort();
  const controller = new AbortController();
  running = controller;
  dispatch(userConfigRequested());
  try {
    const reply = await http.request(USER_CONFIG_URL, {
      signal: controller.signal,
      validate: (data) => validateDocument<UserConfigReply>(validate_userConfigReply, data, 'user config'),
    });
    if (controller.signal.aborted) return;
    if (!reply.result) throw new Error(reply.error ?? 'empty user config');
    dispatch(userConfigLoaded({ config: reply.result }));
    if (marker) keepUserConfig(safeStorage('localStorage'), marker, reply.result);
  } catch (error) {
    if (controller.signal.aborted) return;
    console.warn('[account] user config failed to load', error);
    dispatch(userConfigFailed());
  } finally {
    if (running === controller) running = null;
  }
}

/** The kept config of this install, when it is still one the plugin reads (a stale or tampered copy is not). */
function keptConfigOf(marker: InstallMarker): UserConfig | null {
  const kept = keptUserConfig(safeStorage('localStorage'), marker);
  return kept !== null && validate_userConfigReply({ result: kept }) ? (kept as UserConfig) : null;
}

/**
 * Whether access rule 7 holds the player back (not verified, no deposit). Such a kept copy is not used: a deposit
 * paid on the provider's page or an identification in another tab frees the player, and only the server knows it.
 */
const heldByIdentification = (config: UserConfig) => config.verification_status === 1 && !config.has_deposit;

/**
 * Installs the signed-in user's config: the copy kept for this install when there is one, else the load (once per
 * install; see userConfigInstall.ts), and at every boot while the copy holds the player back.
 */
export async function installUserConfig(dispatch: Dispatch, state: HostState): Promise<void> {
  const marker = installMarkerOf(state);
  if (!marker) return;
  const kept = keptConfigOf(marker);
  if (kept && !heldByIdentification(kept)) dispatch(userConfigLoaded({ config: kept }));
  else await loadUserConfig(dispatch, marker);
}

/** Saves one field of the user config (the office-setting save). */
export function saveUserSetting(id: 'user_hide_balance', value: boolean): Promise<SuccessReply> {
  return http.request(USER_SETTING_URL, {
    method: 'POST',
    body: { id, value },
    validate: (data) => validateDocument<SuccessReply>(validate_successReply, data, 'setting saved'),
  });
}
