import { http, validateDocument } from '@host/sdk';
import type { LoginReply, SmsSentReply } from '../../schemas/auth.ts';
import { validate_loginReply } from '../generated/validate_loginReply.js';
import { validate_smsSentReply } from '../generated/validate_smsSentReply.js';
import { browserFingerprint } from '../fingerprint/browserFingerprint.ts';
import { LOGIN_URL, PHONE_LOGIN_URL, SMS_LOGIN_URL, SMS_SEND_URL, TWO_STEP_URL } from './loginConstants.ts';

export type TwoStepReply = Extract<LoginReply, { response_type: 'two_step_code' }>;

/** A right password of a user with two-step sign-in: the second code comes next. */
export const isTwoStep = (reply: LoginReply): reply is TwoStepReply => 'response_type' in reply && reply.response_type === 'two_step_code';

/** Every sign-in call carries the fingerprint; a captcha or fingerprint 400 is met by the challenge resolver. */
function signInCall(url: string, body: Record<string, unknown>): Promise<LoginReply> {
  return http.request(url, {
    method: 'POST',
    body,
    headers: browserFingerprint.headers(),
    withoutToken: true,
    validate: (data) => validateDocument<LoginReply>(validate_loginReply, data, 'login reply'),
  });
}

/** login_password: e-mail or account id, with the fingerprint's components data (second document, section 7). */
export function logInByPassword(login: string, password: string, save: boolean): Promise<LoginReply> {
  return signInCall(LOGIN_URL, { login, password, save, components_data: browserFingerprint.components() });
}

/** phone_password: the number in international form and the chosen country's code. */
export function logInByPhone(phoneNumber: string, countryCode: string, password: string, save: boolean): Promise<LoginReply> {
  return signInCall(PHONE_LOGIN_URL, { phone_number: phoneNumber, country_code: countryCode, password, save });
}

export function sendSmsCode(phoneNumber: string, countryCode: string): Promise<SmsSentReply> {
  return http.request(SMS_SEND_URL, {
    method: 'POST',
    body: { phone_number: phoneNumber, country_code: countryCode },
    withoutToken: true,
    validate: (data) => validateDocument<SmsSentReply>(validate_smsSentReply, data, 'sms sent reply'),
  });
}

export function logInBySms(phoneNumber: string, countryCode: string, code: string, save: boolean): Promise<LoginReply> {
  return signInCall(SMS_LOGIN_URL, { phone_number: phoneNumber, country_code: countryCode, code, save });
}

/** login_password_two_step_code: the second code, with the token the password step gave. */
export function confirmTwoStep(twoStepToken: string, code: string): Promise<LoginReply> {
  return signInCall(TWO_STEP_URL, { two_step_token: twoStepToken, code });
}
