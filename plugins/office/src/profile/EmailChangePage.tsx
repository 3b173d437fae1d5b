import { useRouteHref, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { useSecurity } from '../security/securityApi.ts';
import { SecurityFormPage } from '../security/SecurityFormPage.tsx';

const EMAIL_MAX_LENGTH = 120;

/** office/email-change: a new address, confirmed on the activation page. */
export default function EmailChangePage() {
  const { t } = useTranslation(OFFICE_NS);
  const href = useRouteHref();
  const navigate = useNavigate();
  const security = useSecurity();
  const [email, setEmail] = useState('');
  const sendCode = () =>
    void security.send('email/change', { email }, 'email_code_sent').then((sent) => {
      const next = href('office.activation-email');
      if (sent && next) navigate(next);
    });
  return (
    <SecurityFormPage titleKey="page_emailChange" security={security} onSubmit={sendCode}>
      {(state) => (
        <>
          <p>{t('email_current', { email: state.email || t('not_set') })}</p>
          <label>
            {t('email_new')}
            <input type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={email} onChange={(event) => setEmail(event.target.value.trim())} />
          </label>
          <button type="submit" className="button button--primary" disabled={security.busy || !email.includes('@')}>
            {t('send_code')}
          </button>
        </>
      )}
    </SecurityFormPage>
  );
}
