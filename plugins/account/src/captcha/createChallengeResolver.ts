import type { ChallengeResolver } from '@host/sdk';
import type { Fingerprint } from '../fingerprint/createFingerprint.ts';
import { FINGERPRINT_ERROR_CODE, FINGERPRINT_HEADER } from '../fingerprint/fingerprintConstants.ts';
import { CAPTCHA_RESULT_HEADER, isCaptchaCode, type CaptchaCode } from './captchaConstants.ts';

interface ChallengeDeps {
  fingerprint: Pick<Fingerprint, 'refresh'>;
  askCaptcha: (code: CaptchaCode) => Promise<string | null>;
}

/**
 * The account plugin's answer to the 400s of first document section 8, for any plugin's call: a fingerprint error
 * refreshes the fingerprint, a captcha code shows the challenge; the call goes again with the new header.
 */
export function createChallengeResolver({ fingerprint, askCaptcha }: ChallengeDeps): ChallengeResolver {
  return {
    async resolve(error): Promise<Record<string, string> | null> {
      if (error.codes.includes(FINGERPRINT_ERROR_CODE)) {
        const token = await fingerprint.refresh();
        return token === null ? null : { [FINGERPRINT_HEADER]: token };
      }
      const code = error.codes.find(isCaptchaCode);
      if (code === undefined) return null;
      const result = await askCaptcha(code);
      return result === null ? null : { [CAPTCHA_RESULT_HEADER]: result };
    },
  };
}
