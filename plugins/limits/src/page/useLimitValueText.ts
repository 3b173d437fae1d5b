import { useSelector } from 'react-redux';
import { selectLanguage, useTranslation } from '@host/sdk';
import { EXCLUSION_LIMIT_TYPES, LIMIT_TYPE, NO_LIMIT_VALUE, SESSION_LIMIT_NOT_SET } from '../limitsConstants.ts';

/** Words a limit's value in its unit: money, days, hours or minutes; "no limit" and "not set" for their values. */
export function useLimitValueText(): (limitType: number, value: number) => string {
  const { t } = useTranslation('limits');
  const lang = useSelector(selectLanguage);
  return (limitType, value) => {
    if (value === NO_LIMIT_VALUE) return t('value_no_limit');
    if (limitType === LIMIT_TYPE.sessionLimit) return value === SESSION_LIMIT_NOT_SET ? t('value_not_set') : t('value_hours', { count: value });
    if (limitType === LIMIT_TYPE.realityCheck) return t('value_minutes', { count: value });
    if (EXCLUSION_LIMIT_TYPES.includes(limitType)) return t('value_days', { count: value });
    return new Intl.NumberFormat(lang).format(value);
  };
}
