import { useTranslation } from '@host/sdk';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { useSecurity } from './securityApi.ts';

/** office/security-auth-by-email: a sign-in from a new device is confirmed by a link sent by e-mail. */
export default function SecurityAuthByEmailPage() {
  const { t } = useTranslation(OFFICE_NS);
  const { loaded, send, busy, errorKey, doneKey } = useSecurity();
  return (
    <OfficeFrame titleKey="page_securityAuthByEmail">
      <p>{t('auth_by_email_intro')}</p>
      <ErrorText messageKey={errorKey} />
      <DoneText messageKey={doneKey} />
      <LoadState loaded={loaded}>
        {(security) => (
          <label className="office-check">
            <input type="checkbox" role="switch" checked={security.authByEmail} disabled={busy} onChange={(event) => void send('security/auth-by-email', { enabled: event.target.checked }, 'saved')} />
            {t('auth_by_email_switch')}
          </label>
        )}
      </LoadState>
    </OfficeFrame>
  );
}
