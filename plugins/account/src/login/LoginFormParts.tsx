import { useTranslation } from '@host/sdk';
import { SelfExclusionNotice } from '../selfExclusion/SelfExclusionNotice.tsx';
import { isSelfExclusionKey } from '../selfExclusion/selfExclusionRefusal.ts';

/** The refusal of a sign-in form, read out as soon as it appears; nothing when there is none. */
export function LoginFormError({ errorKey }: { errorKey: string | null }) {
  const { t } = useTranslation('account');
  if (!errorKey) return null;
  if (isSelfExclusionKey(errorKey)) return <SelfExclusionNotice errorKey={errorKey} className="login-form__error" />;
  return (
    <p className="login-form__error" role="alert">
      {t(errorKey)}
    </p>
  );
}

/** "Keep me signed in": the `save` flag every sign-in call sends. */
export function SaveLoginField({ save, onChange }: { save: boolean; onChange: (save: boolean) => void }) {
  const { t } = useTranslation('account');
  return (
    <label className="login-form__save">
      <input type="checkbox" checked={save} onChange={(event) => onChange(event.target.checked)} /> {t('save_login')}
    </label>
  );
}

/** The password of a sign-in form (what a password manager fills in for this site). */
export function PasswordField({ password, onChange }: { password: string; onChange: (password: string) => void }) {
  const { t } = useTranslation('account');
  return (
    <label>
      {t('password_field')}
      <input type="password" name="password" autoComplete="current-password" value={password} onChange={(event) => onChange(event.target.value)} required />
    </label>
  );
}
