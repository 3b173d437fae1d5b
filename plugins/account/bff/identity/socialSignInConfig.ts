import type { DomainSettings } from '../../../../bff/bffModule.ts';
import { SOCIAL_SIGN_IN_GROUP, type SocialSignInConfig } from '../../schemas/social.ts';
import { validate_socialSignInConfig } from '../../src/generated/validate_socialSignInConfig.js';

/**
 * A domain's `socialSignIn` config group, as the page reads it (src/social/socialSignInConfig.ts): what it offers
 * holds on the server too. Missing or invalid, nothing is offered.
 */
export function socialSignInConfigOfDomain(domain: DomainSettings): SocialSignInConfig {
  const group = domain.config[SOCIAL_SIGN_IN_GROUP];
  return group !== undefined && validate_socialSignInConfig(group) ? (group as SocialSignInConfig) : {};
}
