import { useTranslation } from '@host/sdk';
import { useState } from 'react';
import { OfficeFrame } from '../frame/OfficeFrame.tsx';
import { DoneText, ErrorText, LoadState } from '../frame/LoadState.tsx';
import { OFFICE_NS } from '../frame/officeMenu.ts';
import { codeInput, useSecurity } from './securityApi.ts';
import { TOTP_CODE_LENGTH } from './TwoFactorEnablePage.tsx';

/** office/security-disable-two-factor-auth: turned off only with a current code of the authenticator app. */
export default function TwoFactorDisablePage() {
  const { t } = useTranslation(OFFICE_NS);
  const { loaded, send, busy, errorKey, doneKey } = useSecurity();
  const [code, setCode] = useState('');
  return (
    <OfficeFrame titleKey="page_twoFactorDisable">
      <ErrorText messageKey={errorKey} />
      <DoneText messageKey={doneKey} />
      <LoadState loaded={loaded}>
        {(security) =>
          security.twoFactorEnabled ? (
            <form
              className="office-form"
              onSubmit={(event) => {
                event.preventDefault();
                void send('security/two-factor/disable', { code }, 'two_factor_disabled').then(() => setCode(''));
              }}
            >
              <label>
                {t('two_factor_code')}
                <input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(codeInput(event.target.value, TOTP_CODE_LENGTH))} />
              </label>
              <button type="submit" className="button button--primary" disabled={busy || code.length !== TOTP_CODE_LENGTH}>
                {t('two_factor_disable')}
              </button>
            </form>
          ) : (
            <p data-testid="office-two-factor-state">{t('two_factor_off')}</p>
          )
        }
      </LoadState>
    </OfficeFrame>
  );
}
