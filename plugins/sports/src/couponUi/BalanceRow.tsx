import { type HostState, useOptionalService, useTranslation } from '@host/sdk';
import { accountsService } from '../../../account/contract/index.ts';
import { useSelector } from 'react-redux';
import { useMoney } from './useMoney.ts';
import { usePayingAccount } from './useSportsSelector.ts';

/** What stands for the balance while the player hides their balances (the accounts service says so). */
const HIDDEN_BALANCE = '••••••';

/** The balance of the account that pays for bets; nothing for a visitor or before the accounts are known. */
export function BalanceRow() {
  const { t } = useTranslation('sports');
  const account = usePayingAccount();
  const accounts = useOptionalService(accountsService);
  const hidden = useSelector((state: HostState) => accounts?.selectBalanceHidden(state) ?? false);
  const money = useMoney();
  if (!account) return null;
  return (
    <div className="coupon__row">
      <span>{t('balance')}</span>
      <strong data-testid="coupon-balance">
        {hidden ? HIDDEN_BALANCE : money(account.money, account.iso)}
      </strong>
    </div>
  );
}
