import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_FIELDS, REMOVED, scrubPersonalData } from './scrubPersonalData.ts';

describe('scrubPersonalData', () => {
  it('sends none of the personal-data fields, by any spelling, and keeps the other slots', () => {
    const personal = Object.fromEntries(PERSONAL_DATA_FIELDS.map((field, index) => [field, `secret-value-${index}`]));
    const camel = Object.fromEntries(PERSONAL_DATA_FIELDS.map((field, index) => [field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), `camel-secret-${index}`]));
    const sent = JSON.stringify(scrubPersonalData({ strings: ['full_reg'], numbers: [2, Number.NaN], params: { ...personal, ...camel, step: 'sms', tries: 3 } }));
    for (const index of PERSONAL_DATA_FIELDS.keys()) {
      expect(sent).not.toContain(`secret-value-${index}`);
      expect(sent).not.toContain(`camel-secret-${index}`);
    }
    expect(JSON.parse(sent)).toEqual({ strings: ['full_reg'], numbers: [2], params: { step: 'sms', tries: 3 } });
  });

  it('removes texts that look like an e-mail address or a phone number', () => {
    expect(scrubPersonalData({ strings: ['player@example.com', '+7 900 123-45-67', 'email_taken'], params: { note: 'a@b.co' } })).toEqual({
      strings: [REMOVED, REMOVED, 'email_taken'],
      numbers: [],
      params: { note: REMOVED },
    });
  });

  it('lists every personal-data field of the second document', () => {
    for (const field of ['name', 'surname', 'middle_name', 'birthday_date', 'birthday_place', 'geo_region', 'city', 'country', 'registration_address', 'passport_number', 'passport_series', 'passport_issue_date', 'passport_type', 'passport_issued_by', 'tax_number', 'main_id', 'active_id', 'password', 'registration_date', 'phone_number', 'email', 'login', 'pin_code', 'captcha']) {
      expect(PERSONAL_DATA_FIELDS).toContain(field);
    }
  });
});
