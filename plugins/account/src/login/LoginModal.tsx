import type { ModalProps } from '@host/sdk';
import { selectLanguage, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_URL_QUERY } from '../registration/postLoginRedirect.ts';
import { safeRedirectPath } from './safeRedirectPath.ts';
import { LoginForm } from './LoginForm.tsx';

/**
 * The login form as a full-width modal (first document, section 2.10), opened by the `login` query parameter. Signed
 * in, it closes and the player goes on to the `redirect_url` the auth guard left on the address where the domain has
 * no login page (access rule 5); else they stay on the page they opened it on, which is where rule 11's `from_url`
 * would take them (a `from_url` kept by another flow is not theirs to follow here).
 */
export default function LoginModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  function signedIn() {
    const target = safeRedirectPath(query.get(REDIRECT_URL_QUERY));
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
