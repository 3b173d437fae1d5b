import { selectLanguage } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { PhoneCountry, PhoneMask } from '../../schemas/auth.ts';
import { loadPhoneCountries, loadPhoneMasks } from './phoneCountriesApi.ts';

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

/**
 * The mask of a country's numbers, or null while it loads or when there is none; a number is then written as typed
 * (the platform still checks its digits).
 */
export function usePhoneMask(countryId: number): PhoneMask | null {
  const [masks, setMasks] = useState<readonly PhoneMask[]>([]);
  useEffect(() => {
    let current = true;
    loadPhoneMasks().then(
      (list) => current && setMasks(list),
      (error: unknown) => console.warn('[account] phone masks failed to load', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return masks.find((mask) => mask.CountryId === countryId) ?? null;
}
