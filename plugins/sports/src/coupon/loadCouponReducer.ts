// Apart from deferredCouponReducer.ts, which couponSlice.ts installs itself into: the module that loads the
// reducer is not one the reducer imports back.

let couponSlice: Promise<typeof import('./couponSlice.ts')> | null = null;

/**
 * Loads (and so installs) the coupon reducer, once, and gives its action creators: for the line's prices, which
 * start it at the first sign of use (a pointer or touch on a list), and for modules that dispatch coupon events
 * without them. Once loaded, the promise resolves within the same task, so a tap's event still renders in its frame.
 */
export const loadCouponReducer = (): Promise<typeof import('./couponSlice.ts')> => (couponSlice ??= import('./couponSlice.ts'));
