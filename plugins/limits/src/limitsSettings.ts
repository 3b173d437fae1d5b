import type { LimitsConfig } from '../schemas/limits.ts';
import { validate_limitsConfig } from './generated/validate_limitsConfig.js';
import { DEFAULT_INCREASE_COOLING_OFF_S, DEPOSIT_LIMIT_TYPES, EXTRA_LIMIT_TYPES } from './limitsConstants.ts';

export const LIMITS_CONFIG_GROUP = 'limits';

export interface LimitsSettings {
  limitActionMethod: 'post' | 'delete';
  customValueTypes: readonly number[];
  lockWhilePending: boolean;
  /** How long a loosened limit waits before the player may confirm it, in seconds. */
  increaseCoolingOffS: number;
}

const DEFAULTS: LimitsSettings = {
  limitActionMethod: 'post',
  customValueTypes: [...EXTRA_LIMIT_TYPES, ...DEPOSIT_LIMIT_TYPES],
  lockWhilePending: true,
  increaseCoolingOffS: DEFAULT_INCREASE_COOLING_OFF_S,
};

/** One answer per group object: components select the settings on every render, and an invalid group is logged once. */
const settingsByGroup = new WeakMap<object, LimitsSettings>();

/**
 * A domain's `limits` config group over its defaults, as the page and the reference BFF both read it (so they agree
 * on the cooling-off); an invalid group is logged and the defaults apply.
 */
export function limitsSettingsOf(group: unknown): LimitsSettings {
  if (group === undefined) return DEFAULTS;
  const isObject = typeof group === 'object' && group !== null;
  const known = isObject ? settingsByGroup.get(group) : undefined;
  if (known) return known;
  const settings = readSettings(group);
  if (isObject) settingsByGroup.set(group, settings);
  return settings;
}

function readSettings(group: unknown): LimitsSettings {
  if (!validate_limitsConfig(group)) {
    console.warn('[limits] config group "limits" is invalid; the defaults apply', validate_limitsConfig.errors?.[0]);
    return DEFAULTS;
  }
  const config = group as LimitsConfig;
  return {
    limitActionMethod: config.limitActionMethod ?? DEFAULTS.limitActionMethod,
    customValueTypes: config.customValueTypes ?? DEFAULTS.customValueTypes,
    lockWhilePending: config.lockWhilePending ?? DEFAULTS.lockWhilePending,
    increaseCoolingOffS: config.increaseCoolingOffHours === undefined ? DEFAULTS.increaseCoolingOffS : config.increaseCoolingOffHours * 3600,
  };
}
