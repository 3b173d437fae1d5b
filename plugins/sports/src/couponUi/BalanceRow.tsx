import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectActiveAccount } from '../sportsSelectors.ts';
import { useMoney } from './useMoney.ts';

/** The balance of the account that pays for bets; nothing for a visitor or before the accounts are known. */
export function BalanceRow() {
  const { t } = useTranslation('sports');
  const account = useSelector(selectActiveAccount);
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
