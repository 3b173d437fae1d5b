import { selectConfigGroup, type HostState } from '@host/sdk';
import type { LimitsConfig } from '../schemas/limits.ts';
import { validate_limitsConfig } from './generated/validate_limitsConfig.js';
import { DEPOSIT_LIMIT_TYPES, EXTRA_LIMIT_TYPES } from './limitsConstants.ts';

export const LIMITS_CONFIG_GROUP = 'limits';

export interface LimitsSettings {
  limitActionMethod: 'post' | 'delete';
  customValueTypes: readonly number[];
  lockWhilePending: boolean;
}

const DEFAULTS: LimitsSettings = { limitActionMethod: 'post', customValueTypes: [...EXTRA_LIMIT_TYPES, ...DEPOSIT_LIMIT_TYPES], lockWhilePending: true };

/** The `limits` config group over its defaults; an invalid group is logged and the defaults apply. */
export function limitsConfigOf(state: HostState): LimitsSettings {
  const group = selectConfigGroup(LIMITS_CONFIG_GROUP)(state);
  if (group === undefined) return DEFAULTS;
  if (!validate_limitsConfig(group)) {
    console.warn('[limits] config group "limits" is invalid; the defaults apply', validate_limitsConfig.errors?.[0]);
    return DEFAULTS;
  }
  const config = group as LimitsConfig;
  return {
    limitActionMethod: config.limitActionMethod ?? DEFAULTS.limitActionMethod,
    customValueTypes: config.customValueTypes ?? DEFAULTS.customValueTypes,
    lockWhilePending: config.lockWhilePending ?? DEFAULTS.lockWhilePending,
  };
}
