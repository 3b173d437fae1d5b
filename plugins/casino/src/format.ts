import { formatMoney } from '@host/sdk';

/** The digits after the point of a currency's minor unit (2 for EUR, 0 for JPY). */
function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Integer minor units of a currency as money in the page's language. */
export function formatMinor(lang: string, minor: number, currency: string): string {
  return formatMoney(lang, minor / 10 ** minorDigits(currency), currency);
}
