import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PhoneCountry, PhoneMask } from '../schemas/auth.ts';

interface PhoneCountrySeed {
  id: number;
  code: string;
  phoneCode: string;
  name: Record<string, string>;
  /** How a number after the code is written (`#` a digit), and how many digits it has. */
  mask: string;
  min: number;
  max: number;
}

/** The demo's phone countries, in the order the select shows them (the operator's home country first). */
const SEEDS = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'phoneCountries.json'), 'utf8')) as PhoneCountrySeed[];

/** The phone countries named in `lang` (English where a name is missing). */
export function phoneCountriesIn(lang: string): PhoneCountry[] {
  return SEEDS.map(({ id, code, phoneCode, name }) => ({ id, code, phoneCode, name: name[lang] ?? name.en }));
}

/** The phone masks (first document 3.8: CountryId, Mask, Max, Min), the digits after the country's code. */
export function phoneMasks(): PhoneMask[] {
  return SEEDS.map(({ id, mask, min, max }) => ({ CountryId: id, Mask: mask, Min: min, Max: max }));
}

/**
 * Whether a number in international form belongs to the country of that code, with as many digits after the code as
 * the country's mask allows (the sign-in calls check it, as the phone field shows it).
 */
export function isNumberOfCountry(phoneNumber: string, countryCode: string): boolean {
  const country = SEEDS.find((seed) => seed.code === countryCode);
  if (country === undefined || !/^\+[0-9]{6,15}$/.test(phoneNumber) || !phoneNumber.startsWith(country.phoneCode)) return false;
  const digits = phoneNumber.length - country.phoneCode.length;
  return digits >= country.min && digits <= country.max;
}
