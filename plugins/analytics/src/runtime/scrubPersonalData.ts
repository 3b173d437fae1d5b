import type { AnalyticsSlots } from '../../contract/index.ts';

/**
 * The personal-data fields of the second document (section 3, "Site config groups"), by the names the product's
 * forms and replies give them: none is ever sent in an event.
 */
export const PERSONAL_DATA_FIELDS = [
  'name', 'first_name', 'surname', 'last_name', 'middle_name', 'patronymic', 'birthday', 'birthday_date', 'birth_date', 'birthday_place', 'birth_place',
  'geo_region', 'region', 'city', 'country', 'registration_address', 'address', 'passport_number', 'passport_series', 'passport_issue_date',
  'passport_date', 'passport_type', 'passport_issued_by', 'issued_by', 'tax_number', 'inn', 'main_id', 'active_id', 'password', 'new_password',
  'registration_date', 'phone', 'phone_number', 'email', 'e_mail', 'login', 'pin', 'pin_code', 'captcha', 'captcha_answer',
] as const;

const normalized = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1_$2').replace(/[^a-zA-Z0-9]+/g, '_').toLowerCase();
const PERSONAL_KEYS = new Set<string>(PERSONAL_DATA_FIELDS.map(normalized));

/** What a free text that looks like an e-mail address or a phone number becomes. */
export const REMOVED = '[removed]';
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const PHONE = /\+?\d[\d\s().-]{8,}\d/;

const scrubText = (value: string) => (EMAIL.test(value) || PHONE.test(value) ? REMOVED : value);

export interface ScrubbedSlots {
  strings: string[];
  numbers: number[];
  params: Record<string, string | number | boolean | null>;
}

/** An event's slots without personal data: named personal fields are dropped, texts that look like contacts removed. */
export function scrubPersonalData(slots: AnalyticsSlots = {}): ScrubbedSlots {
  const params: ScrubbedSlots['params'] = {};
  for (const [key, value] of Object.entries(slots.params ?? {})) {
    if (PERSONAL_KEYS.has(normalized(key))) continue;
    params[key] = typeof value === 'string' ? scrubText(value) : value;
  }
  return {
    strings: (slots.strings ?? []).map((value) => scrubText(String(value))),
    numbers: (slots.numbers ?? []).filter((value) => typeof value === 'number' && Number.isFinite(value)),
    params,
  };
}
