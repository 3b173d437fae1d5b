import { openModal, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import type { LoginReply } from '../../schemas/auth.ts';
import { logInByPassword } from './loginApi.ts';
import { loginErrorKey } from './loginErrors.ts';
import { LoginFormError, PasswordField, SaveLoginField } from './LoginFormParts.tsx';
import { useLoginSubmit } from './useLoginSubmit.ts';

/** The login_password form kind: e-mail or account id, password, remember me. */
export function PasswordLoginForm({ onAccepted }: { onAccepted: (reply: LoginReply) => Promise<void> }) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [save, setSave] = useState(true);

  const { busy, errorKey, submit } = useLoginSubmit(
    async () => onAccepted(await logInByPassword(login.trim(), password, save)),
    loginErrorKey,
  );

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <label>
        {t('login_field')}
        <input type="text" name="login" autoComplete="username" value={login} onChange={(event) => setLogin(event.target.value)} required />
      </label>
      <PasswordField password={password} onChange={setPassword} />
      <SaveLoginField save={save} onChange={setSave} />
      <LoginFormError errorKey={errorKey} />
      <button type="submit" className="button button--primary" disabled={busy || login.trim() === '' || password === ''}>
        {t('login_submit')}
      </button>
      <button type="button" className="link-button" onClick={() => dispatch(openModal('forgot-password'))}>
        {t('forgot_link')}
      </button>
    </form>
  );
}
