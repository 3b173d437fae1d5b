import { selectLanguage, useRouteHref, formatMoney } from '@host/sdk';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { selectActiveAccount } from './accountsSelectors.ts';

/** The active account's balance in the header, leading to the wallets page. */
export function WalletLink() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const active = useSelector(selectActiveAccount);
  const href = useRouteHref()('office.wallets');
  if (!active || href === null) return null;
  return (
    <Link className="account-actions__wallet" to={href}>
      {t('wallet_link', { amount: formatMoney(lang, active.balance, active.currency) })}
    </Link>
  );
}
