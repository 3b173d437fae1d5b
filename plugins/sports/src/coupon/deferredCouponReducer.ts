import type { Action } from 'redux';
import type { CouponState } from './couponState.ts';
import { initialCouponState } from './initialCouponState.ts';

let installed: ((state: CouponState, action: Action) => CouponState) | null = null;

/** Called once by loadCouponReducer when the reducer's module has loaded. */
export function installCouponReducer(reducer: (state: CouponState, action: Action) => CouponState): void {
  installed = reducer;
}

/**
 * The coupon's reducer as the boot slice holds it. The real one (couponSlice.ts, with the slip's rules and maths) is
 * most of the plugin's boot weight and no first paint needs it: every way into code that dispatches a coupon event goes
 * through `loadCouponReducer` (loadCouponReducer.ts), which installs it. An event that still comes first is a bug of this plugin, and is reported instead of silently dropped.
 */
export function deferredCouponReducer(state: CouponState = initialCouponState, action: Action): CouponState {
  if (installed) return installed(state, action);
  if (/^coupon(Settings)?\//.test(action.type)) {
    console.error(`[sports] ${action.type} dispatched before the coupon reducer loaded; it was not applied`);
  }
  return state;
}
