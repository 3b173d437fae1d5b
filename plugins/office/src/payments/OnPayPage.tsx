import { formatMoney, selectLanguage, useOptionalService, useRouteEntry, useRouteHref, useTranslation, type HostState } from '@host/sdk';
import { accountsService } from '../../../account/contract/index.ts';
import { limitsService } from '../../../limits/contract/index.ts';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import type { Payment } from '../../schemas/payments.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { onPayOf, PENDING_POLL_MS } from './onpayOutcome.ts';
import { fetchPayment } from './paymentsApi.ts';
import { paymentMethodName } from './paymentMethodName.ts';
import { usePaymentStatusReported } from './usePaymentsAnalytics.ts';

const SETTLING: ReadonlyArray<Payment['status']> = ['new', 'pending', 'processing'];

/**
 * A payment result page (first document 2.6): what happened and what to do next, with the payment named by the
 * address (`paymentId`) when there is one. It refreshes the accounts (and the deposit limits), and while the payment
 * is still settling it asks after it until it has.
 */
export default function OnPayPage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  const route = onPayOf(useRouteEntry()?.name);
  const [search] = useSearchParams();
  const paymentId = search.get('paymentId');
  const accounts = useOptionalService(accountsService);
  const limits = useOptionalService(limitsService);
  const [payment, setPayment] = useState<Payment | null>(null);
  const account = useSelector((state: HostState) => (payment ? (accounts?.selectAccounts(state)?.find((candidate) => candidate.id === payment.accountId) ?? null) : null));
  const status = payment?.status;
  usePaymentStatusReported(route?.outcome ?? null);

  useEffect(() => {
    accounts?.refresh();
    limits?.refresh();
  }, [accounts, limits, status]);

  useEffect(() => {
    if (!paymentId) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      fetchPayment(paymentId).then(
        (next) => {
          if (!live) return;
          setPayment(next);
          if (SETTLING.includes(next.status)) timer = setTimeout(load, PENDING_POLL_MS);
        },
        () => undefined,
      );
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [paymentId]);

  if (!route) return null;
  const prefix = route.direction === 'deposit' ? 'pay_onpay' : 'pay_onpay_withdraw';
  const next = route.direction === 'deposit' ? (route.outcome === 'success' ? href('office.menu') : href('office.recharge')) : href('office.deduce');
  const history = href('office.historypay');
  return (
    <OfficeFrame titleKey={`${prefix}_${route.outcome}_title`}>
      <div className={`pay-result pay-result--${route.outcome}`} data-testid={`onpay-${route.direction}-${route.outcome}`}>
        <p>{t(`${prefix}_${route.outcome}_text`)}</p>
        {payment && (
          <p data-testid="onpay-payment">
            {paymentMethodName(t, payment.methodId, payment.methodName)} · {formatMoney(lang, payment.amount, payment.currency)} · {t(`pay_status_${payment.status}`)}
          </p>
        )}
        {account && (
          <p data-testid="onpay-balance">
            {t('pay_balance_now', { balance: formatMoney(lang, account.money, account.iso) })}
          </p>
        )}
        <p>{t(`${prefix}_${route.outcome}_next`)}</p>
        <p className="pay-result__actions">
          {next && (
            <Link className="button button--primary" to={next}>
              {t(`${prefix}_${route.outcome}_action`)}
            </Link>
          )}
          {history && <Link to={history}>{t('pay_to_history')}</Link>}
        </p>
      </div>
    </OfficeFrame>
  );
}
