import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectActiveAccount } from '../sportsSelectors.ts';
import { formatMoney } from './formatMoney.ts';

/** The balance of the account that pays for bets; nothing for a visitor or before the accounts are known. */
export function BalanceRow() {
  const { t } = useTranslation('sports');
  const account = useSelector(selectActiveAccount);
  if (!account) return null;
  return (
    <div className="coupon__row">
      <span>{t('balance')}</span>
      <strong data-testid="coupon-balance">
        {formatMoney(account.balance)} {account.currency}
      </strong>
    </div>
  );
}
