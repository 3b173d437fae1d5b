import { type HostState, useOptionalService, useTranslation } from '@host/sdk';
import { accountsService } from '../../../account/contract/index.ts';
import { useSelector } from 'react-redux';
import { useMoney } from './useMoney.ts';

const NO_ACCOUNTS: readonly never[] = [];

/**
 * The account the slip pays from, chosen in the slip (the coupon setting isSelectAccountShown): the player's
 * accounts with their balances; choosing one makes it the active account everywhere (the accounts service), so the
 * header and the slip never disagree. Nothing while the player has a single account.
 */
export function PayingAccountPicker() {
  const { t } = useTranslation('sports');
  const money = useMoney();
  const accounts = useOptionalService(accountsService);
  const list = useSelector((state: HostState) => accounts?.selectAccounts(state) ?? NO_ACCOUNTS);
  const active = useSelector((state: HostState) => accounts?.selectActiveAccount(state) ?? null);
  if (!accounts || list.length < 2 || !active) return null;
  return (
    <label className="coupon__row">
      {t('paying_account')}
      <select value={active.id} onChange={(event) => accounts.changeActive(event.target.value)}>
        {list.map((account) => (
          <option key={account.id} value={account.id}>
            {account.label} · {money(account.money, account.iso)}
          </option>
        ))}
      </select>
    </label>
  );
}
