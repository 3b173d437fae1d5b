import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type HostState, useDateTimeText, useTranslation } from '@host/sdk';
import { increaseStartsAt, isCancellablePendingIncrease, isLimitFieldDisabled, valueOptions } from '../limitRules.ts';
import { limitsConfigOf } from '../limitsConfigOf.ts';
import { LIMIT_STATE } from '../limitsConstants.ts';
import { selectLimits, selectLimitsNowS, selectLimitsState } from '../limitsSelectors.ts';
import { limitActionRequested, limitsSaveRequested } from '../limitsSlice.ts';
import { useLimitValueText } from './useLimitValueText.ts';

/** One limit type: its current value, a waiting change (cancellable within its window), and a field to set it. */
export function LimitRow({ limitType, locked = false }: { limitType: number; locked?: boolean }) {
  const { t } = useTranslation('limits');
  const dispatch = useDispatch();
  const valueText = useLimitValueText();
  const dateText = useDateTimeText();
  const limits = useSelector(selectLimits);
  const nowS = useSelector(selectLimitsNowS);
  const { available, saving } = useSelector(selectLimitsState);
  const settings = useSelector((state: HostState) => limitsConfigOf(state));
  const current = limits.find((limit) => limit.limitType === limitType && limit.limitState === LIMIT_STATE.active);
  const pending = limits.find((limit) => limit.limitType === limitType && limit.limitState === LIMIT_STATE.pending);
  const offer = available?.find((entry) => entry.limitType === limitType);
  const { options, selected } = valueOptions(
    { limitType, limitValue: current?.limitValue ?? Number.NaN, availableValues: offer?.availableValues ?? [] },
    current ? settings.customValueTypes : [],
  );
  const [choice, setChoice] = useState<number | null>(null);
  const value = choice ?? selected ?? options[0]?.value ?? null;
  const disabled = locked || saving || [current, pending].some((limit) => limit !== undefined && isLimitFieldDisabled(limit, settings.lockWhilePending));
  const id = `limit-${limitType}`;
  return (
    <div className="limits-row" data-testid={id}>
      <label htmlFor={id}>{t(`type_${limitType}`)}</label>
      {current && <span className="limits-row__current">{t('current', { value: valueText(limitType, current.limitValue) })}</span>}
      {pending && (
        <span className="limits-row__pending">
          {t('pending', { value: valueText(limitType, pending.limitValue), date: dateText(increaseStartsAt(pending, settings.increaseCoolingOffS) ?? pending.startedAt) })}
          {isCancellablePendingIncrease(pending, nowS, settings.increaseCoolingOffS) && (
            <button type="button" className="button" onClick={() => dispatch(limitActionRequested({ limitType, action: 'reject' }))}>
              {t('cancel_pending')}
            </button>
          )}
        </span>
      )}
      <span className="limits-row__field">
        <select id={id} value={value ?? ''} disabled={disabled || options.length === 0} onChange={(change) => setChoice(Number(change.target.value))}>
          {options.map((option) => (
            <option key={`${option.value}-${option.custom}`} value={option.value}>
              {option.custom ? t('value_custom', { value: valueText(limitType, option.value) }) : valueText(limitType, option.value)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--accent"
          disabled={disabled || value === null || value === current?.limitValue}
          onClick={() => value !== null && dispatch(limitsSaveRequested({ limits: [{ limitType, limitValue: value }] }))}
        >
          {t('save')}
        </button>
      </span>
    </div>
  );
}
