import { type ModalProps, selectLanguage, useOptionalService, useTranslation } from '@host/sdk';
import { analyticsService } from '../../../analytics/contract/index.ts';
import { type FormEvent, useState } from 'react';
import { useSelector } from 'react-redux';
import { requestRecoveryCode, resetErrorKey, resetPassword } from './recoveryApi.ts';

type Step = { kind: 'ask' } | { kind: 'code'; login: string; expiresAt: number } | { kind: 'done' };

/** Forgot password: the login receives a code; the code and a new password set it. A failure keeps what was typed. */
export default function ForgotPasswordModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>({ kind: 'ask' });
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const analytics = useOptionalService(analyticsService);
  const lang = useSelector(selectLanguage);

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    setErrorKey(null);
    // A forgot-password call counts as a login try (second document, analytics flow).
    analytics?.loginTried();
    try {
      const reply = await requestRecoveryCode(login.trim(), lang);
      setStep({ kind: 'code', login: login.trim(), expiresAt: reply.expiresAt });
    } catch (error) {
      console.warn('[account] recovery code request failed', error);
      setErrorKey('recovery_request_failed');
    }
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== 'code') return;
    setErrorKey(null);
    try {
      await resetPassword(step.login, code.trim(), password);
      setStep({ kind: 'done' });
    } catch (error) {
      console.warn('[account] password reset failed', error);
      setErrorKey(resetErrorKey(error, step.expiresAt, Date.now()));
    }
  }

  return (
    <div className="forgot-password">
      <h2>{t('forgot_title')}</h2>
      {step.kind === 'ask' && (
        <form className="login-form" onSubmit={requestCode} noValidate>
          <label>
            {t('login_field')}
            <input type="text" name="login" autoComplete="username" value={login} onChange={(event) => setLogin(event.target.value)} />
          </label>
          <button type="submit" className="button button--primary" disabled={login.trim() === ''}>
            {t('forgot_send_code')}
          </button>
        </form>
      )}
      {step.kind === 'code' && (
        <form className="login-form" onSubmit={reset} noValidate>
          <p>{t('forgot_code_sent')}</p>
          <label>
            {t('forgot_code')}
            <input type="text" name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
          </label>
          <label>
            {t('forgot_new_password')}
            <input type="password" name="new-password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </label>
          <button type="submit" className="button button--primary" disabled={code.trim() === '' || password === ''}>
            {t('forgot_set_password')}
          </button>
        </form>
      )}
      {step.kind === 'done' && (
        <div className="forgot-password__done">
          <p role="status">{t('forgot_done')}</p>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      )}
      {errorKey && (
        <p className="login-form__error" role="alert">
          {t(errorKey)}
        </p>
      )}
    </div>
  );
}
