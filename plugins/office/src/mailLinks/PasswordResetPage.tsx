import { selectLanguage, useTranslation } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { PASSWORD_MIN_LENGTH } from '../security/ChangePasswordPage.tsx';
import { LinkOutcomeView } from './LinkOutcomeView.tsx';
import { redeemMailLink, type LinkOutcome } from './redeemMailLink.ts';
import { useMailLinkFromAddress } from './useMailLinkFromAddress.ts';

/** The longest password the platform takes (plugins/office/bff/mailLinkRoutes.ts). */
const PASSWORD_MAX_LENGTH = 128;

/**
 * user/passwordreset (first document 2.4): the recovery mail's link. The player sets a new password twice; the link
 * is spent only when the platform takes it, and every session of the player ends (whoever knew the old one is out).
 */
export default function PasswordResetPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const token = useMailLinkFromAddress();
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<LinkOutcome | null>(token ? null : 'wrong_code');
  // Another link followed into the open page starts afresh.
  useEffect(() => setOutcome(token ? null : 'wrong_code'), [token]);
  const mismatch = repeated.length > 0 && repeated !== password;

  const submit = async () => {
    if (!token) return;
    setBusy(true);
    setOutcome(await redeemMailLink('passwordreset', { token, password }, lang));
    setBusy(false);
  };

  const formShown = outcome === null || outcome === 'password_weak';
  return (
    <section className="office-page office-page--public">
      <h1 className="page-title">{t('mail_link_passwordreset_title')}</h1>
      {formShown ? (
        <form
          className="office-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {outcome === 'password_weak' && (
            <p role="alert" className="office-error">
              {t('error_password_weak')}
            </p>
          )}
          <label>
            {t('password_new', { count: PASSWORD_MIN_LENGTH })}
            <input type="password" autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} value={password} onChange={(event) => setPassword(event.target.value)} />
          </label>
          <label>
            {t('password_repeat')}
            <input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} value={repeated} onChange={(event) => setRepeated(event.target.value)} aria-invalid={mismatch} />
          </label>
          {mismatch && <p className="office-error">{t('mail_link_password_mismatch')}</p>}
          <button type="submit" className="button button--primary" disabled={busy || password.length < PASSWORD_MIN_LENGTH || repeated !== password}>
            {t('mail_link_passwordreset_submit')}
          </button>
        </form>
      ) : (
        <LinkOutcomeView textKey="passwordreset" outcome={outcome} nextWhenDone="login" nextWhenRefused="user.forgotpassword" onRetry={() => void submit()} />
      )}
    </section>
  );
}
