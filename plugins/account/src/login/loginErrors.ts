import { HttpError } from '@host/sdk';

/** Captcha codes of a 400 reply (first document, section 8). */
export const CAPTCHA_CODES: readonly string[] = ['100', '111', '112', '113'];

/** The dictionary key of the message a failed login shows. */
export function loginErrorKey(error: unknown): string {
  if (error instanceof HttpError && error.status === 400) {
    if (error.codes.some((code) => CAPTCHA_CODES.includes(code))) return 'login_captcha_required';
    if (error.codes.includes('wrong_credentials')) return 'login_wrong_credentials';
  }
  return 'login_failed';
}

/** Where to go after signing in: the `redirect_url` the auth guard kept, when it is a path of this site. */
export function safeRedirectPath(value: string | null): string | null {
  return value !== null && /^\/(?![/\\])[^\s]*$/.test(value) ? value : null;
}
