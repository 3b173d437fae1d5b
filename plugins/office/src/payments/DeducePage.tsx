import { formatMoney, selectLanguage, useOptionalService, useRouteHref, useTranslation, type HostState } from '@host/sdk';
import { accountsService, ACCOUNT_TYPE } from '../../../account/contract/index.ts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import type { Payment, PaymentSettingsReply } from '../../schemas/payments.ts';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { AccountPicker } from './AccountPicker.tsx';
import { AmountField } from './AmountField.tsx';
import { MethodPicker } from './MethodPicker.tsx';
import { onPayRouteName } from './onpayOutcome.ts';
import { defaultAccount, payableAccounts } from './payableAccounts.ts';
import { paymentErrorOf } from './paymentErrors.ts';
import { amountProblem, feeOf, quickAmounts, withdrawalPayout } from './paymentRules.ts';
import { createWithdrawal, fetchPayments, fetchPaymentSettings } from './paymentsApi.ts';
import { useAmountProblemText } from './useAmountProblemText.ts';
import { useMoneyAction } from './useMoneyAction.ts';
import { usePaymentMethods } from './usePaymentMethods.ts';
import { WithdrawalRequests } from './WithdrawalRequests.tsx';
import { usePaymentsPageReported } from './usePaymentsAnalytics.ts';

const withdraw = (key: string, input: { methodId: string; accountId: string; amount: number }) => createWithdrawal(key, input);

/**
 * The withdrawal (`deduce`): a request from a payable account (the bonus balance is not withdrawable), never above
 * its balance, where identification is done when the settings ask for it; and the player's requests, cancellable
 * while new.
 */
export default function DeducePage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  usePaymentsPageReported();
  const navigate = useNavigate();
  const accounts = useOptionalService(accountsService);
  const allAccounts = useSelector((state: HostState) => accounts?.selectAccounts(state) ?? null);
  const [settings, setSettings] = useState<PaymentSettingsReply | null>(null);
  const [requests, setRequests] = useState<Payment[] | null>(null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const payable = payableAccounts(allAccounts);
  const account = payable.find((candidate) => candidate.id === accountId) ?? defaultAccount(allAccounts);
  const bonus = (allAccounts ?? []).find((candidate) => candidate.type === ACCOUNT_TYPE.bonus && candidate.money > 0);
  const currency = account?.iso ?? null;
  const { reply, failed } = usePaymentMethods('withdrawal', currency);
  const [methodId, setMethodId] = useState<string | null>(null);
  const method = reply?.methods.find((candidate) => candidate.id === methodId) ?? reply?.methods[0] ?? null;
  const [amountText, setAmountText] = useState('');
  const action = useMoneyAction(withdraw);
  const problemText = useAmountProblemText(currency ?? 'XXX');

  const loadRequests = useCallback(() => {
    fetchPayments({ type: 'withdrawal' }).then(setRequests, () => setRequests([]));
  }, []);
  useEffect(() => {
    fetchPaymentSettings().then(setSettings, () => setSettings(null));
    loadRequests();
  }, [loadRequests]);

  const onRequestsChanged = () => {
    loadRequests();
    accounts?.refresh();
  };

  if (!account || !currency) return <OfficeFrame titleKey="pay_deduce_title">{allAccounts === null ? <p>{t('pay_loading')}</p> : <p>{t('pay_no_account')}</p>}</OfficeFrame>;

  const money = (amount: number) => formatMoney(lang, amount, currency);
  const needsIdentification = settings?.withdrawal.identificationRequired === true && !settings.withdrawal.identified;
  const amount = Number(amountText);
  const problem = amountText === '' || !method ? null : amountProblem(amount, method, { balance: account.money });
  const failure = action.error ? paymentErrorOf(action.error) : null;
  const identification = href('office.identification');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method || problem || amountText === '') return;
    const created = await action.submit({ methodId: method.id, accountId: account.id, amount });
    if (!created) return;
    setAmountText('');
    onRequestsChanged();
    const result = href(onPayRouteName('withdrawal', 'pending'));
    if (result) navigate(`${result}?paymentId=${encodeURIComponent(created.id)}`);
  };

  return (
    <OfficeFrame titleKey="pay_deduce_title">
      {needsIdentification ? (
        <p className="pay-refusal" role="alert" data-testid="pay-identification-required">
          {t('pay_error_identification_required')} {identification && <Link to={identification}>{t('pay_identify')}</Link>}
        </p>
      ) : (
        <form className="pay-form" onSubmit={submit} noValidate>
          <AccountPicker accounts={payable} selectedId={account.id} onSelect={setAccountId} />
          <p className="pay-note" data-testid="pay-withdrawable">
            {t('pay_withdrawable', { amount: money(account.money) })}
            {bonus && ` ${t('pay_bonus_not_withdrawable', { amount: formatMoney(lang, bonus.money, bonus.iso) })}`}
          </p>
          {failed && <p role="alert">{t('pay_methods_failed')}</p>}
          {reply && <MethodPicker methods={reply.methods} currency={currency} selectedId={method?.id ?? null} onSelect={setMethodId} />}
          {method && reply && (
            <AmountField value={amountText} onChange={setAmountText} currency={currency} quick={quickAmounts(reply.step, method.min, method.max, account.money)} problem={problemText(problem, method, { balance: account.money })} />
          )}
          {method && amountText !== '' && !problem && (
            <dl className="pay-summary">
              <dt>{t('pay_fee')}</dt>
              <dd>{money(feeOf(method, amount))}</dd>
              <dt>{t('pay_payout')}</dt>
              <dd>{money(withdrawalPayout(method, amount))}</dd>
            </dl>
          )}
          {failure && (
            <p className="pay-refusal" role="alert" data-testid="pay-error">
              {t(failure.key, { withdrawable: money(failure.meta.withdrawable ?? 0), min: money(failure.meta.min ?? 0), max: money(failure.meta.max ?? 0) })}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={!method || amountText === '' || problem !== null || action.busy} data-testid="pay-withdraw-submit">
            {t('pay_withdraw_submit')}
          </button>
        </form>
      )}
      <h2>{t('pay_withdrawals_title')}</h2>
      {requests === null ? <p>{t('pay_loading')}</p> : <WithdrawalRequests requests={requests} onChanged={onRequestsChanged} />}
    </OfficeFrame>
  );
}
