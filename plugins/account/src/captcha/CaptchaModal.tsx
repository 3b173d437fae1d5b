import { type ModalProps, selectUserId, useOptionalService, useTranslation } from '@host/sdk';
import { analyticsService } from '../../../analytics/contract/index.ts';
import { type FormEvent, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { CaptchaChallengeReply } from '../../schemas/auth.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { fetchCaptchaTime, fetchChallenge, validateCaptcha } from './captchaApi.ts';
import { CAPTCHA_LOGOUT_TYPE } from './captchaConstants.ts';
import { captchaPrompt } from './captchaPrompt.ts';

type Challenge = CaptchaChallengeReply['challenge'];

/**
 * The challenge a captcha code asks for (first document, section 8). It first asks the captcha service for its
 * time, whose type 2 logs the signed-in user out; then the demo challenge: type the digits shown. A right answer
 * hands its result to the refused call; closing the modal gives up, and the call fails with its 400.
 */
export default function CaptchaModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const code = useSyncExternalStore(captchaPrompt.subscribe, captchaPrompt.pending);
  const userId = useSelector(selectUserId);
  const analytics = useOptionalService(analyticsService);
  const signOut = useSignOut();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const loadChallenge = useCallback(async () => {
    setAnswer('');
    try {
      setChallenge((await fetchChallenge()).challenge);
    } catch (error) {
      console.warn('[account] captcha challenge failed to load', error);
      setChallenge(null);
      setErrorKey('captcha_failed');
    }
  }, []);

  // However the modal closes without a result (its button, Escape, a click outside, a change of query), it gives up.
  useEffect(() => () => captchaPrompt.settle(null), []);

  useEffect(() => {
    // Opened with nothing to solve (by its query parameter): there is no call waiting.
    if (code === null) {
      onClose();
      return;
    }
    let open = true;
    void (async () => {
      const time = await fetchCaptchaTime().catch((error: unknown) => {
        console.warn('[account] captcha time failed; showing the challenge', error);
        return null;
      });
      if (!open) return;
      if (time?.type === CAPTCHA_LOGOUT_TYPE && userId !== null) {
        console.info('[account] the captcha service ends the session');
        onClose();
        signOut();
        return;
      }
      await loadChallenge();
    })();
    return () => {
      open = false;
    };
    // Once per opening: a later sign-out or language change must not start the challenge again.
  }, []);

  function showOtherDigits() {
    setErrorKey(null);
    void loadChallenge();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!challenge) return;
    setBusy(true);
    setErrorKey(null);
    try {
      const reply = await validateCaptcha(challenge.id, answer.trim());
      analytics?.captchaChecked(reply.result !== null);
      if (reply.result !== null) {
        captchaPrompt.settle(reply.result);
        onClose();
        return;
      }
      setErrorKey('captcha_wrong');
      await loadChallenge();
    } catch (error) {
      console.warn('[account] captcha validation failed', error);
      setErrorKey('captcha_failed');
    } finally {
      setBusy(false);
    }
  }

  if (code === null) return null;
  return (
    <div className="captcha">
      <h2>{t('captcha_title')}</h2>
      <p>{t(`captcha_reason_${code}`)}</p>
      {challenge ? (
        <form className="login-form" onSubmit={submit} noValidate>
          <figure className="captcha__challenge" data-challenge-id={challenge.id}>
            <figcaption>{t('captcha_digits')}</figcaption>
            <img className="captcha__digits" src={challenge.image} alt={t('captcha_digits')} width={180} height={60} />
          </figure>
          <label>
            {t('captcha_answer')}
            <input type="text" name="captcha" inputMode="numeric" autoComplete="off" value={answer} onChange={(event) => setAnswer(event.target.value)} />
          </label>
          {errorKey && (
            <p className="login-form__error" role="alert">
              {t(errorKey)}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy || answer.trim() === ''}>
            {t('captcha_submit')}
          </button>
          <button type="button" className="link-button" disabled={busy} onClick={showOtherDigits}>
            {t('captcha_new')}
          </button>
        </form>
      ) : errorKey ? (
        <div className="login-form">
          <p className="login-form__error" role="alert">
            {t(errorKey)}
          </p>
          <button type="button" className="button" onClick={showOtherDigits}>
            {t('captcha_new')}
          </button>
        </div>
      ) : (
        <div className="modal__loading" aria-busy="true" />
      )}
    </div>
  );
}
