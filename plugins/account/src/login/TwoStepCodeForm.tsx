import { useState } from 'react';
import { useTranslation } from '@host/sdk';
import { confirmTwoStep, type TwoStepReply } from './loginApi.ts';
import { codeErrorKey } from './loginErrors.ts';
import { LoginFormError } from './LoginFormParts.tsx';
import { useLoginSubmit } from './useLoginSubmit.ts';

interface TwoStepCodeFormProps {
  step: TwoStepReply;
  onSignedIn: () => Promise<void>;
  onBack: () => void;
}

/** The login_password_two_step_code form kind: the second code, after a right password. */
export function TwoStepCodeForm({ step, onSignedIn, onBack }: TwoStepCodeFormProps) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');

  const { busy, errorKey, submit } = useLoginSubmit(
    async () => {
      await confirmTwoStep(step.two_step_token, code.trim());
      await onSignedIn();
    },
    (error) => codeErrorKey(error, 'two_step', step.expiresAt, Date.now()),
  );

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <h3>{t('two_step_title')}</h3>
      <p>{t('two_step_text')}</p>
      <label>
        {t('two_step_code')}
        <input type="text" name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus value={code} onChange={(event) => setCode(event.target.value)} />
      </label>
      <LoginFormError errorKey={errorKey} />
      <button type="submit" className="button button--primary" disabled={busy || code.trim() === ''}>
        {t('login_submit')}
      </button>
      <button type="button" className="link-button" disabled={busy} onClick={onBack}>
        {t('two_step_back')}
      </button>
    </form>
  );
}
