/** Section 9: events that could not be sent are kept in storage for 24 hours. */
export const ANALYTICS_STORAGE_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** Section 9: timing and performance metrics are sent 10 000 ms after load. */
export const METRICS_SEND_DELAY_MS = 10_000;
/** Section 7: the source code of an event sent from inside a messenger web-app. */
export const MESSENGER_SOURCE_CODE = 119;

/** Section 9: the collector's event ids. */
export const ANALYTICS_EVENT = {
  registrationClick: 1000,
  smsSent: 1247,
  correctCode: 1252,
  smsFail: 1253,
  successfulRegistration: 1255,
  successfulBet: 10000,
  paymentsStatus: 10001,
  paymentsPage: 10002,
  captchaOk: 10190,
  captchaFailed: 10191,
} as const;

/**
 * Events the spec names without an id (the registration leave event, the login and registration error codes, the
 * login tries, unknown registration values, the performance metrics): ids of this plugin, above the spec's range.
 */
export const OWN_ANALYTICS_EVENT = {
  registrationLeft: 90001,
  registrationError: 90002,
  registrationUnknownValue: 90003,
  loginClick: 90010,
  loginError: 90011,
  loginSuccess: 90012,
  webVital: 90020,
} as const;
