import type { ReactNode } from 'react';
import { useTranslation } from '@host/sdk';
import type { PhoneCountry } from '../../schemas/auth.ts';
import { usePhoneCountries } from './usePhoneCountries.ts';

/** Renders its children once the phone countries are here; a loading state before, a message if they failed. */
export function WithPhoneCountries({ children }: { children: (countries: PhoneCountry[]) => ReactNode }) {
  const { t } = useTranslation('account');
  const countries = usePhoneCountries();
  if (countries === null) return <div className="modal__loading" aria-busy="true" />;
  if (countries === 'failed' || countries.length === 0) {
    return (
      <p className="login-form__error" role="alert">
        {t('phone_countries_failed')}
      </p>
    );
  }
  return children(countries);
}
