import { selectLanguage } from '@host/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { confirmTerms } from './termsApi.ts';
import { termsConfirmed } from '../accountSlice.ts';

/** The page a user whose terms changed is kept on until they accept them. */
export default function ConfirmTermsPage() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  async function accept() {
    setBusy(true);
    try {
      await confirmTerms();
      dispatch(termsConfirmed());
      navigate(`/${lang}/`, { replace: true });
    } catch (error) {
      console.warn('[account] confirming terms failed', error);
      setFailed(true);
      setBusy(false);
    }
  }
  return (
    <section className="confirm-terms">
      <h1 className="page-title">{t('confirm_terms_title')}</h1>
      <p>{t('confirm_terms_text')}</p>
      {failed && (
        // The spec's confirm error alert has no close button and no outside click: it goes when a retry succeeds.
        <p className="confirm-terms__error" role="alert">
          {t('information_confirm_terms_error')}
        </p>
      )}
      <button type="button" className="button button--primary" disabled={busy} onClick={accept}>
        {t('confirm_terms_accept')}
      </button>
    </section>
  );
}
