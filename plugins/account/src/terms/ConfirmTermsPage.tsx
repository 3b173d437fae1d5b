import { openModal, selectLanguage, useRouteHref, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { TERMS_LIST_ROUTE } from '../guards/accountGuards.ts';
import { confirmTerms } from './termsApi.ts';
import { termsConfirmed } from '../accountSlice.ts';

/**
 * The notice a user whose terms changed is kept on (first document 4.3, access rule 8): accept the terms, log out,
 * or go back to the list of the rules to read them first.
 */
export default function ConfirmTermsPage() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const rulesList = useRouteHref()(TERMS_LIST_ROUTE);
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
      <div className="confirm-terms__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={accept}>
          {t('confirm_terms_accept')}
        </button>
        <button type="button" className="button" onClick={() => dispatch(openModal('logout-confirm'))}>
          {t('logout')}
        </button>
        {rulesList && (
          <Link className="button" to={rulesList}>
            {t('confirm_terms_back_to_list')}
          </Link>
        )}
      </div>
    </section>
  );
}
