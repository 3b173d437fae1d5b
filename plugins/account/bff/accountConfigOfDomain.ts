import type { DomainSettings } from '../../../bff/bffModule.ts';
import type { AccountConfig } from '../schemas/account.ts';
import { validate_accountConfig } from '../src/generated/validate_accountConfig.js';

/**
 * A domain's `account` config group, as the page reads it (src/accountConfigOf.ts): what it switches on holds on the
 * server too. Missing or invalid (the domain file's check reports it), every set-up it names is off.
 */
export function accountConfigOfDomain(domain: DomainSettings): AccountConfig {
  const group = domain.config.account;
  return group !== undefined && validate_accountConfig(group) ? (group as AccountConfig) : {};
}
