import { http, safeStorage, validateDocument, type HostState } from '@host/sdk';
import type { Dispatch } from 'redux';
import type { SuccessReply } from '../../schemas/account.ts';
import type { UserConfigReply } from '../../schemas/auth.ts';
import { validate_successReply } from '../generated/validate_successReply.js';
import { validate_userConfigReply } from '../generated/validate_userConfigReply.js';
import { userConfigFailed, userConfigLoaded, userConfigRequested } from '../accountSlice.ts';
import { endUserConfigLoad, startUserConfigLoad } from './userConfigLoadInFlight.ts';

export const USER_CONFIG_URL = '/web-api/user/config';
export const USER_SETTING_URL = '/web-api/user/config/setting';

/** Where an earlier release kept a copy of the user config across sessions; nothing of it may be kept any more. */
export const FORMERLY_KEPT_KEY = 'account.userConfig';

/**
 * Loads the user config: installed set and loaded cleared first; on success stored with loaded set; on failure or an
 * empty result both flags reset and the error logged. A new load aborts the one before it.
 */
export async function loadUserConfig(dispatch: Dispatch): Promise<void> {
  const controller = startUserConfigLoad();
  dispatch(userConfigRequested());
  try {
    const reply = await http.request(USER_CONFIG_URL, {
      signal: controller.signal,
      validate: (data) => validateDocument<UserConfigReply>(validate_userConfigReply, data, 'user config'),
    });
    if (controller.signal.aborted) return;
    if (!reply.result) throw new Error(reply.error ?? 'empty user config');
    dispatch(userConfigLoaded({ config: reply.result }));
  } catch (error) {
    if (controller.signal.aborted) return;
    console.warn('[account] user config failed to load', error);
    dispatch(userConfigFailed());
  } finally {
    endUserConfigLoad(controller);
  }
}

/**
 * Installs the signed-in user's config (second document 4: loaded without cache, after authentication and at every
 * change of it; the plugin's install runs the load once): always from the server, so a verification, a deposit or a
 * protection level changed elsewhere shows on the next page. A copy an earlier release kept in this browser goes.
 */
export async function installUserConfig(dispatch: Dispatch, state: HostState): Promise<void> {
  safeStorage('localStorage').removeItem(FORMERLY_KEPT_KEY);
  if (state.session.userId !== null) await loadUserConfig(dispatch);
}

/** Saves one field of the user config (the office-setting save). */
export function saveUserSetting(id: 'user_hide_balance', value: boolean): Promise<SuccessReply> {
  return http.request(USER_SETTING_URL, {
    method: 'POST',
    body: { id, value },
    validate: (data) => validateDocument<SuccessReply>(validate_successReply, data, 'setting saved'),
  });
}
