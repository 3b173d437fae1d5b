import { useTranslation } from '@host/sdk';

/** The spec's result statuses (4.1): -2 not calculated … 6 half lose half win. */
export function StatusLabel({ statusId }: { statusId: number }) {
  const { t } = useTranslation('sports');
  const tone = statusId === 1 || statusId === 4 || statusId === 6 ? 'won' : statusId === 0 || statusId === 5 ? 'lost' : 'open';
  return <span className={`status-label status-label--${tone}`}>{t(`status_${statusId}`)}</span>;
}
