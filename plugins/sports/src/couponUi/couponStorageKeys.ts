/** Local storage keys of the plugin (spec 3.1: the coupon is saved locally). */
export const COUPON_STORAGE_KEY = 'sports.coupon';
/** The bettor's coupon settings (spec 3.2) stay on this device. */
export const COUPON_SETTINGS_STORAGE_KEY = 'sports.couponSettings';
export const FAVORITES_STORAGE_KEY = 'sports.favorites';
/** Session storage: the coupon reminder is shown once per session (spec 3.8). */
export const REMINDER_STORAGE_KEY = 'sports.couponReminder';
