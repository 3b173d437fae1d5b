import type { HostState } from '@host/sdk';
import type { Dispatch } from 'redux';
import { readTerms } from '../terms/termsApi.ts';
import { loadUserConfig } from '../userConfig/userConfigApi.ts';

/** What the guards need to know about a signed-in user: the user config and whether the terms changed. */
export async function learnAboutUser(dispatch: Dispatch, getState: () => HostState): Promise<void> {
  if (getState().session.userId === null) return;
  await Promise.all([loadUserConfig(dispatch), readTerms(dispatch, getState())]);
}
