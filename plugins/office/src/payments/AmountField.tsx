import { formatMoney, selectLanguage, useTranslation } from '@host/sdk';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { OFFICE_NS } from '../frame/officeMenu.ts';

/** The amount of a payment: a number field and the quick amounts (round multiples of the currency's step). */
export function AmountField({ value, onChange, currency, quick, problem }: { value: string; onChange: (value: string) => void; currency: string; quick: readonly number[]; problem: string | null }) {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const id = useId();
  return (
    <div className="pay-amount">
      <label htmlFor={id}>{t('pay_amount', { currency })}</label>
      <input id={id} name="amount" type="number" inputMode="decimal" min="0" step="0.01" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={problem !== null} data-testid="pay-amount" />
      {quick.length > 0 && (
        <div className="pay-quick" role="group" aria-label={t('pay_quick_amounts')}>
          {quick.map((amount) => (
            <button key={amount} type="button" className="pay-quick__amount" onClick={() => onChange(String(amount))}>
              {formatMoney(lang, amount, currency)}
            </button>
          ))}
        </div>
      )}
      {problem && (
        <p className="pay-problem" role="alert" data-testid="pay-amount-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
