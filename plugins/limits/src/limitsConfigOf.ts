import { selectConfigGroup, type HostState } from '@host/sdk';
import { JURISDICTION_CONFIG_GROUP, LIMITS_CONFIG_GROUP, limitsSettingsOf, type LimitsSettings } from './limitsSettings.ts';

/** The `limits` config group of the page's domain and its jurisdiction profile's values, over the defaults. */
export function limitsConfigOf(state: HostState): LimitsSettings {
  return limitsSettingsOf(selectConfigGroup(LIMITS_CONFIG_GROUP)(state), selectConfigGroup(JURISDICTION_CONFIG_GROUP)(state));
}
