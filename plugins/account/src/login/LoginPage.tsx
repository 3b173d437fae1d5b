import { selectLanguage } from '@host/sdk';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from './LoginForm.tsx';
import { safeRedirectPath } from './loginErrors.ts';

/** The login page; after signing in, back to where the auth guard stopped the visitor, or home. */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const navigate = useNavigate();
  const [query] = useSearchParams();
  return (
    <section className="login-page">
      <h1 className="page-title">{t('login_title')}</h1>
      <LoginForm onSignedIn={() => navigate(`/${lang}${safeRedirectPath(query.get('redirect_url')) ?? '/'}`, { replace: true })} />
    </section>
  );
}
