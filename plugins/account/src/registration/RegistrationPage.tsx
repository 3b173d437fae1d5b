import { safeStorage, selectLanguage, useRouteEntry, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { registrationProcessChanged } from '../preferences/globalPreferences.ts';
import { takePostLoginTarget } from './postLoginRedirect.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import { WelcomeStep } from './WelcomeStep.tsx';
import { SocialSignInLanding, SOCIAL_SIGN_IN_ROUTE } from '../social/SocialSignInLanding.tsx';

/**
 * The registration page (from the login page, the messenger widget or a custom registration set-up). After signing
 * up it shows the welcome step (what happens next); "Later" goes to `redirect_url`, else the remembered `from_url`,
 * else home (access rule 11). The registration-process flag is reset once the player is signed up.
 */
export default function RegistrationPage() {
  // The sign-in landing of a provider is this page's route too: one page entry in the boot bundle for both.
  const onLanding = useRouteEntry()?.name === SOCIAL_SIGN_IN_ROUTE;
  return onLanding ? <SocialSignInLanding /> : <RegistrationSteps />;
}

function RegistrationSteps() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [registered, setRegistered] = useState(false);
  if (registered) {
    return (
      <section className="registration-page">
        <WelcomeStep
          onLater={() => {
            const target = takePostLoginTarget(safeStorage('sessionStorage'), query);
            navigate(`/${lang}${target ?? '/'}`, { replace: true });
          }}
        />
      </section>
    );
  }
  return (
    <section className="registration-page">
      <h1 className="page-title">{t('registration_title')}</h1>
      <RegistrationForm
        onRegistered={() => {
          dispatch(registrationProcessChanged(false));
          setRegistered(true);
        }}
      />
    </section>
  );
}
