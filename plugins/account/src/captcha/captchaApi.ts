import { http, validateDocument, type RequestOptions } from '@host/sdk';
import type { CaptchaChallengeReply, CaptchaTimeReply, CaptchaValidateReply } from '../../schemas/auth.ts';
import { validate_captchaChallengeReply } from '../generated/validate_captchaChallengeReply.js';
import { validate_captchaTimeReply } from '../generated/validate_captchaTimeReply.js';
import { validate_captchaValidateReply } from '../generated/validate_captchaValidateReply.js';
import { CAPTCHA_TIME_URL, CAPTCHA_UPDATE_URL, CAPTCHA_VALIDATE_URL } from './captchaConstants.ts';

// The captcha's own calls go without challenges (one would wait for itself) and without the 401 refresh.
const captchaCall = { withoutToken: true, withoutChallenge: true } satisfies RequestOptions<unknown>;

export function fetchCaptchaTime(): Promise<CaptchaTimeReply> {
  return http.request(CAPTCHA_TIME_URL, { ...captchaCall, validate: (data) => validateDocument<CaptchaTimeReply>(validate_captchaTimeReply, data, 'captcha time') });
}

export function fetchChallenge(): Promise<CaptchaChallengeReply> {
  return http.request(CAPTCHA_UPDATE_URL, { ...captchaCall, validate: (data) => validateDocument<CaptchaChallengeReply>(validate_captchaChallengeReply, data, 'captcha challenge') });
}

export function validateCaptcha(id: string, answer: string): Promise<CaptchaValidateReply> {
  return http.request(CAPTCHA_VALIDATE_URL, {
    ...captchaCall,
    method: 'POST',
    body: { id, answer },
    validate: (data) => validateDocument<CaptchaValidateReply>(validate_captchaValidateReply, data, 'captcha validation'),
  });
}
