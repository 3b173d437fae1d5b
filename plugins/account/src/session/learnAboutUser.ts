import type { HostState } from '@host/sdk';
import type { Dispatch } from 'redux';

/**
 * What the guards need to know about a signed-in user: the user config (loaded at every boot and change of user,
 * kept nowhere; userConfigApi.ts) and whether the terms changed. These calls and their validators (the user config's is the
 * largest of the plugin) load only for a signed-in user, not with every visit.
 */
export async function learnAboutUser(dispatch: Dispatch, getState: () => HostState): Promise<void> {
  if (getState().session.userId === null) return;
  const installUserConfig = async () => (await import(/* webpackChunkName: "player" */ '../userConfig/userConfigApi.ts')).installUserConfig(dispatch, getState());
  const readTerms = async () => (await import(/* webpackChunkName: "player" */ '../terms/termsApi.ts')).readTerms(dispatch, getState());
  await Promise.all([installUserConfig(), readTerms()]);
}
