import { selectLanguage } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { PhoneCountry } from '../../schemas/auth.ts';
import { loadPhoneCountries } from './phoneCountriesApi.ts';

/** The phone countries in the page's language: null while loading, `failed` when they could not be loaded. */
export function usePhoneCountries(): PhoneCountry[] | null | 'failed' {
  const lang = useSelector(selectLanguage);
  const [countries, setCountries] = useState<PhoneCountry[] | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    loadPhoneCountries(lang).then(
      (list) => current && setCountries(list),
      (error: unknown) => {
        console.warn('[account] phone countries failed to load', error);
        if (current) setCountries('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return countries;
}
