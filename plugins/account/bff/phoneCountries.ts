import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PhoneCountry } from '../schemas/auth.ts';

interface PhoneCountrySeed {
  id: number;
  code: string;
  phoneCode: string;
  name: Record<string, string>;
}

/** The demo's phone countries, in the order the select shows them (the operator's home country first). */
const SEEDS = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'phoneCountries.json'), 'utf8')) as PhoneCountrySeed[];

/** The phone countries named in `lang` (English where a name is missing). */
export function phoneCountriesIn(lang: string): PhoneCountry[] {
  return SEEDS.map(({ id, code, phoneCode, name }) => ({ id, code, phoneCode, name: name[lang] ?? name.en }));
}

/** Whether a number in international form belongs to the country of that code (the sign-in calls check it). */
export function isNumberOfCountry(phoneNumber: string, countryCode: string): boolean {
  const country = SEEDS.find((seed) => seed.code === countryCode);
  return country !== undefined && /^\+[0-9]{6,15}$/.test(phoneNumber) && phoneNumber.startsWith(country.phoneCode);
}
