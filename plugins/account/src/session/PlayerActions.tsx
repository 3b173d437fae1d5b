import { http, openModal, selectUserId, useTranslation } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PLAYER_PROFILE_PATH, type PlayerProfileReply } from '../../contract/profile.ts';
import { WalletLink } from '../accounts/WalletLink.tsx';
import { useConfirmTermsRedirect } from '../terms/useConfirmTermsRedirect.ts';

/** The signed-in player's part of the header: their name, the balance and log out. */
export default function PlayerActions() {
  const { t } = useTranslation('account');
  const userId = useSelector(selectUserId);
  const dispatch = useDispatch();
  const [name, setName] = useState<string | null>(null);
  // The header is on every page a signed-in user works on, so it is where changed terms take them off the page.
  useConfirmTermsRedirect();

  useEffect(() => {
    if (!userId) return setName(null);
    const controller = new AbortController();
    http
      .request<PlayerProfileReply>(PLAYER_PROFILE_PATH, { signal: controller.signal })
      .then((profile) => setName(typeof profile.name === 'string' ? profile.name : null))
      .catch((error: unknown) => console.warn('[account] profile failed to load', error));
    return () => controller.abort();
  }, [userId]);

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
