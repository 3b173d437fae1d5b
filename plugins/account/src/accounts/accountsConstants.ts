export const ACCOUNTS_URL = '/web-api/user/accounts';
export const AVAILABLE_CURRENCIES_URL = '/web-api/user/accounts/currencies';
export const ACTIVE_ACCOUNT_URL = '/web-api/user/accounts/active';
/** POST adds a currency account; DELETE `${CURRENCY_ACCOUNT_URL}/{accountId}` removes one. */
export const CURRENCY_ACCOUNT_URL = '/web-api/user/accounts/currency';

/** The polling helper: at most 5 repeats, 2500 ms apart (second document, section 9). */
export const POLL_MAX_REPEATS = 5;
export const POLL_INTERVAL_MS = 2500;
/** The add-currency poll runs 1000 ms apart (second document, section 9). */
export const ADD_CURRENCY_POLL_MS = 1000;

/** The displayed currency when neither an active account nor the site's geo gives one (second document, section 9). */
export const DEFAULT_CURRENCY = 'RUB';
