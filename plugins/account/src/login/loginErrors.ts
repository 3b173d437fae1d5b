import { HttpError } from '@host/sdk';
import { isCaptchaCode } from '../captcha/captchaConstants.ts';
import { recoveryCodeFailure } from '../forgotPassword/recoveryCodeFailure.ts';
import { selfExclusionErrorKey } from '../selfExclusion/selfExclusionRefusal.ts';
import { CODE_REJECTED } from './loginConstants.ts';

/** The dictionary key of the message a failed login shows (a captcha code: the challenge was closed unsolved). */
export function loginErrorKey(error: unknown): string {
  const excluded = selfExclusionErrorKey(error);
  if (excluded) return excluded;
  if (error instanceof HttpError && error.status === 429) {
    if (error.codes.includes('too_many_sign_ins')) return 'login_too_many';
    if (error.codes.includes('sms_too_soon')) return 'sms_too_soon';
    if (error.codes.includes('code_used_up')) return 'code_used_up';
  }
  if (error instanceof HttpError && error.status === 400) {
    if (error.codes.some(isCaptchaCode)) return 'login_captcha_required';
    if (error.codes.includes('wrong_credentials')) return 'login_wrong_credentials';
    if (error.codes.includes('invalid_phone')) return 'login_invalid_phone';
  }
  return 'login_failed';
}

/**
 * The message of a refused SMS or two-step code: `wrong_code` while the code has not expired, `time_up` after
 * (second document, section 5, the rule of the recovery code); other failures as any login's.
 */
export function codeErrorKey(error: unknown, form: 'sms' | 'two_step', expiresAtSeconds: number, nowMs: number): string {
  if (error instanceof HttpError && error.status === 400 && error.codes.includes(CODE_REJECTED)) {
    return `${form}_${recoveryCodeFailure(expiresAtSeconds, nowMs)}`;
  }
  return loginErrorKey(error);
}
