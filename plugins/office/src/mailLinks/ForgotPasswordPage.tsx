import { openModal, useTranslation } from '@host/sdk';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { OFFICE_NS } from '../frame/officeMenu.ts';

/** The account plugin's recovery form, a modal everywhere else. */
const FORGOT_PASSWORD_MODAL = 'forgot-password';

/**
 * user/forgotpassword (first document 2.4) as a page a link can open: it opens the account plugin's recovery form at
 * once, and keeps a button to open it again after it was closed.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation(OFFICE_NS);
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(openModal(FORGOT_PASSWORD_MODAL));
  }, [dispatch]);
  return (
    <section className="office-page office-page--public">
      <h1 className="page-title">{t('mail_link_forgotpassword_title')}</h1>
      <p>{t('mail_link_forgotpassword_text')}</p>
      <button type="button" className="button button--primary" onClick={() => dispatch(openModal(FORGOT_PASSWORD_MODAL))}>
        {t('mail_link_forgotpassword_open')}
      </button>
    </section>
  );
}
