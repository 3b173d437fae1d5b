import { selectConfigGroup, type HostState } from '@host/sdk';
import { LIMITS_CONFIG_GROUP, limitsSettingsOf, type LimitsSettings } from './limitsSettings.ts';

/** The `limits` config group of the page's domain over its defaults. */
export function limitsConfigOf(state: HostState): LimitsSettings {
  return limitsSettingsOf(selectConfigGroup(LIMITS_CONFIG_GROUP)(state));
}
