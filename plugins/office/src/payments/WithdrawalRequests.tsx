import { formatDateTime, formatMoney, selectLanguage, selectPreferences, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import type { Payment } from '../../schemas/payments.ts';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { paymentErrorOf } from './paymentErrors.ts';
import { cancelWithdrawal } from './paymentsApi.ts';
import { useMoneyAction } from './useMoneyAction.ts';
import { withdrawalReversibleOf } from './withdrawalReversibleOf.ts';
import { paymentMethodName } from './paymentMethodName.ts';

const cancel = (key: string, paymentId: string) => cancelWithdrawal(key, paymentId);

/**
 * The player's withdrawal requests with their status; a new one can be cancelled (its money goes back at once) where
 * the domain's jurisdiction profile allows it.
 */
export function WithdrawalRequests({ requests, onChanged }: { requests: readonly Payment[]; onChanged: () => void }) {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const preferences = useSelector(selectPreferences);
  const action = useMoneyAction(cancel);
  const reversible = useSelector(withdrawalReversibleOf);
  const failure = action.error ? paymentErrorOf(action.error) : null;
  if (requests.length === 0) return <p>{t('pay_withdrawals_none')}</p>;
  return (
    <>
      {failure && <p role="alert">{t(failure.key)}</p>}
      <ul className="pay-list" data-testid="pay-withdrawals">
        {requests.map((request) => (
          <li key={request.id} className="pay-request" data-testid={`pay-withdrawal-${request.id}`}>
            <span>
              {formatDateTime(lang, request.createdAt, preferences)} · {paymentMethodName(t, request.methodId, request.methodName)} · {formatMoney(lang, request.amount, request.currency)}
            </span>
            <span className={`pay-status pay-status--${request.status}`} data-testid="pay-withdrawal-status">
              {t(`pay_status_${request.status}`)}
            </span>
            {reversible && request.status === 'new' && (
              <button
                type="button"
                className="button"
                disabled={action.busy}
                onClick={async () => {
                  await action.submit(request.id);
                  onChanged();
                }}
              >
                {t('pay_withdrawal_cancel')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
