import { useId, useRef, useState } from 'react';
import { useTranslation } from '@host/sdk';
import type { PhoneCountry } from '../../schemas/auth.ts';
import { PhoneCountrySelect } from './PhoneCountrySelect.tsx';
import { formatWithMask, writtenLength } from './phoneMask.ts';
import { usePhoneMask } from './usePhoneMask.ts';

interface PhoneNumberFieldProps {
  countries: readonly PhoneCountry[];
  country: PhoneCountry;
  onCountry: (countryId: number) => void;
  number: string;
  onNumber: (number: string) => void;
}

/**
 * A phone number: the country (its code; the select modal changes it) and the digits after the code, written in the
 * country's mask as they are typed, as long as the mask allows and no shorter than it asks.
 */
export function PhoneNumberField({ countries, country, onCountry, number, onNumber }: PhoneNumberFieldProps) {
  const { t } = useTranslation('account');
  const [choosing, setChoosing] = useState(false);
  const inputId = useId();
  const countryButton = useRef<HTMLButtonElement>(null);
  const mask = usePhoneMask(country.id);
  const back = () => {
    setChoosing(false);
    countryButton.current?.focus();
  };
  return (
    <div className="phone-field">
      <label htmlFor={inputId}>{t('phone_number_field')}</label>
      <div className="phone-field__row">
        <button
          ref={countryButton}
          type="button"
          className="phone-field__country"
          aria-label={t('phone_country_field', { name: country.name, code: country.phoneCode })}
          onClick={() => setChoosing(true)}
        >
          {country.phoneCode} <span className="phone-field__country-code">{country.code.toUpperCase()}</span>
        </button>
        <input
          id={inputId}
          type="tel"
          name="phone"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={mask?.Mask.replace(/#/g, '0')}
          minLength={mask ? writtenLength(mask, mask.Min) : undefined}
          maxLength={mask ? writtenLength(mask, mask.Max) : undefined}
          value={number}
          onChange={(event) => onNumber(mask ? formatWithMask(event.target.value, mask.Mask) : event.target.value)}
        />
      </div>
      {choosing && (
        <PhoneCountrySelect
          countries={countries}
          selectedId={country.id}
          onSelect={(countryId) => {
            onCountry(countryId);
            back();
          }}
          onBack={back}
        />
      )}
    </div>
  );
}
