import { selectConfigGroup, type HostState } from '@host/sdk';
import type { AccountConfig } from '../schemas/account.ts';
import { validate_accountConfig } from './generated/validate_accountConfig.js';

export const ACCOUNT_CONFIG_GROUP = 'account';

/** The `account` config group; missing or invalid, every set-up it names is off (an invalid one is logged). */
export function accountConfigOf(state: HostState): AccountConfig {
  const group = selectConfigGroup(ACCOUNT_CONFIG_GROUP)(state);
  if (group === undefined) return {};
  if (validate_accountConfig(group)) return group as AccountConfig;
  console.warn('[account] config group "account" is invalid; its set-ups are off', validate_accountConfig.errors?.[0]);
  return {};
}
