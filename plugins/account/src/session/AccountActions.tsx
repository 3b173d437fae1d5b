import { openModal, selectUserId, useTranslation } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { WalletLink } from '../accounts/WalletLink.tsx';
import { RegistrationButton } from '../registration/RegistrationButton.tsx';
import { useConfirmTermsRedirect } from '../terms/useConfirmTermsRedirect.ts';
import { accountHttp } from '../http/accountHttp.ts';

/** Header actions: log in and register for visitors; the player's name, the balance and log out for signed-in users. */
export default function AccountActions() {
  const { t } = useTranslation('account');
  const userId = useSelector(selectUserId);
  const dispatch = useDispatch();
  const { pathname, search } = useLocation();
  const [name, setName] = useState<string | null>(null);
  // The header is on every page a signed-in user works on, so it is where changed terms take them off the page.
  useConfirmTermsRedirect();

  useEffect(() => {
    if (!userId) return setName(null);
    const controller = new AbortController();
    accountHttp
      .request<{ name?: string }>('/web-api/user/profile', { signal: controller.signal })
      .then((profile) => setName(typeof profile.name === 'string' ? profile.name : null))
      .catch((error: unknown) => console.warn('[account] profile failed to load', error));
    return () => controller.abort();
  }, [userId]);

  if (!userId) {
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
  return (
    <div className="account-actions" aria-label={t('account_menu')}>
      {name && <span className="account-actions__name">{name}</span>}
      <WalletLink />
      <button type="button" className="button" onClick={() => dispatch(openModal('logout-confirm'))}>
        {t('logout')}
      </button>
    </div>
  );
}
