import { formatMoney, selectLanguage, useOptionalService, useRouteHref, useTranslation, type HostState } from '@host/sdk';
import { accountsService } from '../../../account/contract/index.ts';
import { limitsService } from '../../../limits/contract/index.ts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { AccountPicker } from './AccountPicker.tsx';
import { AmountField } from './AmountField.tsx';
import { MethodPicker } from './MethodPicker.tsx';
import { defaultAccount, payableAccounts } from './payableAccounts.ts';
import { paymentErrorOf } from './paymentErrors.ts';
import { amountProblem, depositTotal, feeOf, quickAmounts } from './paymentRules.ts';
import { createDeposit, fetchPaymentSettings } from './paymentsApi.ts';
import { DepositLimitsPanel, type DepositLimitDemand } from './DepositLimitsPanel.tsx';
import { useAmountProblemText } from './useAmountProblemText.ts';
import { useMoneyAction } from './useMoneyAction.ts';
import { usePaymentMethods } from './usePaymentMethods.ts';
import { useStoredConsultantFlag } from './consultant/useConsultant.ts';
import { usePaymentsPageReported } from './usePaymentsAnalytics.ts';

const deposit = (key: string, input: { methodId: string; accountId: string; amount: number; lang: string }) => createDeposit(key, input);

/**
 * The deposit (`recharge`): an account, a method of its currency, an amount (quick amounts in the currency's step)
 * with its fee, checked against what the deposit limits leave; then the payment page of the provider. Where the
 * domain's jurisdiction profile requires deposit limits the player lacks, or offers one before the first deposit,
 * the limits come first (DepositLimitsPanel).
 */
export default function RechargePage() {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  const href = useRouteHref();
  usePaymentsPageReported();
  useStoredConsultantFlag();
  const accounts = useOptionalService(accountsService);
  const limits = useOptionalService(limitsService);
  const allAccounts = useSelector((state: HostState) => accounts?.selectAccounts(state) ?? null);
  const remaining = useSelector((state: HostState) => limits?.remainingDeposit(state) ?? null);
  const closedReason = useSelector((state: HostState) => limits?.depositClosedReason(state) ?? null);
  const [accountId, setAccountId] = useState<string | null>(null);
  const payable = payableAccounts(allAccounts);
  const account = payable.find((candidate) => candidate.id === accountId) ?? defaultAccount(allAccounts);
  const currency = account?.iso ?? null;
  const { reply, failed } = usePaymentMethods('deposit', currency);
  const [methodId, setMethodId] = useState<string | null>(null);
  const method = reply?.methods.find((candidate) => candidate.id === methodId) ?? reply?.methods[0] ?? null;
  const [amountText, setAmountText] = useState('');
  const [leaving, setLeaving] = useState(false);
  const action = useMoneyAction(deposit);
  const problemText = useAmountProblemText(currency ?? 'XXX');

  // What the domain's jurisdiction profile asks of the deposit limits first: limits to set, or a limit to offer.
  const [demand, setDemand] = useState<DepositLimitDemand | null>(null);
  const [promptDone, setPromptDone] = useState(false);
  const loadDemand = useCallback(() => void fetchPaymentSettings().then((settings) => setDemand(settings.depositLimits ?? null), () => setDemand(null)), []);
  useEffect(loadDemand, [loadDemand]);

  // The limits may have changed in another tab or since the last deposit.
  useEffect(() => limits?.refresh(), [limits]);

  if (!account || !currency) return <OfficeFrame titleKey="pay_recharge_title">{allAccounts === null ? <p>{t('pay_loading')}</p> : <p>{t('pay_no_account')}</p>}</OfficeFrame>;

  const money = (amount: number) => formatMoney(lang, amount, currency);
  const amount = Number(amountText);
  const problem = amountText === '' || !method ? null : amountProblem(amount, method, { limit: remaining });
  const failure = action.error ? paymentErrorOf(action.error) : null;
  const responsible = href('office.responsible');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method || problem || amountText === '') return;
    const result = await action.submit({ methodId: method.id, accountId: account.id, amount, lang });
    if (result) {
      setLeaving(true);
      window.location.assign(result.redirectUrl);
    } else {
      limits?.refresh();
      loadDemand();
    }
  };
  const limitsSet = () => {
    setPromptDone(true);
    limits?.refresh();
    loadDemand();
  };
  const limitsFirst = demand !== null && (demand.required.length > 0 || (demand.prompt && !promptDone));

  return (
    <OfficeFrame titleKey="pay_recharge_title">
      {closedReason ? (
        <p className="pay-refusal" role="alert" data-testid="pay-deposit-closed">
          {t(closedReason)}
        </p>
      ) : limitsFirst ? (
        <DepositLimitsPanel demand={demand} onSaved={limitsSet} onSkip={() => setPromptDone(true)} />
      ) : (
        <form className="pay-form" onSubmit={submit} noValidate>
          <AccountPicker accounts={payable} selectedId={account.id} onSelect={setAccountId} />
          {failed && <p role="alert">{t('pay_methods_failed')}</p>}
          {reply && <MethodPicker methods={reply.methods} currency={currency} selectedId={method?.id ?? null} onSelect={setMethodId} />}
          {remaining !== null && (
            <p className="pay-note" data-testid="pay-deposit-cap">
              {t('pay_deposit_cap', { remaining: money(remaining) })} {responsible && <Link to={responsible}>{t('pay_change_limits')}</Link>}
            </p>
          )}
          {method && reply && (
            <AmountField value={amountText} onChange={setAmountText} currency={currency} quick={quickAmounts(reply.step, method.min, method.max, remaining)} problem={problemText(problem, method, { limit: remaining })} />
          )}
          {method && amountText !== '' && !problem && (
            <dl className="pay-summary" data-testid="pay-summary">
              <dt>{t('pay_fee')}</dt>
              <dd>{money(feeOf(method, amount))}</dd>
              <dt>{t('pay_total')}</dt>
              <dd>{money(depositTotal(method, amount))}</dd>
              <dt>{t('pay_credited')}</dt>
              <dd>{money(amount)}</dd>
            </dl>
          )}
          {failure && (
            <p className="pay-refusal" role="alert" data-testid="pay-error">
              {t(failure.key, { remaining: money(failure.meta.remaining ?? 0), min: money(failure.meta.min ?? 0), max: money(failure.meta.max ?? 0) })}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={!method || amountText === '' || problem !== null || action.busy || leaving} data-testid="pay-deposit-submit">
            {action.busy || leaving ? t('pay_redirecting') : t('pay_deposit_submit')}
          </button>
        </form>
      )}
    </OfficeFrame>
  );
}
