import type { ModalProps } from '@host/sdk';
import { safeStorage, selectLanguage, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { takePostLoginTarget } from '../registration/postLoginRedirect.ts';
import { LoginForm } from './LoginForm.tsx';

/**
 * The login form as a full-width modal (first document, section 2.10), opened by the `login` query parameter. Signed
 * in, it closes and the player goes where the login page would send them (access rules 5 and 11): the `redirect_url`
 * the auth guard left on the address where there is no login page, else the remembered `from_url`; with neither, the
 * player stays on the page they signed in on.
 */
export default function LoginModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  function signedIn() {
    const target = takePostLoginTarget(safeStorage('sessionStorage'), query);
    onClose();
    if (target) void navigate(`/${lang}${target}`, { replace: true });
  }
  return (
    <div className="login-modal">
      <h2>{t('login_title')}</h2>
      <LoginForm onSignedIn={signedIn} />
    </div>
  );
}
