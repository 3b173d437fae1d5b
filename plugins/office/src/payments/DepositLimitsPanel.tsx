import { selectLanguage, useRouteHref, useTranslation } from '@host/sdk';
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { PaymentSettingsReply } from '../../schemas/payments.ts';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { saveDepositLimits } from './depositLimitsApi.ts';

export type DepositLimitDemand = NonNullable<PaymentSettingsReply['depositLimits']>;
type Period = DepositLimitDemand['periods'][number]['period'];

/** An amount the player typed for a limit: above 0, and within the domain's monthly maximum for the month. */
export function limitAmountOf(text: string | undefined, maximum: number | null): number | null {
  const amount = Number(text ?? '');
  return text && Number.isFinite(amount) && amount > 0 && (maximum === null || amount <= maximum) ? amount : null;
}

/**
 * The deposit limits before a deposit, as the domain's jurisdiction profile asks: every limit it requires and the
 * player lacks (no deposit until they are set; the monthly maximum named), or, before the first deposit, the offer of
 * a limit of any amount and period, which the player may skip. Saved through the limits call, for every domain.
 */
export function DepositLimitsPanel({ demand, onSaved, onSkip }: { demand: DepositLimitDemand; onSaved: () => void; onSkip: () => void }) {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const responsible = useRouteHref()('office.responsible');
  const required = demand.required.length > 0;
  const [period, setPeriod] = useState<Period>(demand.periods[0]?.period ?? 'day');
  const [amounts, setAmounts] = useState<Partial<Record<Period, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const asked = required ? demand.required : demand.periods.filter((entry) => entry.period === period);
  const maximumOf = (of: Period) => (of === 'month' ? demand.maximumPerMonth : null);
  const limits = asked.map(({ period: of, limitType }) => ({ limitType, limitValue: limitAmountOf(amounts[of], maximumOf(of)) }));
  const complete = limits.every((limit) => limit.limitValue !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy(true);
    setFailureKey(null);
    try {
      const outcome = await saveDepositLimits(limits.map(({ limitType, limitValue }) => ({ limitType, limitValue: limitValue ?? 0 })));
      if (outcome === 'saved') onSaved();
      else setFailureKey('pay_limits_questions');
    } catch {
      setFailureKey('pay_limits_failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="pay-form pay-limits" onSubmit={submit} noValidate data-testid={required ? 'pay-limits-required' : 'pay-limits-prompt'}>
      <p className={required ? 'pay-refusal' : 'pay-note'} role={required ? 'alert' : undefined}>
        {required ? t('pay_limits_required', { periods: demand.required.map((entry) => t(`pay_limits_period_${entry.period}`)).join(', ') }) : t('pay_limits_prompt')}
      </p>
      {required && demand.maximumPerMonth !== null && <p className="pay-note">{t('pay_limits_maximum', { maximum: new Intl.NumberFormat(lang).format(demand.maximumPerMonth) })}</p>}
      {!required && (
        <label>
          {t('pay_limits_period')}
          <select value={period} onChange={(change) => setPeriod(change.target.value as Period)} data-testid="pay-limit-period">
            {demand.periods.map((entry) => (
              <option key={entry.period} value={entry.period}>
                {t(`pay_limits_period_${entry.period}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {asked.map(({ period: of }) => (
        <label key={of}>
          {t('pay_limits_amount', { period: t(`pay_limits_period_${of}`) })}
          <input
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            max={maximumOf(of) ?? undefined}
            value={amounts[of] ?? ''}
            onChange={(change) => setAmounts({ ...amounts, [of]: change.target.value })}
            data-testid={`pay-limit-${of}`}
          />
        </label>
      ))}
      {failureKey && (
        <p className="pay-refusal" role="alert">
          {t(failureKey)}
        </p>
      )}
      <p className="pay-limits__actions">
        <button type="submit" className="button button--primary" disabled={busy || !complete} data-testid="pay-limits-save">
          {t('pay_limits_save')}
        </button>
        {!required && (
          <button type="button" className="button" onClick={onSkip} data-testid="pay-limits-skip">
            {t('pay_limits_skip')}
          </button>
        )}
        {responsible && <Link to={responsible}>{t('pay_limits_page')}</Link>}
      </p>
    </form>
  );
}
