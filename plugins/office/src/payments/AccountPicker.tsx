import { formatMoney, selectLanguage, useTranslation } from '@host/sdk';
import type { Account } from '../../../account/contract/index.ts';
import { useSelector } from 'react-redux';
import { OFFICE_NS } from '../frame/officeMenu.ts';

/** The account a payment goes into or out of, with its balance; offered only when there is a choice. */
export function AccountPicker({ accounts, selectedId, onSelect }: { accounts: readonly Account[]; selectedId: string; onSelect: (id: string) => void }) {
  const { t } = useTranslation(OFFICE_NS);
  const lang = useSelector(selectLanguage);
  if (accounts.length < 2) return null;
  return (
    <label className="pay-account">
      {t('pay_account')}
      <select value={selectedId} onChange={(event) => onSelect(event.target.value)} data-testid="pay-account">
        {accounts.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.label} · {formatMoney(lang, candidate.money, candidate.iso)}
          </option>
        ))}
      </select>
    </label>
  );
}
