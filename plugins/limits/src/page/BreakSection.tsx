import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '@host/sdk';
import { LIMIT_TYPE, SELF_EXCLUSION_DAYS, TIME_OUT_DAYS } from '../limitsConstants.ts';
import { selectExclusion, selectLimitsState } from '../limitsSelectors.ts';
import { limitsSaveRequested, selfExclusionRequested } from '../limitsSlice.ts';
import { useLimitValueText } from './useLimitValueText.ts';

/** The anchor the footer's responsible-gaming link lands on: self-exclusion in one step. */
export const SELF_EXCLUSION_ANCHOR = 'self-exclusion';

/** Time-out and self-exclusion (with its reasons where the feature shows them); closed while one runs. */
export function BreakSection() {
  const { t } = useTranslation('limits');
  const dispatch = useDispatch();
  const valueText = useLimitValueText();
  const { reasons, saving } = useSelector(selectLimitsState);
  const running = useSelector(selectExclusion) !== null;
  const [timeOutDays, setTimeOutDays] = useState(TIME_OUT_DAYS[0]);
  const [days, setDays] = useState(SELF_EXCLUSION_DAYS[0]);
  const [reason, setReason] = useState<number | null>(null);
  const [understood, setUnderstood] = useState(false);
  const disabled = running || saving;
  return (
    <section className="limits-group" id={SELF_EXCLUSION_ANCHOR} aria-labelledby="limits-break">
      <h2 id="limits-break">{t('group_exclusion')}</h2>
      <p>{t('group_exclusion_text')}</p>
      <div className="limits-row">
        <label htmlFor="limits-time-out">{t(`type_${LIMIT_TYPE.timeOut}`)}</label>
        <span className="limits-row__field">
          <select id="limits-time-out" value={timeOutDays} disabled={disabled} onChange={(change) => setTimeOutDays(Number(change.target.value))}>
            {TIME_OUT_DAYS.map((value) => (
              <option key={value} value={value}>
                {valueText(LIMIT_TYPE.timeOut, value)}
              </option>
            ))}
          </select>
          <button type="button" className="button" disabled={disabled} onClick={() => dispatch(limitsSaveRequested({ limits: [{ limitType: LIMIT_TYPE.timeOut, limitValue: timeOutDays }] }))}>
            {t('time_out')}
          </button>
        </span>
      </div>
      <form
        className="limits-self-exclusion"
        onSubmit={(submit) => {
          submit.preventDefault();
          dispatch(selfExclusionRequested({ days, selfExcludeReason: reason }));
        }}
      >
        <label htmlFor="limits-self-exclusion-days">{t(`type_${LIMIT_TYPE.selfExclusion}`)}</label>
        <select id="limits-self-exclusion-days" value={days} disabled={disabled} onChange={(change) => setDays(Number(change.target.value))}>
          {SELF_EXCLUSION_DAYS.map((value) => (
            <option key={value} value={value}>
              {valueText(LIMIT_TYPE.selfExclusion, value)}
            </option>
          ))}
        </select>
        {reasons && reasons.length > 0 && (
          <label>
            {t('reason')}
            <select value={reason ?? ''} disabled={disabled} onChange={(change) => setReason(change.target.value === '' ? null : Number(change.target.value))}>
              <option value="">{t('reason_none')}</option>
              {reasons.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.selfExcludeReason}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="limits-self-exclusion__confirm">
          <input type="checkbox" checked={understood} disabled={disabled} onChange={(change) => setUnderstood(change.target.checked)} />
          {t('self_exclude_confirm', { days: valueText(LIMIT_TYPE.selfExclusion, days) })}
        </label>
        <button type="submit" className="button button--accent" disabled={disabled || !understood}>
          {t('self_exclude')}
        </button>
      </form>
    </section>
  );
}
