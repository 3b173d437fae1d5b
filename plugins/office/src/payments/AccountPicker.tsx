import { formatMoney, selectLanguage, useTranslation } from '@host/sdk';
import type { Account } from '../../../account/contract/index.ts';
import { useSelector } from 'react-redux';
import { OFFICE_NS } from '../frame/officeMenu.ts';

/**
 * The account a payment goes into or out of, as a group of cards like the methods below it: each account's kind in
 * the page language and its balance; offered only when there is a choice.
 */
export function AccountPicker({ accounts, selectedId, onSelect }: { accounts: readonly Account[]; selectedId: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  if (accounts.length < 2) return null;
  return (
    <fieldset className="pay-methods pay-accounts">
      <legend>{t('pay_account')}</legend>
      {accounts.map((account) => (
        <label key={account.id} className={`pay-method${account.id === selectedId ? ' pay-method--selected' : ''}`} data-testid={`pay-account-${account.id}`}>
          <input type="radio" name="pay-account" value={account.id} checked={account.id === selectedId} onChange={() => onSelect(account.id)} />
          <span className="pay-method__name">{t(`pay_account_type_${account.type}`, { defaultValue: account.label })}</span>
          <span className="pay-method__kind">{formatMoney(lang, account.money, account.iso)}</span>
        </label>
      ))}
    </fieldset>
  );
}
