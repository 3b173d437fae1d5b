import { describe, expect, it } from 'vitest';
import { formatWithMask, writtenLength } from './phoneMask.ts';

describe('a number written in its country mask', () => {
  it.each([
    ['9001234567', '(###) ###-##-##', '(900) 123-45-67'],
    ['900', '(###) ###-##-##', '(900'],
    ['(900) 12', '(###) ###-##-##', '(900) 12'],
    ['90012345678999', '(###) ###-##-##', '(900) 123-45-67'],
    ['abc', '(###) ###-##-##', ''],
    ['15112345678', '### ########', '151 12345678'],
  ])('%s in %s is %s', (typed, mask, written) => expect(formatWithMask(typed, mask)).toBe(written));

  it('gives the field its shortest and longest length from the mask', () => {
    const mask = { CountryId: 8, Mask: '### ########', Min: 10, Max: 11 };
    expect([writtenLength(mask, mask.Min), writtenLength(mask, mask.Max)]).toEqual([11, 12]);
  });
});
