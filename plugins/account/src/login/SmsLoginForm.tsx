import { type FormEvent, useState } from 'react';
import { useOptionalService, useTranslation } from '@host/sdk';
import { analyticsService } from '../../../analytics/contract/index.ts';
import { analyticsErrorCodes } from '../analyticsErrorCodes.ts';
import type { PhoneCountry } from '../../schemas/auth.ts';
import { internationalNumber, phoneCountryById } from '../phoneCountry/phoneCountries.ts';
import { PhoneNumberField } from '../phoneCountry/PhoneNumberField.tsx';
import { logInBySms, sendSmsCode } from './loginApi.ts';
import { codeErrorKey, loginErrorKey } from './loginErrors.ts';
import { LoginFormError, SaveLoginField } from './LoginFormParts.tsx';

type Sent = { phoneNumber: string; countryCode: string; expiresAt: number };

/** The sms form kind: phone country and number, send a code, then sign in with the code. */
export function SmsLoginForm({ countries, onSignedIn }: { countries: PhoneCountry[]; onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation('account');
  const [countryId, setCountryId] = useState(countries[0].id);
  const [number, setNumber] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [save, setSave] = useState(true);
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const country = phoneCountryById(countries, countryId) ?? countries[0];
  const analytics = useOptionalService(analyticsService);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setBusy(true);
    setErrorKey(null);
    const phoneNumber = sent?.phoneNumber ?? internationalNumber(country, number);
    const countryCode = sent?.countryCode ?? country.code;
    try {
      const reply = await sendSmsCode(phoneNumber, countryCode);
      analytics?.smsSent(true);
      setSent({ phoneNumber, countryCode, expiresAt: reply.expiresAt });
      setCode('');
    } catch (error) {
      analytics?.smsSent(false, analyticsErrorCodes(error));
      setErrorKey(loginErrorKey(error));
    } finally {
      setBusy(false);
    }
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    if (!sent) return;
    setBusy(true);
    setErrorKey(null);
    analytics?.loginTried();
    try {
      await logInBySms(sent.phoneNumber, sent.countryCode, code.trim(), save);
      analytics?.smsCodeAccepted();
      await onSignedIn();
    } catch (error) {
      analytics?.loginFailed(analyticsErrorCodes(error));
      setErrorKey(codeErrorKey(error, 'sms', sent.expiresAt, Date.now()));
    } finally {
      setBusy(false);
    }
  }

  const error = <LoginFormError errorKey={errorKey} />;

  if (!sent) {
    return (
      <form className="login-form" onSubmit={send} noValidate>
        <PhoneNumberField countries={countries} country={country} onCountry={setCountryId} number={number} onNumber={setNumber} />
        {error}
        <button type="submit" className="button button--primary" disabled={busy || number.trim() === ''}>
          {t('sms_send')}
        </button>
      </form>
    );
  }
  return (
    <form className="login-form" onSubmit={signIn} noValidate>
      <p>{t('sms_code_sent', { phone: sent.phoneNumber })}</p>
      <label>
        {t('sms_code')}
        <input type="text" name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} />
      </label>
      <SaveLoginField save={save} onChange={setSave} />
      {error}
      <button type="submit" className="button button--primary" disabled={busy || code.trim() === ''}>
        {t('login_submit')}
      </button>
      <div className="login-form__links">
        <button type="button" className="link-button" disabled={busy} onClick={() => send()}>
          {t('sms_send_again')}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => {
            setSent(null);
            setErrorKey(null);
          }}
        >
          {t('sms_change_number')}
        </button>
      </div>
    </form>
  );
}
