import { http, validateDocument } from '@host/sdk';
import type { PhoneCountriesReply, PhoneCountry, PhoneMask, PhoneMasksReply } from '../../schemas/auth.ts';
import { validate_phoneCountriesReply } from '../generated/validate_phoneCountriesReply.js';
import { validate_phoneMasksReply } from '../generated/validate_phoneMasksReply.js';

export const PHONE_COUNTRIES_URL = '/web-api/phone/countries';
export const PHONE_MASKS_URL = '/web-api/phone/masks';

let masks: Promise<PhoneMask[]> | null = null;

/** The phone masks, loaded once (a failed load is tried again next time). */
export function loadPhoneMasks(): Promise<PhoneMask[]> {
  if (!masks) {
    const loading = http
      .request(PHONE_MASKS_URL, { validate: (data) => validateDocument<PhoneMasksReply>(validate_phoneMasksReply, data, 'phone masks') })
      .then((reply) => reply.masks);
    loading.catch(() => (masks = null));
    masks = loading;
  }
  return masks;
}

const loaded = new Map<string, Promise<PhoneCountry[]>>();

/** The phone countries named in a language, loaded once per language (a failed load is tried again next time). */
export function loadPhoneCountries(lang: string): Promise<PhoneCountry[]> {
  let countries = loaded.get(lang);
  if (!countries) {
    countries = http.request(`${PHONE_COUNTRIES_URL}?lang=${encodeURIComponent(lang)}`, {
        validate: (data) => validateDocument<PhoneCountriesReply>(validate_phoneCountriesReply, data, 'phone countries'),
      })
      .then((reply) => reply.countries);
    countries.catch(() => loaded.delete(lang));
    loaded.set(lang, countries);
  }
  return countries;
}
