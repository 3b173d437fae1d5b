import { formatMoney, selectLanguage, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { PaymentMethod } from '../../schemas/payments.ts';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { paymentMethodName } from './paymentMethodName.ts';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 1_440;

/** How long a method takes, as the player reads it. */
export function useProcessingText(): (minutes: number) => string {
  const { t } = useTranslation(OFFICE_NS);
  return (minutes) => {
    if (minutes === 0) return t('pay_processing_instant');
    if (minutes < MINUTES_PER_HOUR) return t('pay_processing_minutes', { n: minutes });
    if (minutes < MINUTES_PER_DAY) return t('pay_processing_hours', { n: Math.round(minutes / MINUTES_PER_HOUR) });
    return t('pay_processing_days', { n: Math.round(minutes / MINUTES_PER_DAY) });
  };
}

/** The fee of a method as the player reads it: free, a percentage, a fixed part, or both. */
export function useFeeText(currency: string): (method: Pick<PaymentMethod, 'feePercent' | 'feeFixed'>) => string {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  return ({ feePercent, feeFixed }) => {
    if (feePercent === 0 && feeFixed === 0) return t('pay_fee_none');
    const parts = [feePercent > 0 ? `${feePercent}%` : null, feeFixed > 0 ? formatMoney(lang, feeFixed, currency) : null].filter(Boolean);
    return t('pay_fee_of', { fee: parts.join(' + ') });
  };
}

/** The methods of a currency as a radio group, each with its limits, fee and processing time. */
export function MethodPicker({ methods, currency, selectedId, onSelect }: { methods: readonly PaymentMethod[]; currency: string; selectedId: string | null; onSelect: (methodId: string) => void }) {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const processing = useProcessingText();
  const fee = useFeeText(currency);
  if (methods.length === 0) return <p className="pay-note">{t('pay_no_methods')}</p>;
  return (
    <fieldset className="pay-methods">
      <legend>{t('pay_method')}</legend>
      {methods.map((method) => (
        <label key={method.id} className={`pay-method${method.id === selectedId ? ' pay-method--selected' : ''}`} data-testid={`pay-method-${method.id}`}>
          <input type="radio" name="pay-method" value={method.id} checked={method.id === selectedId} onChange={() => onSelect(method.id)} />
          <span className="pay-method__name">{paymentMethodName(t, method.id, method.name)}</span>
          <span className="pay-method__kind">{t(`pay_kind_${method.kind}`)}</span>
          <span className="pay-method__terms">
            {t('pay_method_range', { min: formatMoney(lang, method.min, currency), max: formatMoney(lang, method.max, currency) })} · {fee(method)} · {processing(method.processingMinutes)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
