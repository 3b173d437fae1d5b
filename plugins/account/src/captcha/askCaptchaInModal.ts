import { openModal } from '@host/sdk';
import type { Dispatch } from 'redux';
import type { CaptchaCode } from './captchaConstants.ts';
import { CAPTCHA_MODAL } from './captchaConstants.ts';
import type { CaptchaPrompt } from './createCaptchaPrompt.ts';

/** Asks for a captcha in the captcha modal: opens it, and answers with what the visitor does there. */
export function askCaptchaInModal(dispatch: Dispatch, prompt: CaptchaPrompt): (code: CaptchaCode) => Promise<string | null> {
  return (code) => {
    const answer = prompt.ask(code);
    dispatch(openModal(CAPTCHA_MODAL));
    return answer;
  };
}
