import { selectUserId, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { RegistrationButton } from '../registration/RegistrationButton.tsx';
import { useLoadedPlayerActions } from './loadPlayerActions.ts';

/**
 * Header actions: log in and register for visitors; the player's part (name, balance, log out) for signed-in users,
 * fetched apart. Until it is there, a box of its height and of its log-out button's width holds its place.
 */
export default function AccountActions() {
  const { t } = useTranslation('account');
  const signedIn = useSelector(selectUserId) !== null;
  const { pathname, search } = useLocation();
  const PlayerActions = useLoadedPlayerActions(signedIn);

  if (PlayerActions) return <PlayerActions />;
  if (signedIn) {
    return (
      <div className="account-actions" aria-busy="true">
        <span className="button account-actions__placeholder" aria-hidden="true">
          {t('logout')}
        </span>
      </div>
    );
  }
  const query = new URLSearchParams(search);
  query.set('login', '1');
  return (
    <div className="account-actions">
      <Link className="button button--accent" to={`${pathname}?${query}`}>
        {t('login_title')}
      </Link>
      <RegistrationButton />
    </div>
  );
}
