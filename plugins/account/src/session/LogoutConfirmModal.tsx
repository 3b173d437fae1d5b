import { http, selectLanguage, useRouteEntry, type ModalProps } from '@host/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { documentCookies } from '../token/documentCookies.ts';
import { TOKEN_COOKIE } from '../token/tokenConstants.ts';
import { logOut } from './sessionApi.ts';

/** A query parameter that sends the user home after logout wherever they are (the spec's "specific query parameter"). */
export const AFTER_LOGOUT_HOME_QUERY = 'logout_home';

/** Logout asks first, logs the choice, disconnects, then reloads the page (second document, sections 4 and rule 9). */
export default function LogoutConfirmModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const dispatch = useDispatch();
  const lang = useSelector(selectLanguage);
  const route = useRouteEntry();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    console.info('[account] logout confirmed');
    try {
      await logOut();
    } catch (error) {
      console.warn('[account] logout call failed; signing out locally', error);
    }
    http.setTokenProvider(null);
    documentCookies.remove(TOKEN_COOKIE);
    dispatch({ type: 'session/loggedOut' });
    // Access rule 9: a page a visitor may not see (or one opened for the signed-in user by a query) goes home.
    const leave = route?.requiresAuth === true || new URLSearchParams(location.search).has(AFTER_LOGOUT_HOME_QUERY);
    if (leave) location.assign(`/${lang}/`);
    else location.reload();
  }
  return (
    <div className="logout-confirm">
      <h2>{t('logout_confirm_title')}</h2>
      <p>{t('logout_confirm_text')}</p>
      <div className="logout-confirm__buttons">
        <button type="button" className="button button--primary" disabled={busy} onClick={confirm}>
          {t('logout')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            console.info('[account] logout cancelled');
            onClose();
          }}
        >
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
