import type { ModalProps } from '@host/sdk';
import { useState } from 'react';
import { useTranslation } from '@host/sdk';
import { useSignOut } from './useSignOut.ts';

/** Logout asks first, logs the choice, disconnects, then reloads the page (second document, sections 4 and rule 9). */
export default function LogoutConfirmModal({ onClose }: ModalProps) {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  function confirm() {
    setBusy(true);
    console.info('[account] logout confirmed');
    signOut();
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
