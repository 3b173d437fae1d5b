import { safeStorage, selectLanguage, useTranslation } from '@host/sdk';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { registrationProcessChanged } from '../preferences/globalPreferences.ts';
import { takePostLoginTarget } from './postLoginRedirect.ts';
import { RegistrationForm } from './RegistrationForm.tsx';

/**
 * The registration page (from the login page, the messenger widget or a custom registration set-up). After signing
 * up: to `redirect_url`, else the remembered `from_url`, else home; then the registration-process flag is reset
 * (access rule 11).
 */
export default function RegistrationPage() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  return (
    <section className="registration-page">
      <h1 className="page-title">{t('registration_title')}</h1>
      <RegistrationForm
        onRegistered={() => {
          const target = takePostLoginTarget(safeStorage('sessionStorage'), query);
          navigate(`/${lang}${target ?? '/'}`, { replace: true });
          dispatch(registrationProcessChanged(false));
        }}
      />
    </section>
  );
}
