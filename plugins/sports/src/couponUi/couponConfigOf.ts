import { selectConfigGroup, type HostState } from '@host/sdk';
import type { CouponConfig } from '../../schemas/sports.ts';
import { validate_couponConfig } from '../generated/validate_couponConfig.js';

/** The `coupon` config group if it is valid; an invalid one is logged and the coupon runs on its defaults. */
export function couponConfigOf(state: HostState): CouponConfig | null {
  const group = selectConfigGroup('coupon')(state);
  if (group === undefined) return null;
  if (validate_couponConfig(group)) return group as CouponConfig;
  console.warn('[sports] config group "coupon" is invalid; using defaults', validate_couponConfig.errors?.[0]);
  return null;
}
