import { useState } from 'react';
import { useTranslation } from '@host/sdk';
import type { LoginReply, PhoneCountry } from '../../schemas/auth.ts';
import { internationalNumber, phoneCountryById } from '../phoneCountry/phoneCountries.ts';
import { PhoneNumberField } from '../phoneCountry/PhoneNumberField.tsx';
import { logInByPhone } from './loginApi.ts';
import { loginErrorKey } from './loginErrors.ts';
import { LoginFormError, PasswordField, SaveLoginField } from './LoginFormParts.tsx';
import { useLoginSubmit } from './useLoginSubmit.ts';

/** The phone_password form kind: phone country (the select modal), number, password, remember me. */
export function PhonePasswordForm({ countries, onAccepted }: { countries: PhoneCountry[]; onAccepted: (reply: LoginReply) => Promise<void> }) {
  const { t } = useTranslation('account');
  const [countryId, setCountryId] = useState(countries[0].id);
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [save, setSave] = useState(true);
  const country = phoneCountryById(countries, countryId) ?? countries[0];

  const { busy, errorKey, submit } = useLoginSubmit(
    async () => onAccepted(await logInByPhone(internationalNumber(country, number), country.code, password, save)),
    loginErrorKey,
  );

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <PhoneNumberField countries={countries} country={country} onCountry={setCountryId} number={number} onNumber={setNumber} />
      <PasswordField password={password} onChange={setPassword} />
      <SaveLoginField save={save} onChange={setSave} />
      <LoginFormError errorKey={errorKey} />
      <button type="submit" className="button button--primary" disabled={busy || number.trim() === '' || password === ''}>
        {t('login_submit')}
      </button>
    </form>
  );
}
