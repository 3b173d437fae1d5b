/** An amount in its currency, as the visitor's language writes it (an unknown currency code falls back to plain). */
export function formatMoney(lang: string, amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
