import type { HostState } from '@host/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { useOptionalService, useTranslation } from '@host/sdk';
import { analyticsService } from '../../../analytics/contract/index.ts';
import { useDispatch, useSelector } from 'react-redux';
import { accountConfigOf } from '../accountConfigOf.ts';
import { analyticsErrorCodes } from '../analyticsErrorCodes.ts';
import { DEFAULT_CURRENCY } from '../accounts/accountsConstants.ts';
import { selectDisplayedCurrency } from '../accounts/accountsSelectors.ts';
import { useCompleteSignIn } from '../login/useCompleteSignIn.ts';
import { registrationProcessChanged } from '../preferences/globalPreferences.ts';
import { BONUS_CHOICES, register, REGISTRATION_TYPE, registrationErrorKey, type BonusChoice } from './registrationApi.ts';
import { CurrencySelect } from '../accounts/CurrencySelect.tsx';

/** Without configured registration currencies, a new player's account is in the spec's default currency. */
const DEFAULT_REGISTRATION_CURRENCIES = [{ id: 643, iso: DEFAULT_CURRENCY }];
export const MIN_PASSWORD_LENGTH = 8;

/**
 * Registration by e-mail (full_reg): e-mail, password, the main account's currency (the displayed currency
 * preselected) and the welcome bonus. On success the new player is signed in and `onRegistered` decides where to go.
 * Analytics follows the registration flow: opened, each registration call, its refusal codes, done, left.
 */
export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  // The server signs the new player in: the same steps as after a login.
  const completeSignIn = useCompleteSignIn(onRegistered);
  const currencies = useSelector((state: HostState) => accountConfigOf(state).registrationCurrencies ?? DEFAULT_REGISTRATION_CURRENCIES);
  const displayed = useSelector(selectDisplayedCurrency);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [currencyId, setCurrencyId] = useState(() => (currencies.find((currency) => currency.iso === displayed) ?? currencies[0]).id);
  const [bonusChoice, setBonusChoice] = useState<BonusChoice>(1);
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
    analytics?.registrationSubmitted({ type: REGISTRATION_TYPE, bonusId: bonusChoice });
    try {
      await register({ email: email.trim(), password, currencyId, bonusChoice });
      analytics?.registrationDone();
      await completeSignIn();
    } catch (failure) {
      analytics?.registrationFailed(analyticsErrorCodes(failure));
      console.warn('[account] registration failed', failure);
      setErrorKey(registrationErrorKey(failure));
      dispatch(registrationProcessChanged(false));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="registration-form" onSubmit={submit} noValidate>
      <label>
        {t('registration_email')}
        <input type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      </label>
      <label>
        {t('registration_password', { count: MIN_PASSWORD_LENGTH })}
        <input type="password" name="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} required />
      </label>
      <label>
        {t('registration_currency')}
        <CurrencySelect currencies={currencies} value={currencyId} onChange={setCurrencyId} />
      </label>
      <fieldset className="registration-form__bonus">
        <legend>{t('registration_bonus')}</legend>
        {BONUS_CHOICES.map((choice) => (
          <label key={choice}>
            <input type="radio" name="bonusChoice" checked={bonusChoice === choice} onChange={() => setBonusChoice(choice)} /> {t(`registration_bonus_${choice}`)}
          </label>
        ))}
      </fieldset>
      {errorKey && (
        <p className="registration-form__error" role="alert">
          {t(errorKey)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || email.trim() === '' || password.length < MIN_PASSWORD_LENGTH}>
        {t('registration_submit')}
      </button>
    </form>
  );
}
