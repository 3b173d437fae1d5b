import { http, safeStorage, selectLanguage, useTranslation, validateDocument } from '@host/sdk';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SuccessReply } from '../../schemas/account.ts';
import { validate_successReply } from '../generated/validate_successReply.js';
import { selectUserConfig } from '../accountSlice.ts';
import { loadUserConfig } from '../userConfig/userConfigApi.ts';
import { protectionStatus } from '../userConfig/protectionLevel.ts';
import { rememberFirstPage, takeFirstPage } from './identificationFirstPage.ts';

export const IDENTIFICATION_URL = '/web-api/user/identification';

/** Account identification: the player's verification state and (on the demo BFF) the step that verifies them. */
export default function IdentificationPage() {
  const { t } = useTranslation('account');
  const lang = useSelector(selectLanguage);
  const { data } = useSelector(selectUserConfig);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const from = query.get('from');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const verified = data !== null && data.verification_status !== 1;

  useEffect(() => rememberFirstPage(safeStorage('sessionStorage'), from), [from]);

  async function verify() {
    setBusy(true);
    setFailed(false);
    try {
      await http.request(IDENTIFICATION_URL, {
        method: 'POST',
        validate: (reply) => validateDocument<SuccessReply>(validate_successReply, reply, 'identification'),
      });
      await loadUserConfig(dispatch);
      // Back to the first page the identification guard stopped, once.
      navigate(`/${lang}${takeFirstPage(safeStorage('sessionStorage')) ?? '/'}`, { replace: true });
    } catch (error) {
      console.warn('[account] identification failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="identification">
      <h1 className="page-title">{t('identification_title')}</h1>
      <p>{t(verified ? 'identification_done' : 'identification_text')}</p>
      {data && <p className="identification__protection">{t('protection_level', { status: t(`protection_${protectionStatus(data.protection_level)}`) })}</p>}
      {failed && <p role="alert">{t('identification_failed')}</p>}
      {!verified && (
        <button type="button" className="button button--primary" disabled={busy} onClick={verify}>
          {t('identification_submit')}
        </button>
      )}
    </section>
  );
}
