import { Icon, useRouteHref, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { selectPlayerName } from '../accountSlice.ts';
import { WalletLink } from '../accounts/WalletLink.tsx';
import { useConfirmTermsRedirect } from '../terms/useConfirmTermsRedirect.ts';
import { AccountMenu } from './AccountMenu.tsx';

const PLUS_ICON = 'M12 5v14M5 12h14';

/** The header's way to the deposit page: a labelled button on desktop, its plus sign alone (same name) on phones. */
function DepositLink() {
  const { t } = useTranslation('account');
  const href = useRouteHref()('office.recharge');
  if (href === null) return null;
  return (
    <Link className="button button--accent account-actions__deposit" to={href}>
      <Icon path={PLUS_ICON} />
      <span className="account-actions__deposit-label">{t('deposit')}</span>
    </Link>
  );
}

/** The signed-in player's part of the header: the balance, Deposit, and the account menu under their name. */
export default function PlayerActions() {
  const { t } = useTranslation('account');
  const name = useSelector(selectPlayerName);
  // The header is on every page a signed-in user works on, so it is where changed terms take them off the page.
  useConfirmTermsRedirect();

  return (
    <div className="account-actions account-actions--player" role="group" aria-label={t('account_menu')}>
      <WalletLink />
      <DepositLink />
      <AccountMenu name={name} />
    </div>
  );
}
