import { selectConfigGroup, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';

const PERIODS = ['day', 'week', 'month'] as const;
const selectJurisdiction = selectConfigGroup('jurisdiction');

/**
 * What the domain's jurisdiction profile adds to the limits page, read from the `jurisdiction` group (the server
 * enforces it all the same): the deposit limits it requires and the monthly maximum, and that a raised deposit limit
 * also waits for its running period. Read here, in the page's chunk, so that the boot bundle does not grow.
 */
export function profileLimitNotesOf(group: unknown): { requiredPeriods: Array<(typeof PERIODS)[number]>; maximumPerMonth: number | null; waitsForRunningPeriod: boolean } {
  const rules = (typeof group === 'object' && group !== null ? group : {}) as Record<string, unknown>;
  const mandatory = (typeof rules.mandatoryDepositLimit === 'object' && rules.mandatoryDepositLimit !== null ? rules.mandatoryDepositLimit : {}) as Record<string, unknown>;
  const periods = Array.isArray(mandatory.periods) ? mandatory.periods : [];
  return {
    requiredPeriods: PERIODS.filter((period) => periods.includes(period)),
    maximumPerMonth: typeof mandatory.maximumPerMonth === 'number' ? mandatory.maximumPerMonth : null,
    waitsForRunningPeriod: rules.increaseWaitsForRunningPeriod === true,
  };
}

export function ProfileLimitNotes() {
  const { t } = useTranslation('limits');
  const { requiredPeriods, maximumPerMonth, waitsForRunningPeriod } = profileLimitNotesOf(useSelector(selectJurisdiction));
  return (
    <>
      {waitsForRunningPeriod && <p data-testid="limits-running-period">{t('profile_running_period')}</p>}
      {requiredPeriods.length > 0 && (
        <p className="limits-status" data-testid="limits-required">
          {t('profile_required', { periods: requiredPeriods.map((period) => t(`profile_period_${period}`)).join(', ') })}
          {maximumPerMonth !== null && ` ${t('profile_maximum', { maximum: maximumPerMonth })}`}
        </p>
      )}
    </>
  );
}
