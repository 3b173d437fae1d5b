import { useEffect, useState } from 'react';
import type { PhoneMask } from '../../schemas/auth.ts';
import { loadPhoneMasks } from './phoneCountriesApi.ts';

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
