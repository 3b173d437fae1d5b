import { safeStorage, selectLanguage, useRouteHref, useTranslation } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useCompleteSignIn } from '../login/useCompleteSignIn.ts';
import { registrationProcessChanged } from '../preferences/globalPreferences.ts';
import { takePostLoginTarget } from '../registration/postLoginRedirect.ts';
import { RegistrationForm } from '../registration/RegistrationForm.tsx';
import { registrationErrorKey } from '../registration/registrationApi.ts';
import { WelcomeStep } from '../registration/WelcomeStep.tsx';
import { SelfExclusionNotice } from '../selfExclusion/SelfExclusionNotice.tsx';
import { isSelfExclusionKey } from '../selfExclusion/selfExclusionRefusal.ts';
import { isRegistrationRequired, signInWithTicket, type RegistrationRequired } from './socialApi.ts';

/** The reasons the platform sends a visitor back without a ticket (socialSignInRoutes.ts), each with its message. */
const LANDING_ERRORS = new Set(['cancelled', 'state_mismatch', 'code_rejected', 'network_off', 'unavailable']);

type Step = { kind: 'working' } | { kind: 'failed'; errorKey: string } | { kind: 'register'; ticket: string; details: RegistrationRequired } | { kind: 'welcome' };

/** The ticket or the error of the address's fragment, read once and then taken out of the address and its history. */
function takeLanding(): { ticket: string | null; error: string | null } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return { ticket: fragment.get('ticket'), error: fragment.get('error') };
}

/** The route of the landing (plugins/account/routes.json), drawn by the registration page's module. */
export const SOCIAL_SIGN_IN_ROUTE = 'socialSignIn';

/**
 * Where a sign-in with an identity provider lands (`user/social`): the ticket of the identity the platform verified
 * signs its player in, and on to where they were going; an identity no player has yet asks for the rest of a
 * registration (soc_reg), then welcomes the new player. A cancelled or refused sign-in says why, with the way back.
 */
export function SocialSignInLanding() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const href = useRouteHref();
  const [step, setStep] = useState<Step>({ kind: 'working' });
  const goOn = () => navigate(`/${lang}${takePostLoginTarget(safeStorage('sessionStorage'), new URLSearchParams()) ?? '/'}`, { replace: true });
  const completeSignIn = useCompleteSignIn(goOn);

  useEffect(() => {
    const { ticket, error } = takeLanding();
    if (!ticket) {
      setStep({ kind: 'failed', errorKey: `social_error_${error && LANDING_ERRORS.has(error) ? error : 'state_mismatch'}` });
      return;
    }
    signInWithTicket(ticket)
      .then(async (reply) => {
        if (isRegistrationRequired(reply)) setStep({ kind: 'register', ticket, details: reply });
        else await completeSignIn();
      })
      .catch((failure: unknown) => {
        console.warn('[account] the social sign-in was refused', failure);
        setStep({ kind: 'failed', errorKey: registrationErrorKey(failure) });
      });
    // The landing is read once, on the first render: the fragment is gone after it.
  }, []);

  if (step.kind === 'welcome') return <section className="registration-page"><WelcomeStep onLater={goOn} /></section>;
  if (step.kind === 'register') {
    return (
      <section className="registration-page">
        <h1 className="page-title">{t('social_registration_title')}</h1>
        <RegistrationForm
          social={{ ticket: step.ticket, network: step.details.network, email: step.details.email, currencyId: step.details.currencyId }}
          onRegistered={() => {
            dispatch(registrationProcessChanged(false));
            setStep({ kind: 'welcome' });
          }}
        />
      </section>
    );
  }
  return (
    <section className="login-page">
      <h1 className="page-title">{t('social_title')}</h1>
      {step.kind === 'working' && <p role="status">{t('social_signing_in')}</p>}
      {step.kind === 'failed' && (
        <>
          {isSelfExclusionKey(step.errorKey) ? (
            <SelfExclusionNotice errorKey={step.errorKey} className="registration-form__error" />
          ) : (
            <p className="registration-form__error" role="alert">{t(step.errorKey)}</p>
          )}
          {/* A register that could not be asked, or a ticket used up: the way back starts the sign-in again. */}
          <a className="button button--primary" href={href('login') ?? undefined}>{t('social_back_to_login')}</a>
        </>
      )}
    </section>
  );
}
