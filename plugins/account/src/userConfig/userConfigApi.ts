import { http, validateDocument } from '@host/sdk';
import type { Dispatch } from 'redux';
import type { UserConfigReply } from '../../schemas/auth.ts';
import { validate_userConfigReply } from '../generated/validate_userConfigReply.js';
import { userConfigFailed, userConfigLoaded, userConfigRequested } from '../accountSlice.ts';

export const USER_CONFIG_URL = '/web-api/user/config';

let running: AbortController | null = null;

/**
 * Loads the user config: installed set and loaded cleared first; on success stored with loaded set; on failure or
 * an empty result both flags reset and the error logged. A new load aborts the one before it.
 */
export async function loadUserConfig(dispatch: Dispatch): Promise<void> {
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
  } catch (error) {
    if (controller.signal.aborted) return;
    console.warn('[account] user config failed to load', error);
    dispatch(userConfigFailed());
  } finally {
    if (running === controller) running = null;
  }
}
