import type { PhoneCountry } from '../../schemas/auth.ts';

/**
 * The country of an id among the known ones (second document, section 5: "Phone country is matched by id"): by id,
 * since several countries share a phone code (+7).
 */
export function phoneCountryById(countries: readonly PhoneCountry[], id: number | null): PhoneCountry | null {
  return countries.find((country) => country.id === id) ?? null;
}

/** The countries whose name, phone code or country code matches what the visitor typed (all for nothing typed). */
export function filterPhoneCountries(countries: readonly PhoneCountry[], query: string): PhoneCountry[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...countries];
  const digits = wanted.replace(/^\+/, '');
  return countries.filter(
    (country) => country.name.toLowerCase().includes(wanted) || country.code === wanted || (/^[0-9]+$/.test(digits) && country.phoneCode.slice(1).startsWith(digits)),
  );
}

/** The number in international form, as the sign-in calls take it: the country's phone code and the digits typed. */
export function internationalNumber(country: PhoneCountry, typed: string): string {
  return `${country.phoneCode}${typed.replace(/[^0-9]/g, '')}`;
}
