export type CouponApi = typeof import('./couponApi.ts');
export type SportsApi = typeof import('./sportsApi.ts');

/** The API modules carry their generated validators (tens of KiB): they load with the first call, not at boot. */
export const couponApi = (): Promise<CouponApi> => import('./couponApi.ts');
export const sportsApi = (): Promise<SportsApi> => import('./sportsApi.ts');
