import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { formatMoney, selectLanguage } from '@host/sdk';

/** Amounts as the site writes them everywhere (the SDK's formatMoney in the visitor's language). */
export function useMoney(): (amount: number, currency: string) => string {
  const lang = useSelector(selectLanguage);
  return useCallback((amount: number, currency: string) => formatMoney(lang, amount, currency), [lang]);
}
