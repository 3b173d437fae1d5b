import { selectConfigGroup, type HostState } from '@host/sdk';
import { SOCIAL_SIGN_IN_GROUP, type SocialSignInConfig } from '../../schemas/social.ts';
import { validate_socialSignInConfig } from '../generated/validate_socialSignInConfig.js';

const NOTHING_OFFERED: SocialSignInConfig = {};

/** The `socialSignIn` config group; missing or invalid (logged), neither one-tap nor a network is offered. */
export function socialSignInConfigOf(state: HostState): SocialSignInConfig {
  const group = selectConfigGroup(SOCIAL_SIGN_IN_GROUP)(state);
  if (group === undefined) return NOTHING_OFFERED;
  if (validate_socialSignInConfig(group)) return group as SocialSignInConfig;
  console.warn('[account] config group "socialSignIn" is invalid: no social sign-in is offered', validate_socialSignInConfig.errors?.[0]);
  return NOTHING_OFFERED;
}
