import { safeStorage, selectLanguage, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from './LoginForm.tsx';
import { takePostLoginTarget } from '../registration/postLoginRedirect.ts';

/**
 * The login page; after signing in, back to where the auth guard stopped the visitor (`redirect_url`), else to the
 * remembered `from_url` (access rule 11), else home.
 */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  return (
    <section className="login-page">
      <h1 className="page-title">{t('login_title')}</h1>
      <LoginForm onSignedIn={() => navigate(`/${lang}${takePostLoginTarget(safeStorage('sessionStorage'), query) ?? '/'}`, { replace: true })} />
    </section>
  );
}
