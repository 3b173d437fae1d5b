import type { LimitsConfig, LimitsJurisdiction } from '../schemas/limits.ts';
import { validate_limitsConfig } from './generated/validate_limitsConfig.js';
import { validate_limitsJurisdiction } from './generated/validate_limitsJurisdiction.js';
import { DEFAULT_INCREASE_COOLING_OFF_S, DEPOSIT_LIMIT_TYPES, EXTRA_LIMIT_TYPES } from './limitsConstants.ts';

export const LIMITS_CONFIG_GROUP = 'limits';
/** The group the BFF serves from the domain's jurisdiction profile. */
export const JURISDICTION_CONFIG_GROUP = 'jurisdiction';

export interface LimitsSettings {
  limitActionMethod: 'post' | 'delete';
  customValueTypes: readonly number[];
  lockWhilePending: boolean;
  /** How long a loosened limit waits before the player may confirm it, in seconds (the jurisdiction profile's). */
  increaseCoolingOffS: number;
  /** Whether the header shows the time since sign-in while signed in (the jurisdiction profile's). */
  sessionClock: boolean;
  /** The country's problem-gambling help organisations (the jurisdiction profile's). */
  helpOrganisations: ReadonlyArray<{ name: string; url: string }>;
}

/** The specification's rules: what applies where a group is absent or invalid. */
const DEFAULTS: LimitsSettings = {
  limitActionMethod: 'post',
  customValueTypes: [...EXTRA_LIMIT_TYPES, ...DEPOSIT_LIMIT_TYPES],
  lockWhilePending: true,
  increaseCoolingOffS: DEFAULT_INCREASE_COOLING_OFF_S,
  sessionClock: false,
  helpOrganisations: [],
};

const ABSENT = {};
/** One answer per pair of group objects: components select the settings on every render, and an invalid group is logged once. */
const settingsByGroups = new WeakMap<object, WeakMap<object, LimitsSettings>>();
const keyOf = (group: unknown): object => (typeof group === 'object' && group !== null ? group : ABSENT);

/**
 * A domain's `limits` config group and the values of its jurisdiction profile (the `jurisdiction` group) over the
 * specification's defaults; an invalid group is logged and its defaults apply.
 */
export function limitsSettingsOf(group: unknown, jurisdiction: unknown): LimitsSettings {
  const byJurisdiction = settingsByGroups.get(keyOf(group)) ?? new WeakMap<object, LimitsSettings>();
  settingsByGroups.set(keyOf(group), byJurisdiction);
  const known = byJurisdiction.get(keyOf(jurisdiction));
  if (known) return known;
  const settings = { ...readLimitsGroup(group), ...readJurisdiction(jurisdiction) };
  byJurisdiction.set(keyOf(jurisdiction), settings);
  return settings;
}

function readLimitsGroup(group: unknown): Pick<LimitsSettings, 'limitActionMethod' | 'customValueTypes' | 'lockWhilePending'> {
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

function readJurisdiction(group: unknown): Pick<LimitsSettings, 'increaseCoolingOffS' | 'sessionClock' | 'helpOrganisations'> {
  if (group === undefined) return DEFAULTS;
  if (!validate_limitsJurisdiction(group)) {
    console.warn('[limits] config group "jurisdiction" is invalid; the specification\'s rules apply', validate_limitsJurisdiction.errors?.[0]);
    return DEFAULTS;
  }
  const { increaseCoolingOffHours, sessionClock, helpOrganisations } = group as LimitsJurisdiction;
  return { increaseCoolingOffS: increaseCoolingOffHours * 3600, sessionClock, helpOrganisations };
}
