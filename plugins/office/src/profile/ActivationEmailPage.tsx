import { useRouteHref, useTranslation } from '@host/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { codeInput, useSecurity } from '../security/securityApi.ts';

/** The e-mail confirmation code's length in the demo backend. */
export const EMAIL_CODE_LENGTH = 4;

/** office/activation-email: sends the confirmation e-mail and takes its code. */
export default function ActivationEmailPage() {
  const { t } = useTranslation(OFFICE_NS);
  const { loaded, send, busy, errorKey, doneKey } = useSecurity();
  const [code, setCode] = useState('');
  const emailChange = useRouteHref()('office.email-change');
  return (
    <OfficeFrame titleKey="page_activationEmail">
      <ErrorText messageKey={errorKey} />
      <DoneText messageKey={doneKey} />
      <LoadState loaded={loaded}>
        {(security) =>
          security.emailConfirmed && !security.emailPending ? (
            <p>{t('email_confirmed', { email: security.email })}</p>
          ) : !security.email && !security.emailPending ? (
            <p>
              {t('error_email_missing')} {emailChange && <Link to={emailChange}>{t('page_emailChange')}</Link>}
            </p>
          ) : (
            <form
              className="office-form"
              onSubmit={(event) => {
                event.preventDefault();
                void send('email/activation/confirm', { code }, 'email_activated');
              }}
            >
              <button type="button" className="button" disabled={busy} onClick={() => void send('email/activation', {}, 'email_code_sent')}>
                {t('email_send_code', { email: security.emailPending ?? security.email })}
              </button>
              <label>
                {t('email_code')}
                <input inputMode="numeric" value={code} onChange={(event) => setCode(codeInput(event.target.value, EMAIL_CODE_LENGTH))} />
              </label>
              <button type="submit" className="button button--primary" disabled={busy || code.length !== EMAIL_CODE_LENGTH}>
                {t('confirm')}
              </button>
            </form>
          )
        }
      </LoadState>
    </OfficeFrame>
  );
}
