import type { PhoneMask } from '../../schemas/auth.ts';

const DIGIT = '#';

/**
 * The digits typed, written in the mask (`(###) ###-##-##`): each `#` takes the next digit, what stands between is
 * written as it is, and the number ends with its last digit (digits past the mask are dropped).
 */
export function formatWithMask(typed: string, mask: string): string {
  const digits = typed.replace(/[^0-9]/g, '');
  let written = '';
  let next = 0;
  for (const char of mask) {
    if (next === digits.length) break;
    if (char === DIGIT) written += digits[next++];
    else written += char;
  }
  return written;
}

/** How long a number of `digits` digits is when written in the mask: the field's minimum and maximum length. */
export const writtenLength = (mask: PhoneMask, digits: number) => formatWithMask('0'.repeat(digits), mask.Mask).length;
