import type { HostState } from '@host/sdk';
import type { Dispatch } from 'redux';
import { readTerms } from '../terms/termsApi.ts';

/**
 * What the guards need to know about a signed-in user: the user config and whether the terms changed. The user
 * config's call and its validator (the largest of the plugin) load only for a signed-in user, not with every visit.
 */
export async function learnAboutUser(dispatch: Dispatch, getState: () => HostState): Promise<void> {
  if (getState().session.userId === null) return;
  const loadUserConfig = async () => (await import('../userConfig/userConfigApi.ts')).loadUserConfig(dispatch);
  await Promise.all([loadUserConfig(), readTerms(dispatch, getState())]);
}
