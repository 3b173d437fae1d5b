/** The sign-in calls (paths not shown; ours, documented with the schema `loginReply`). */
export const LOGIN_URL = '/web-api/auth/login';
export const PHONE_LOGIN_URL = '/web-api/auth/login/phone';
export const SMS_SEND_URL = '/web-api/auth/sms/send';
export const SMS_LOGIN_URL = '/web-api/auth/login/sms';
export const TWO_STEP_URL = '/web-api/auth/login/two-step';
/** The code of a 400 that refuses an SMS or two-step code, wrong or expired alike. */
export const CODE_REJECTED = 'code_rejected';
