import { describe, expect, it } from 'vitest';
import { filterPhoneCountries, internationalNumber, phoneCountryById } from './phoneCountries.ts';

const COUNTRIES = [
  { id: 1, code: 'ru', phoneCode: '+7', name: 'Russia' },
  { id: 2, code: 'kz', phoneCode: '+7', name: 'Kazakhstan' },
  { id: 3, code: 'by', phoneCode: '+375', name: 'Belarus' },
  { id: 9, code: 'gb', phoneCode: '+44', name: 'United Kingdom' },
];

describe('phone countries', () => {
  it.each([
    [2, 'Kazakhstan'],
    [1, 'Russia'],
    [5, null],
    [null, null],
  ])('matches country %s by id -> %s', (id, name) => {
    expect(phoneCountryById(COUNTRIES, id)?.name ?? null).toBe(name);
  });

  it.each([
    ['', ['Russia', 'Kazakhstan', 'Belarus', 'United Kingdom']],
    ['  ', ['Russia', 'Kazakhstan', 'Belarus', 'United Kingdom']],
    ['kaz', ['Kazakhstan']],
    ['UNITED', ['United Kingdom']],
    ['+7', ['Russia', 'Kazakhstan']],
    ['37', ['Belarus']],
    ['gb', ['United Kingdom']],
    ['atlantis', []],
    ['+', []],
  ])('finds %j -> %j', (query, names) => {
    expect(filterPhoneCountries(COUNTRIES, query).map((country) => country.name)).toEqual(names);
  });

  it.each([
    ['900 123-45-67', '+79001234567'],
    ['(900)1234567', '+79001234567'],
    ['', '+7'],
  ])('writes %j in international form', (typed, number) => {
    expect(internationalNumber(COUNTRIES[0], typed)).toBe(number);
  });
});
