import { formatMoney, selectLanguage, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { PaymentMethod } from '../../schemas/payments.ts';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import type { AmountProblem } from './paymentRules.ts';

/** The text of an amount's problem, with the figures it is about in the currency. */
export function useAmountProblemText(currency: string): (problem: AmountProblem | null, method: Pick<PaymentMethod, 'min' | 'max'> | null, cap: { limit?: number | null; balance?: number | null }) => string | null {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const money = (amount: number | null | undefined) => formatMoney(lang, amount ?? 0, currency);
  return (problem, method, cap) => {
    if (problem === null) return null;
    return t(`pay_${problem}`, { min: money(method?.min), max: money(method?.max), remaining: money(cap.limit), balance: money(cap.balance) });
  };
}
