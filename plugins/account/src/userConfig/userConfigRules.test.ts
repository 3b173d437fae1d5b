import { describe, expect, it } from 'vitest';
import type { UserConfig } from '../../schemas/auth.ts';
import { phoneAdded } from '../../contract/index.ts';
import { accountSlice, userConfigLoaded, userConfigRequested, type AccountState } from '../accountSlice.ts';
import {
  activationTypeAfterPhoneAdded,
  contactsFilled,
  emailNeedsActivation,
  phoneNeedsActivation,
  profileComplete,
  REQUIRED_PROFILE_FIELDS,
  verificationAvailable,
  type ActivationType,
} from './userConfigRules.ts';

const config = (fields: Partial<UserConfig>): UserConfig => ({ verification_status: 2, has_deposit: true, ...fields });
const FULL_PROFILE = { date_birthday: '1990-01-01', name: 'Ann', surname: 'Lee', passport: '4510 123456', passport_date: '2015-05-05', registration_address: 'Main st. 1' };

describe('adding a phone (activation type 0 -> 3, 1 -> 2)', () => {
  it.each([
    [0, 3],
    [1, 2],
    [2, 2],
    [3, 3],
  ] as Array<[ActivationType, ActivationType]>)('%i -> %i', (before, after) => {
    expect(activationTypeAfterPhoneAdded(before)).toBe(after);
  });

  it('updates the loaded config and marks phone binding enabled', () => {
    const asked = accountSlice.reducer(undefined, userConfigRequested());
    const loaded = accountSlice.reducer(asked, userConfigLoaded({ config: config({ activation_type: 1, protection_methods: { enable_two_factor_auth: true } }) }));
    const next: AccountState = accountSlice.reducer(loaded, phoneAdded({ phoneNumber: '+79990001122' }));
    expect(next.userConfig.data).toMatchObject({
      phone_number: '+79990001122',
      activation_type: 2,
      protection_methods: { enable_two_factor_auth: true, enable_phone_binding: true },
    });
  });
});

describe('phone and e-mail activation', () => {
  it.each([
    // phone, e-mail, activation type, phone needs activation, e-mail needs activation
    [null, null, 0, false, false],
    ['+7999', null, 0, true, false],
    ['+7999', null, 1, true, false],
    ['+7999', null, 2, false, false],
    ['+7999', null, 3, false, false],
    [null, 'a@b.c', 0, false, true],
    [null, 'a@b.c', 1, false, false],
    [null, 'a@b.c', 2, false, false],
    [null, 'a@b.c', 3, false, true],
    ['+7999', 'a@b.c', 1, true, false],
    ['+7999', 'a@b.c', 3, false, true],
    ['', '', 0, false, false],
  ] as Array<[string | null, string | null, ActivationType, boolean, boolean]>)('phone %s, e-mail %s, type %i', (phone, email, type, phoneNeeds, emailNeeds) => {
    const user = config({ phone_number: phone, user_email: email, activation_type: type });
    expect(phoneNeedsActivation(user)).toBe(phoneNeeds);
    expect(emailNeedsActivation(user)).toBe(emailNeeds);
  });
});

describe('required profile fields', () => {
  it('lists the six fields of the spec', () => {
    expect(REQUIRED_PROFILE_FIELDS).toEqual(['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address']);
  });

  it('is complete when all are filled', () => {
    expect(profileComplete(config({ user_data: FULL_PROFILE }))).toBe(true);
  });

  it.each(REQUIRED_PROFILE_FIELDS.flatMap((field) => [[field, null], [field, '  ']] as Array<[string, string | null]>))('is incomplete without %s (%j)', (field, value) => {
    expect(profileComplete(config({ user_data: { ...FULL_PROFILE, [field]: value } }))).toBe(false);
  });

  it('is incomplete without user data', () => {
    expect(profileComplete(config({}))).toBe(false);
  });

  it.each([
    ['+7999', 'a@b.c', true],
    ['+7999', null, false],
    [null, 'a@b.c', false],
  ])('contact fields with phone %s and e-mail %s are filled: %s', (phone, email, expected) => {
    expect(contactsFilled(config({ phone_number: phone, user_email: email }))).toBe(expected);
  });
});

describe('verification availability', () => {
  it.each([
    [undefined, false],
    [[], false],
    [['passport'], true],
  ])('verification_types %j -> %s', (types, expected) => {
    expect(verificationAvailable(config({ verification_types: types }))).toBe(expected);
  });
});
