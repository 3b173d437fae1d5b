import { createCaptchaPrompt } from './createCaptchaPrompt.ts';

/** This page's captcha prompt: the challenge resolver asks it, the captcha modal answers it. */
export const captchaPrompt = createCaptchaPrompt();
