import { installCouponReducer } from './deferredCouponReducer.ts';

let couponSlice: Promise<typeof import('./couponSlice.ts')> | null = null;

/**
 * Loads the coupon reducer, once, installs it in the boot slice's deferred reducer, and gives its action creators:
 * for the line's prices, which start it at the first sign of use (a pointer or touch on a list), and for every way
 * into code that dispatches coupon events (the slip, the coupon page, the settings, the sagas, the restored coupon).
 * The reducer module itself does nothing when imported. Once loaded, the promise resolves within the same task, so
 * a tap's event still renders in its frame.
 */
export const loadCouponReducer = (): Promise<typeof import('./couponSlice.ts')> =>
  (couponSlice ??= import('./couponSlice.ts').then((module) => {
    installCouponReducer(module.couponReducer);
    return module;
  }));
