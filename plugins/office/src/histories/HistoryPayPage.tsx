import { formatDateTime, formatMoney, selectLanguage, selectPreferences, useLoaded, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { PaymentsReply } from '../../schemas/payments.ts';
import { officeGet } from '../api/officeApi.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { OfficeTable } from '../frame/OfficeTable.tsx';
import { LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { validate_paymentsReply } from '../generated/validate_paymentsReply.js';
import { NO_FILTERS, PAYMENT_PERIOD_DAYS, PAYMENT_STATUSES, PAYMENT_TYPES, paymentHistoryQuery, type PaymentFilters } from './paymentHistoryFilters.ts';
import { paymentMethodName } from '../payments/paymentMethodName.ts';

/** The payments call of the office's money part (bff/payments/). */
export const PAYMENTS_HISTORY_URL = '/payments-api/v1/payments';

/** office/historypay: the player's deposits and withdrawals, filtered by type, status and period. */
export default function HistoryPayPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  const [filters, setFilters] = useState<PaymentFilters>(NO_FILTERS);
  const query = paymentHistoryQuery(filters, 0);
  const { loaded } = useLoaded(`payments:${lang}:${query}`, (signal) =>
    officeGet<PaymentsReply>(`${PAYMENTS_HISTORY_URL}?${paymentHistoryQuery(filters, Date.now())}`, validate_paymentsReply, 'payment history', lang, signal),
  );
  return (
    <OfficeFrame titleKey="page_historyPay">
      <form className="office-filters" aria-label={t('filters')} onSubmit={(event) => event.preventDefault()}>
        <label>
          {t('filter_type')}
          <select value={filters.type} onChange={(event) => setFilters({ ...filters, type: event.target.value as PaymentFilters['type'] })}>
            <option value="">{t('filter_all')}</option>
            {PAYMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`payment_type_${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filter_status')}
          <select value={filters.status} onChange={(event) => setFilters({ ...filters, status: event.target.value as PaymentFilters['status'] })}>
            <option value="">{t('filter_all')}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`payment_status_${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('filter_period')}
          <select value={filters.periodDays} onChange={(event) => setFilters({ ...filters, periodDays: Number(event.target.value) as PaymentFilters['periodDays'] })}>
            <option value={0}>{t('filter_all_time')}</option>
            {PAYMENT_PERIOD_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('filter_days', { count: days })}
              </option>
            ))}
          </select>
        </label>
      </form>
      <LoadState loaded={loaded}>
        {({ payments }) =>
          payments.length === 0 ? (
            <p>{t('payments_empty')}</p>
          ) : (
            <OfficeTable
              rows={payments}
              rowKey={(payment) => payment.id}
              columns={[
                { heading: t('column_date'), cell: (payment) => formatDateTime(lang, payment.createdAt, preferences) },
                { heading: t('filter_type'), cell: (payment) => t(`payment_type_${payment.type}`) },
                { heading: t('column_method'), cell: (payment) => paymentMethodName(t, payment.methodId, payment.methodName) },
                { heading: t('column_amount'), cell: (payment) => formatMoney(lang, payment.amount, payment.currency) },
                { heading: t('filter_status'), cell: (payment) => t(`payment_status_${payment.status}`) },
              ]}
            />
          )
        }
      </LoadState>
    </OfficeFrame>
  );
}
