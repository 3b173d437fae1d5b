import type { Dispatch } from 'redux';
import type { ChallengeResolver } from '@host/sdk';
import { browserFingerprint } from '../fingerprint/browserFingerprint.ts';
import { askCaptchaInModal } from './askCaptchaInModal.ts';
import { captchaPrompt } from './captchaPrompt.ts';
import { createChallengeResolver } from './createChallengeResolver.ts';

/** The page's challenge resolver: this page's fingerprint, and the captcha in a modal. */
export const pageChallengeResolver = (dispatch: Dispatch): ChallengeResolver =>
  createChallengeResolver({ fingerprint: browserFingerprint, askCaptcha: askCaptchaInModal(dispatch, captchaPrompt) });

