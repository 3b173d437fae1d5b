import { type FormEvent, useEffect, useState } from 'react';
import { useOptionalService, useRouteHref, useTranslation } from '@host/sdk';
import { analyticsService } from '../../../analytics/contract/index.ts';
import { useDispatch, useSelector } from 'react-redux';
import { analyticsErrorCodes } from '../analyticsErrorCodes.ts';
import { selectDisplayedCurrency } from '../accounts/accountsSelectors.ts';
import { useCompleteSignIn } from '../login/useCompleteSignIn.ts';
import { registrationProcessChanged } from '../preferences/globalPreferences.ts';
import type { SocialNetwork } from '../../schemas/social.ts';
import { registerWithTicket, SOCIAL_REGISTRATION_TYPE } from '../social/socialApi.ts';
import { SocialButtons } from '../social/SocialButtons.tsx';
import type { FastRegistrationReply } from '../../schemas/account.ts';
import { OneClickCredentials } from './OneClickCredentials.tsx';
import { BONUS_CHOICES, FAST_REGISTRATION_TYPE, register, registerInOneClick, REGISTRATION_TYPE, registrationErrorKey, type BonusChoice } from './registrationApi.ts';
import { offersOneClick } from './registrationKinds.ts';
import { registrationCurrenciesOf } from './registrationCurrencies.ts';
import { CurrencySelect } from '../accounts/CurrencySelect.tsx';
import { DepositLimitPrompt, saveDepositLimit, type DepositLimitChoice } from './DepositLimitPrompt.tsx';
import { depositLimitPromptOf, minimumAgeOf } from './minimumAgeOf.ts';
import { SelfExclusionNotice } from '../selfExclusion/SelfExclusionNotice.tsx';
import { isSelfExclusionKey } from '../selfExclusion/selfExclusionRefusal.ts';

export const MIN_PASSWORD_LENGTH = 8;
const NOTHING = () => undefined;

/** A registrant a social network vouched for: the ticket of their identity, and what the form shows of it. */
export interface SocialRegistrant {
  ticket: string;
  network: SocialNetwork;
  email: string;
  currencyId?: number;
}

/**
 * Registration by e-mail (full_reg): e-mail, password, the main account's currency (the displayed currency
 * preselected), the date of birth (the domain's jurisdiction profile sets the minimum age), the acceptance of the
 * terms and of the privacy policy (both linked), the marketing consent (off until ticked) and the welcome bonus (none
 * pre-selected: a player who picks none declines bonuses). These hold in every jurisdiction profile. Where the profile
 * says so (`depositLimitPrompt`), a deposit limit of any amount is offered, which the player may leave empty. On
 * success the new player is signed in, the limit chosen is set, and `onRegistered` decides where to go.
 * Analytics follows the registration flow: opened, each registration call, its refusal codes, done, left.
 * With `social` (soc_reg), the identity a network vouched for stands for the e-mail and the password: the form asks
 * the rest, with the one-tap call's currency preselected. Without it, the domain's social networks are offered first,
 * and where the domain offers it, one click (fast_reg): the platform makes the login and the password, which the form
 * then shows once, with ways to keep them.
 */
