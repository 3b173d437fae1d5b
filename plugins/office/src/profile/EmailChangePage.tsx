import { useRouteHref, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { useSecurity } from '../security/securityApi.ts';

const EMAIL_MAX_LENGTH = 120;

/** office/email-change: a new address, confirmed on the activation page. */
export default function EmailChangePage() {
  const { t } = useTranslation(OFFICE_NS);
  const href = useRouteHref();
  const navigate = useNavigate();
  const { loaded, send, busy, errorKey, doneKey } = useSecurity();
  const [email, setEmail] = useState('');
  return (
    <OfficeFrame titleKey="page_emailChange">
      <ErrorText messageKey={errorKey} />
      <DoneText messageKey={doneKey} />
      <LoadState loaded={loaded}>
        {(security) => (
          <form
            className="office-form"
            onSubmit={(event) => {
              event.preventDefault();
              void send('email/change', { email }, 'email_code_sent').then((sent) => {
                const next = href('office.activation-email');
                if (sent && next) navigate(next);
              });
            }}
          >
            <p>{t('email_current', { email: security.email || t('not_set') })}</p>
            <label>
              {t('email_new')}
              <input type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={email} onChange={(event) => setEmail(event.target.value.trim())} />
            </label>
            <button type="submit" className="button button--primary" disabled={busy || !email.includes('@')}>
              {t('send_code')}
            </button>
          </form>
        )}
      </LoadState>
    </OfficeFrame>
  );
}
