import { http, useTranslation } from '@host/sdk';
import { useState } from 'react';

/** The deposit limit types by period (second document, "Limit": 20 for 24 hours, 21 for 7 days, 22 for 30 days). */
export const DEPOSIT_LIMIT_TYPE_BY_PERIOD = { day: 20, week: 21, month: 22 } as const;
type Period = keyof typeof DEPOSIT_LIMIT_TYPE_BY_PERIOD;
const PERIODS = Object.keys(DEPOSIT_LIMIT_TYPE_BY_PERIOD) as Period[];

/** The limits plugin's save call: the limit holds for the player on every domain of the operator. */
export const SAVE_LIMITS_URL = '/limit-service-api/api/external/web/v3/limits';

export interface DepositLimitChoice {
  limitType: number;
  limitValue: number;
}

/** Sets the deposit limit the new player chose (signed in by then); a failure leaves the offer to the first deposit. */
export async function saveDepositLimit(choice: DepositLimitChoice): Promise<void> {
  await http.request(SAVE_LIMITS_URL, { method: 'POST', body: { limits: [choice] } });
}

/** The choice of a period and a typed amount: a limit when the amount is above 0, else none (skipped). */
export function depositLimitChoiceOf(period: Period, amountText: string): DepositLimitChoice | null {
  const amount = Number(amountText);
  return amountText.trim() !== '' && Number.isFinite(amount) && amount > 0 ? { limitType: DEPOSIT_LIMIT_TYPE_BY_PERIOD[period], limitValue: Math.round(amount * 100) / 100 } : null;
}

/**
 * The offer of a deposit limit at registration (UKGC RTS 12, the profile's `depositLimitPrompt`): a period and any
 * amount the player types; left empty, no limit is set (the player skips it).
 */
export function DepositLimitPrompt({ onChange }: { onChange: (choice: DepositLimitChoice | null) => void }) {
  const { t } = useTranslation('account');
  const [period, setPeriod] = useState<Period>('day');
  const [amount, setAmount] = useState('');
  const change = (nextPeriod: Period, nextAmount: string) => {
    setPeriod(nextPeriod);
    setAmount(nextAmount);
    onChange(depositLimitChoiceOf(nextPeriod, nextAmount));
  };
  return (
    <fieldset className="registration-form__bonus" data-testid="registration-deposit-limit">
      <legend>{t('registration_deposit_limit')}</legend>
      <span>{t('registration_deposit_limit_text')}</span>
      <label>
        {t('registration_deposit_limit_period')}
        <select name="depositLimitPeriod" value={period} onChange={(event) => change(event.target.value as Period, amount)}>
          {PERIODS.map((entry) => (
            <option key={entry} value={entry}>
              {t(`registration_deposit_limit_${entry}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('registration_deposit_limit_amount')}
        <input type="number" name="depositLimitAmount" inputMode="decimal" min="0" step="0.01" value={amount} onChange={(event) => change(period, event.target.value)} />
      </label>
    </fieldset>
  );
}