export function RegistrationForm({ onRegistered, social }: { onRegistered: () => void; social?: SocialRegistrant }) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  // The server signs the new player in: the same steps as after a login (then the deposit limit chosen, then onRegistered).
  const completeSignIn = useCompleteSignIn(NOTHING);
  const currencies = useSelector(registrationCurrenciesOf);
  const displayed = useSelector(selectDisplayedCurrency);
  const oneClickOffered = useSelector(offersOneClick) && !social;
  const [kind, setKind] = useState<typeof REGISTRATION_TYPE | typeof FAST_REGISTRATION_TYPE>(REGISTRATION_TYPE);
  const oneClick = oneClickOffered && kind === FAST_REGISTRATION_TYPE;
  const [credentials, setCredentials] = useState<FastRegistrationReply | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [currencyId, setCurrencyId] = useState(() => (currencies.find((currency) => currency.id === social?.currencyId) ?? currencies.find((currency) => currency.iso === displayed) ?? currencies[0]).id);
  const [bonusChoice, setBonusChoice] = useState<BonusChoice | null>(null);
  const [birthDate, setBirthDate] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const minimumAge = useSelector(minimumAgeOf);
  const depositLimitPrompt = useSelector(depositLimitPromptOf);
  const [depositLimit, setDepositLimit] = useState<DepositLimitChoice | null>(null);
  const href = useRouteHref();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const analytics = useOptionalService(analyticsService);
  // Once per form shown: the service object stays the same while its provider is active.
  useEffect(() => {
    if (!analytics) return;
    analytics.registrationOpened();
    return () => analytics.registrationLeft();
  }, [analytics]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrorKey(null);
    dispatch(registrationProcessChanged(true));
    const type = social ? SOCIAL_REGISTRATION_TYPE : oneClick ? FAST_REGISTRATION_TYPE : REGISTRATION_TYPE;
    analytics?.registrationSubmitted({ type, bonusId: bonusChoice ?? 0 });
    try {
      const declarations = { currencyId, bonusChoice: bonusChoice ?? 0, birthDate, termsAccepted, privacyAccepted, marketingConsent };
      let made: FastRegistrationReply | null = null;
      if (social) await registerWithTicket(social.ticket, declarations);
      else if (type === FAST_REGISTRATION_TYPE) made = await registerInOneClick(declarations);
      else await register({ email: email.trim(), password, ...declarations });
      analytics?.registrationDone();
      await completeSignIn();
      // The player is registered whatever becomes of the limit: the first deposit offers it again if it failed.
      if (depositLimitPrompt && depositLimit) await saveDepositLimit(depositLimit).catch((failure: unknown) => console.warn('[account] the deposit limit chosen at registration was not set', failure));
      // One click shows the credentials first; their "Continue" goes on.
      if (made) setCredentials(made);
      else onRegistered();
    } catch (failure) {
      analytics?.registrationFailed(analyticsErrorCodes(failure));
      console.warn('[account] registration failed', failure);
      setErrorKey(registrationErrorKey(failure));
      dispatch(registrationProcessChanged(false));
    } finally {
      setBusy(false);
    }
  }

  if (credentials) return <OneClickCredentials credentials={credentials} onDone={onRegistered} />;
  return (
    <form className="registration-form" onSubmit={submit} noValidate>
      {social ? (
        <p className="registration-form__social">{t('social_registering_as', { network: t(`social_network_${social.network}`), email: social.email })}</p>
      ) : (
        <>
          <SocialButtons />
          {oneClickOffered && (
            <div className="login-kinds__tabs" role="radiogroup" aria-label={t('registration_kinds')}>
              {([REGISTRATION_TYPE, FAST_REGISTRATION_TYPE] as const).map((offered) => (
                <button key={offered} type="button" role="radio" className="login-kinds__tab" aria-checked={kind === offered} onClick={() => setKind(offered)}>
                  {t(`registration_kind_${offered}`)}
                </button>
              ))}
            </div>
          )}
          {oneClick ? (
            <p className="registration-form__social">{t('one_click_explained')}</p>
          ) : (
            <>
              <label>
                {t('registration_email')}
                <input type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
              </label>
              <label>
                {t('registration_password', { count: MIN_PASSWORD_LENGTH })}
                <input type="password" name="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
              </label>
            </>
          )}
        </>
      )}
      <label>
        {t('registration_currency')}
        <CurrencySelect currencies={currencies} value={currencyId} onChange={setCurrencyId} />
      </label>
      <label>
        {t('registration_birth_date', { age: minimumAge })}
        <input type="date" name="birthDate" autoComplete="bday" value={birthDate} onChange={(event) => setBirthDate(event.target.value)} required />
      </label>
      <fieldset className="registration-form__bonus">
        <legend>{t('registration_bonus')}</legend>
        {BONUS_CHOICES.map((choice) => (
          <label key={choice}>
            <input type="radio" name="bonusChoice" checked={bonusChoice === choice} onChange={() => setBonusChoice(choice)} /> {t(`registration_bonus_${choice}`)}
          </label>
        ))}
      </fieldset>
      {depositLimitPrompt && <DepositLimitPrompt onChange={setDepositLimit} />}
      <fieldset className="registration-form__consents">
        <legend>{t('registration_consents')}</legend>
        <label>
          <input type="checkbox" name="termsAccepted" checked={termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} required />
          <span>
            {t('registration_accept_terms')} <a href={href('information.mainrules') ?? undefined} target="_blank" rel="noopener">{t('registration_terms_link')}</a>
          </span>
        </label>
        <label>
          <input type="checkbox" name="privacyAccepted" checked={privacyAccepted} onChange={(event) => setPrivacyAccepted(event.target.checked)} required />
          <span>
            {t('registration_accept_privacy')} <a href={href('information.privacy-policy') ?? undefined} target="_blank" rel="noopener">{t('registration_privacy_link')}</a>
          </span>
        </label>
        <label>
          <input type="checkbox" name="marketingConsent" checked={marketingConsent} onChange={(event) => setMarketingConsent(event.target.checked)} /> {t('registration_marketing')}
        </label>
      </fieldset>
      {errorKey &&
        (isSelfExclusionKey(errorKey) ? (
          <SelfExclusionNotice errorKey={errorKey} className="registration-form__error" />
        ) : (
          <p className="registration-form__error" role="alert">
            {t(errorKey, { age: minimumAge })}
          </p>
        ))}
      <button type="submit" className="button button--primary" disabled={busy || (!social && !oneClick && (email.trim() === '' || password.length < MIN_PASSWORD_LENGTH)) || birthDate === '' || !termsAccepted || !privacyAccepted}>
        {t('registration_submit')}
      </button>
    </form>
  );
}
