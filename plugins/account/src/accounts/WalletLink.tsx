import { selectLanguage, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { selectBalanceHidden } from '../accountSlice.ts';
import { selectActiveAccount } from './accountsSelectors.ts';
import { balanceText } from './balanceText.ts';
import { BalanceVisibilityToggle } from './BalanceVisibilityToggle.tsx';

/**
 * The active account's balance in the header (masked while balances are hidden), leading to the wallets page, with
 * the eye that hides or shows it. The word "Balance" is for screen readers only on phones, where room is short.
 */
export function WalletLink() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const active = useSelector(selectActiveAccount);
  const hidden = useSelector(selectBalanceHidden);
  const href = useRouteHref()('office.wallets');
  if (!active || href === null) return null;
  const balance = balanceText(lang, active, hidden);
  return (
    <span className="account-actions__balance">
      {/* The whole figure is in its title: a phone's row too short for it cuts it at its end. */}
      <Link className="account-actions__wallet" to={href} title={balance}>
        <span className="account-actions__wallet-label">{t('wallet_label')} </span>
        {balance}
      </Link>
      <BalanceVisibilityToggle compact />
    </span>
  );
}
