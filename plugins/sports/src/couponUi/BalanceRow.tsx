import { useTranslation } from 'react-i18next';
import { useMoney } from './useMoney.ts';
import { usePayingAccount } from './useSportsSelector.ts';

/** The balance of the account that pays for bets; nothing for a visitor or before the accounts are known. */
export function BalanceRow() {
  const { t } = useTranslation('sports');
  const account = usePayingAccount();
  const money = useMoney();
  if (!account) return null;
  return (
    <div className="coupon__row">
      <span>{t('balance')}</span>
      <strong data-testid="coupon-balance">
        {money(account.balance, account.currency)}
      </strong>
    </div>
  );
}
