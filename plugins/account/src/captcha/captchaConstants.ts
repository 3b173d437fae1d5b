/** Captcha codes of a 400 reply (first document, section 8); each shows the challenge with its own reason. */
export const CAPTCHA_CODES = ['100', '111', '112', '113'] as const;
export type CaptchaCode = (typeof CAPTCHA_CODES)[number];
export const isCaptchaCode = (code: string): code is CaptchaCode => (CAPTCHA_CODES as readonly string[]).includes(code);

/** The header a refused call is sent again with, carrying the result of the solved captcha (schemas/auth.ts). */
export const CAPTCHA_RESULT_HEADER = 'X-Captcha-Result';
/** The gettime `type` that means "log the user out" (first document, section 7). */
export const CAPTCHA_LOGOUT_TYPE = 2;
export const CAPTCHA_MODAL = 'captcha';
/** The captcha service's calls (base path not shown; ours). */
export const CAPTCHA_TIME_URL = '/web-api/captcha/gettime';
export const CAPTCHA_UPDATE_URL = '/web-api/captcha/update';
export const CAPTCHA_VALIDATE_URL = '/web-api/captcha/validate';
