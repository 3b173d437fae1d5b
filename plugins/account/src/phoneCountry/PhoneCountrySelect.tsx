import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '@host/sdk';
import type { PhoneCountry } from '../../schemas/auth.ts';
import { filterPhoneCountries } from './phoneCountries.ts';

interface PhoneCountrySelectProps {
  countries: readonly PhoneCountry[];
  selectedId: number;
  onSelect: (countryId: number) => void;
  onBack: () => void;
}

/**
 * The phone-country select modal (first document, section 2.10: title, code label, back button, not-found
 * message). It opens over the form that asked for it, so Escape and a click outside go back to that form only.
 */
export function PhoneCountrySelect({ countries, selectedId, onSelect, onBack }: PhoneCountrySelectProps) {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState('');
  const titleId = useId();
  const found = filterPhoneCountries(countries, query);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    // The modal this one opens over closes on Escape too; only this one should.
    event.stopPropagation();
    onBack();
  }

  return (
    <div className="phone-country-select-backdrop" onClick={(event) => event.target === event.currentTarget && onBack()}>
      <div className="phone-country-select" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="phone-country-select__head">
          <button type="button" className="link-button" onClick={onBack}>
            {t('phone_country_back')}
          </button>
          <h3 id={titleId}>{t('phone_country_title')}</h3>
        </div>
        <input type="search" className="phone-country-select__search" aria-label={t('phone_country_search')} placeholder={t('phone_country_search')} autoFocus value={query} onChange={(event) => setQuery(event.target.value)} />
        {found.length === 0 ? (
          <p className="phone-country-select__empty" role="status">
            {t('phone_country_not_found')}
          </p>
        ) : (
          <>
            <p className="phone-country-select__columns" aria-hidden="true">
              <span>{t('phone_country_name')}</span>
              <span>{t('phone_country_code')}</span>
            </p>
            <ul className="phone-country-select__list">
              {found.map((country) => (
                <li key={country.id}>
                  <button type="button" className="phone-country-select__option" aria-current={country.id === selectedId ? 'true' : undefined} onClick={() => onSelect(country.id)}>
                    <span>{country.name}</span>
                    <span className="phone-country-select__code">{country.phoneCode}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
